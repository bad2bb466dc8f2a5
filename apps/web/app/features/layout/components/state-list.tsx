import type { StateEntry } from '@jaliya/contract';
import { useI18n } from '../../../lib/i18n';

/** The sister states: a link opens that state's site in a new tab; no link reads Coming Soon. */
export function StateList({ states, onChoose }: { states: StateEntry[]; onChoose: () => void }) {
  const { t } = useI18n();
  return (
    <ul className="grid gap-1">
      {states.map((state, index) => {
        const badge = state.image ? (
          <img
            src={state.image.url}
            srcSet={state.image.srcset}
            sizes="32px"
            width={32}
            height={32}
            alt=""
            loading="lazy"
            className="rounded-full"
          />
        ) : (
          <span className="size-8 rounded-full bg-slate-200" aria-hidden="true" />
        );
        return (
          <li key={`${index}-${state.title}`}>
            {state.url ? (
              <a
                href={state.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onChoose}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-slate-900 hover:bg-primary/10"
              >
                {badge}
                <span>{state.title}</span>
                <span className="sr-only">({t('header.opensInNewTab')})</span>
              </a>
            ) : (
              <span className="flex items-center gap-3 px-3 py-2 text-slate-600">
                {badge}
                <span>{state.title}</span>
                <span className="ms-auto rounded-full bg-secondary/20 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {t('header.comingSoon')}
                </span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

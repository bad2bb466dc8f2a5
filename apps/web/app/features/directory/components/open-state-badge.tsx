import type { BusinessCard } from '@jaliya/contract';
import { dateTimeFormat } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

type OpenState = BusinessCard['openState'];

/**
 * "Closes in" and "opens at" sit on a light pill of their own: the badge is shown on a business's
 * cover photo too, where plain grey text was unreadable on dark pictures.
 */
const DETAIL = 'rounded-full bg-white/90 px-2 py-0.5 text-gray-800';

/** A duration in words: "25 min" or "2 h 10 min". */
function useDuration() {
  const { t } = useI18n();
  return (minutes: number) =>
    minutes < 60
      ? t('directory.minutes', { count: minutes })
      : t('directory.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Open, closed or always open, with "closes in" or "opens at" in the site's time zone. */
export function OpenStateBadge({ state, timeZone }: { state: OpenState; timeZone: string }) {
  const { t, language } = useI18n();
  const duration = useDuration();
  if (state.state === 'always_open') {
    return (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        {t('directory.alwaysOpen')}
      </span>
    );
  }
  if (state.state === 'open') {
    return (
      <span className="inline-flex flex-wrap items-center gap-1 text-xs">
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800">
          {t('directory.open')}
        </span>
        {state.closesInMinutes <= 120 && (
          <span className={DETAIL}>{t('directory.closesIn', { time: duration(state.closesInMinutes) })}</span>
        )}
      </span>
    );
  }
  const opensAt = state.opensAt
    ? dateTimeFormat(language, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
        new Date(state.opensAt),
      )
    : undefined;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs">
      <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
        {t('directory.closed')}
      </span>
      {opensAt && <span className={DETAIL}>{t('directory.opensAt', { time: opensAt })}</span>}
    </span>
  );
}

import type { SearchHit as Hit } from '@jaliya/contract';
import { useDateTimeFormat } from '../../../lib/site-settings';
import { Link } from '../../../components/link';
import { StoredImage } from '../../../components/stored-image';
import { formatMoney } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { Highlighted } from './highlighted';

export interface SearchHitProps {
  hit: Hit;
  words: readonly string[];
}

/**
 * What the island holds: it runs only when the island renders live (decision 028), never in the
 * page's first hydration, where its dates would make the page's first `Intl` object.
 */
export function SearchHitBody({ hit, words }: SearchHitProps) {
  const { t, language } = useI18n();
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium' });
  const facts = [
    hit.category,
    hit.city,
    hit.price === null ? null : formatMoney(hit.price, language),
    hit.publishedAt && hit.kind !== 'faq' ? dateFormat.format(new Date(hit.publishedAt)) : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <article
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="search-hit"
    >
      {hit.image ? (
        <StoredImage
          image={hit.image}
          sizes="80px"
          alt=""
          load="lazy"
          className="size-20 shrink-0 rounded-xl object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold text-primary">{t(`search.kind.${hit.kind}`)}</p>
        <h3 className="text-lg font-bold text-slate-900" dir="auto">
          <Link to={hit.path} className="hover:underline">
            <Highlighted text={hit.title} words={words} />
          </Link>
        </h3>
        {hit.snippet ? (
          <p className="line-clamp-2 text-sm text-slate-700" dir="auto">
            <Highlighted text={hit.snippet} words={words} />
          </p>
        ) : null}
        {facts.length > 0 ? (
          <p className="flex flex-wrap gap-x-3 text-xs text-slate-600" dir="auto">
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}

import type { RentCard as Rent } from '@jaliya/contract';
import { useDateTimeFormat } from '../../../lib/site-settings';
import { Link } from '../../../components/link';
import { StoredImage } from '../../../components/stored-image';
import { useI18n } from '../../../lib/i18n';
import { rentPath } from '../rent-paths';
import { RentFacts } from './rent-facts';

export interface RentCardProps {
  rent: Rent;
  /** A card at the top of a list: its photo loads first. Others load as they come near the screen. */
  isPriority?: boolean;
}

/**
 * What the island holds: it runs only when the island renders live (decision 028), never in the
 * page's first hydration, where its dates would make the page's first `Intl` object.
 */
export function RentCardBody({ rent, isPriority = false }: RentCardProps) {
  const { t } = useI18n();
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium' });
  const posted = rent.publishedAt ? dateFormat.format(new Date(rent.publishedAt)) : null;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
      {rent.image && (
        <StoredImage
          image={rent.image}
          sizes="(min-width: 640px) 12rem, 100vw"
          load={isPriority ? 'first' : 'lazy'}
          className="aspect-[4/3] w-full object-cover sm:w-48"
        />
      )}
      <div className="min-w-0 flex-1 space-y-2 p-5">
        <p className="text-sm font-semibold text-primary">{t(`rents.intent.${rent.intent}`)}</p>
        <h3 className="text-lg font-bold text-slate-900" dir="auto">
          <Link to={rentPath(rent)} className="hover:underline">
            {rent.title}
          </Link>
        </h3>
        <RentFacts rent={rent} />
        <p className="line-clamp-2 text-sm text-slate-700" dir="auto" lang={rent.language}>
          {rent.summary}
        </p>
        {posted && <p className="text-xs text-slate-600">{t('classifieds.postedOn', { date: posted })}</p>}
      </div>
    </article>
  );
}

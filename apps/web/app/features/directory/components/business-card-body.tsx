import type { BusinessCard as Business } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { StoredImage } from '../../../components/stored-image';
import { useI18n } from '../../../lib/i18n';
import { businessPath } from '../directory-paths';
import { OpenStateBadge } from './open-state-badge';

const KM_PER_MILE = 1.609344;

/** A distance in miles (the US unit), to one decimal place. */
const milesOf = (kilometres: number) => Math.round((kilometres / KM_PER_MILE) * 10) / 10;

/** The card's markup, in its island: made only when the island renders live (decision 028). */
export function BusinessCardContent({ business, timeZone }: { business: Business; timeZone: string }) {
  const { t } = useI18n();
  return (
    <>
      {business.logo ? (
        <StoredImage
          image={business.logo}
          sizes="64px"
          alt=""
          load="lazy"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-full bg-gray-100" />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold text-gray-900">
          <Link
            to={businessPath(business)}
            className="after:absolute after:inset-0 hover:underline"
            dir="auto"
          >
            {business.name}
          </Link>
          {business.isVerified && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
              ✓ {t('directory.verified')}
            </span>
          )}
        </h3>
        <p dir="auto" className="mt-1 line-clamp-2 text-sm text-gray-700">
          {business.summary}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          {business.city && <span>{business.city.name}</span>}
          {business.category && <span>{business.category.name}</span>}
          {business.distanceKm !== null && (
            <span>{t('directory.distance', { distance: milesOf(business.distanceKm) })}</span>
          )}
          <OpenStateBadge state={business.openState} timeZone={timeZone} />
        </p>
      </div>
    </>
  );
}

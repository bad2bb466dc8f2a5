import type { BusinessCard as Business } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { SaveToggle } from '../../../components/save-toggle';
import { StaticIsland } from '../../../components/static-island';
import { StoredImage } from '../../../components/stored-image';
import { useI18n } from '../../../lib/i18n';
import { businessPath } from '../directory-paths';
import { OpenStateBadge } from './open-state-badge';

const KM_PER_MILE = 1.609344;

/** A distance in miles (the US unit), to one decimal place. */
const milesOf = (kilometres: number) => Math.round((kilometres / KM_PER_MILE) * 10) / 10;

/**
 * A business on a list: logo, name, short description, city, open state and the verified badge,
 * and its save button when `saved` is given (pages cached for guests leave it out).
 */
export function BusinessCard({
  business,
  timeZone,
  saved,
}: {
  business: Business;
  timeZone: string;
  saved?: { isSaved: boolean; isSignedIn: boolean } | undefined;
}) {
  return (
    <article className="relative flex w-full gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <StaticIsland version={`${timeZone} ${JSON.stringify(business)}`}>
        <BusinessCardContent business={business} timeZone={timeZone} />
      </StaticIsland>
      {saved ? (
        // Above the card's stretched link, so it can be pressed on its own.
        <div className="relative z-10 self-start">
          <SaveToggle
            type="business"
            id={business.id}
            title={business.name}
            isSaved={saved.isSaved}
            isSignedIn={saved.isSignedIn}
            isCompact
          />
        </div>
      ) : null}
    </article>
  );
}

/** The card's markup, in its island: made only when the island renders live (decision 028). */
function BusinessCardContent({ business, timeZone }: { business: Business; timeZone: string }) {
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

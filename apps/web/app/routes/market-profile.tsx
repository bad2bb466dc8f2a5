import { addressInLanguage } from '@jaliya/contract/page-paths';
import { Fragment } from 'react';
import type { OpeningHours } from '@jaliya/contract';
import { directoryEndpoints, listingEndpoints } from '../lib/endpoints.server';
import { data, redirect } from 'react-router';
import { Link } from '../components/link';
import { ChevronStartIcon } from '../components/icons';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { StoredImage } from '../components/stored-image';
import { FollowButton } from '../features/directory/components/follow-button';
import { PhotoGallery } from '../components/photo-gallery';
import { PostActions } from '../components/post-actions';
import type { ReportResult } from '../components/report-button';
import { PlaceMap } from '../components/map/place-map';
import { StaticIsland } from '../components/static-island';
import { OpenStateBadge } from '../features/directory/components/open-state-badge';
import { businessPath, subcategoryPath } from '../features/directory/directory-paths';
import { dateTimeFormat, formatTimeRange } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { orNotFound, orSignedOut } from '../lib/page-loaders';
import { reportFromForm } from '../lib/report-action';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/market-profile';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const SCHEMA_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/**
 * `/MarketProfile/{id}/{slug}`: a business profile. An old or missing slug redirects to the
 * current one; an unknown id is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const business = await orNotFound(
    serverApi(context).get(directoryEndpoints.getBusiness, { params: { id: params.id } }),
  );
  const path = businessPath(business);
  const requested = new URL(request.url).pathname;
  if (requested !== path && safeDecode(requested) !== decodeURIComponent(path)) {
    throw redirect(`${path}${new URL(request.url).search}`, 301);
  }
  // Personal state only for a page rendered for the visitor: a guest's page stays the same for
  // every guest, and the member variant leaves the marks to the page state (decision 024).
  const api = serverApi(context);
  const [savedIds, follow, reportReasons] = context.hasSession
    ? await Promise.all([
        orSignedOut(api.savedIds('business')),
        orSignedOut(api.get(directoryEndpoints.followState, { params: { id: business.id } })),
        api.get(listingEndpoints.reportReasons, {}),
      ])
    : [null, null, context.isMemberVariant ? await api.get(listingEndpoints.reportReasons, {}) : []];
  return {
    business,
    canonicalUrl: `${context.publicUrl}${path}`,
    publicUrl: context.publicUrl,
    reportReasons,
    viewer:
      savedIds && follow
        ? {
            isSaved: savedIds.ids.includes(business.id) as boolean | undefined,
            isFollowing: follow.isFollowing as boolean | undefined,
            // Fresh for a signed-in visitor; a guest's cached page may be a little behind.
            followerCount: follow.followerCount,
          }
        : context.isMemberVariant
          ? { isSaved: undefined, isFollowing: undefined, followerCount: business.followerCount }
          : null,
  };
}

/** Follows or unfollows the business for the signed-in visitor. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  if (!context.hasSession)
    throw redirect(`/Login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  const api = serverApi(context);
  if (form.get('intent') === 'report') {
    const result = await reportFromForm(api, id, form);
    return 'reported' in result ? (result satisfies ReportResult) : result;
  }
  // A button that did not know the mark (the member variant without JavaScript) toggles it.
  let intent = form.get('intent');
  if (intent === 'toggle') {
    const state = await api.get(directoryEndpoints.followState, { params: { id } }).catch(() => null);
    intent = state?.isFollowing ? 'unfollow' : 'follow';
  }
  const endpoint = intent === 'unfollow' ? directoryEndpoints.unfollow : directoryEndpoints.follow;
  const result = await api.send(endpoint, { params: { id } });
  if (!result.ok) return data({ ok: false }, { status: result.status });
  return { ok: true, isFollowing: result.data.isFollowing, followerCount: result.data.followerCount };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `openingHoursSpecification` rows for schema.org. */
function hoursSpecification(hours: OpeningHours) {
  if (hours.alwaysOpen) return ['Mo-Su 00:00-23:59'];
  return WEEKDAYS.flatMap((day, index) =>
    hours.weekly[day].map(
      (range) => `${SCHEMA_DAYS[index]} ${range.opens}-${range.closes === '24:00' ? '23:59' : range.closes}`,
    ),
  );
}

export default function MarketProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { business, canonicalUrl, publicUrl, viewer, reportReasons } = loaderData;
  const imageUrl = business.cover ? `${publicUrl}${business.cover.url}` : undefined;
  const photos = [...business.mainPhotos, ...business.gallery];
  const mainType = business.mainCategory?.type ?? 'service';
  return (
    <article>
      <PageMeta
        title={`${business.name} | ${t('app.name')}`}
        description={business.summary}
        canonicalUrl={canonicalUrl}
        imageUrl={imageUrl}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: business.name,
          description: business.summary,
          url: addressInLanguage(canonicalUrl, language),
          telephone: business.phone,
          email: business.email,
          ...(imageUrl ? { image: imageUrl } : {}),
          address: {
            '@type': 'PostalAddress',
            streetAddress: business.address.street,
            addressLocality: business.city?.name,
            addressRegion: business.address.state,
            postalCode: business.address.postalCode,
            addressCountry: 'US',
          },
          ...(business.location
            ? {
                geo: {
                  '@type': 'GeoCoordinates',
                  latitude: business.location.lat,
                  longitude: business.location.lng,
                },
              }
            : {}),
          openingHours: hoursSpecification(business.hours),
          ...(business.website
            ? { sameAs: [business.website, ...business.social.map((link) => link.url)] }
            : {}),
        }}
      />
      <header className="relative bg-tertiary text-white">
        {business.cover && (
          <StoredImage
            image={business.cover}
            sizes="100vw"
            alt=""
            load="first"
            className="absolute inset-0 size-full object-cover opacity-30"
          />
        )}
        <div className="relative mx-auto flex max-w-6xl flex-wrap items-end gap-6 px-4 py-10 lg:py-14">
          {business.logo && (
            <StoredImage
              image={business.logo}
              sizes="112px"
              alt=""
              className="size-28 rounded-full border-4 border-white bg-white object-cover"
            />
          )}
          <div className="min-w-[min(100%,18rem)] flex-1">
            {business.subcategories[0] && (
              <Link
                to={subcategoryPath(business.subcategories[0], mainType)}
                className="inline-flex items-center gap-1 text-sm font-medium text-white/85 hover:underline"
              >
                <ChevronStartIcon className="size-4" />
                {t('directory.backTo', { name: business.subcategories[0].name })}
              </Link>
            )}
            <h1
              dir="auto"
              lang={business.language}
              className="mt-2 text-3xl font-bold leading-tight lg:text-5xl"
            >
              {business.name}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {business.isVerified && (
                <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
                  ✓ {t('directory.verified')}
                </span>
              )}
              {/* "Opens Mon 9:00 AM" would be the page's first date format (issue 37): as the server wrote it. */}
              <StaticIsland version={JSON.stringify(business.openState)}>
                <OpenStateBadge state={business.openState} timeZone={business.timeZone} />
              </StaticIsland>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <FollowButton
              id={business.id}
              name={business.name}
              isFollowing={viewer ? viewer.isFollowing : false}
              followerCount={viewer?.followerCount ?? business.followerCount}
              isSignedIn={viewer !== null}
            />
            <PostActions
              savedType="business"
              id={business.id}
              title={business.name}
              isSaved={viewer ? viewer.isSaved : false}
              isSignedIn={viewer !== null}
              url={canonicalUrl}
              reportReasons={reportReasons}
              reportResult={actionData && 'reported' in actionData ? (actionData as ReportResult) : undefined}
            />
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p dir="auto" lang={business.language} className="whitespace-pre-line text-lg text-gray-800">
            {business.summary}
          </p>
          <section aria-labelledby="services-heading" className="mt-8">
            <h2 id="services-heading" className="mb-3 text-2xl font-bold text-gray-900">
              {t('directory.services')}
            </h2>
            <ul className="flex flex-wrap gap-2" lang={business.language}>
              {business.services.map((service) => (
                <li key={service} dir="auto" className="rounded-full bg-gray-100 px-3 py-1 text-gray-800">
                  {service}
                </li>
              ))}
            </ul>
          </section>
          {photos.length > 0 && (
            <section aria-labelledby="photos-heading" className="mt-10">
              <h2 id="photos-heading" className="mb-3 text-2xl font-bold text-gray-900">
                {t('directory.photos')}
              </h2>
              <PhotoGallery photos={photos} name={business.name} />
            </section>
          )}
        </div>
        <aside className="flex flex-col gap-8">
          <section aria-labelledby="contact-heading" className="rounded-2xl bg-gray-50 p-5">
            <h2 id="contact-heading" className="mb-3 text-xl font-bold text-gray-900">
              {t('directory.contact')}
            </h2>
            <dl className="flex flex-col gap-3 text-gray-800">
              <div>
                <dt className="text-sm font-semibold text-gray-600">{t('directory.address')}</dt>
                <dd>
                  {/* A US postal address reads left to right, in an Arabic page too: isolated, its
                      numbers and commas stay in their order around an Arabic city name. */}
                  <bdi dir="ltr" data-testid="business-address">
                    {business.address.street}, {business.city?.name}, {business.address.state}{' '}
                    {business.address.postalCode}
                  </bdi>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-gray-600">{t('directory.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}
                    dir="ltr"
                    className="text-primary hover:underline"
                  >
                    {business.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-gray-600">{t('directory.email')}</dt>
                <dd>
                  <a
                    href={`mailto:${business.email}`}
                    dir="ltr"
                    className="break-all text-primary hover:underline"
                  >
                    {business.email}
                  </a>
                </dd>
              </div>
              {business.website && (
                <div>
                  <dt className="text-sm font-semibold text-gray-600">{t('directory.website')}</dt>
                  <dd>
                    <a
                      href={business.website}
                      rel="nofollow ugc noopener"
                      target="_blank"
                      dir="ltr"
                      className="break-all text-primary hover:underline"
                    >
                      {business.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              )}
              {business.social.length > 0 && (
                <div>
                  <dd>
                    <ul className="flex flex-wrap gap-3">
                      {business.social.map((link) => (
                        <li key={link.type}>
                          <a
                            href={link.url}
                            rel="nofollow ugc noopener"
                            target="_blank"
                            className="capitalize text-primary hover:underline"
                          >
                            {link.type}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="hours-heading" className="rounded-2xl bg-gray-50 p-5">
            <h2 id="hours-heading" className="mb-3 text-xl font-bold text-gray-900">
              {t('directory.hours')}
            </h2>
            {/* Kept as the server wrote it: the times in the language's words would be the page's
                first date format, its locale data loaded in the middle of hydration (issue 37). */}
            <StaticIsland version={JSON.stringify(business.hours)}>
              <BusinessHours hours={business.hours} />
            </StaticIsland>
          </section>
          {business.location && (
            <section aria-labelledby="location-heading" className="rounded-2xl bg-gray-50 p-5">
              <h2 id="location-heading" className="mb-3 text-xl font-bold text-gray-900">
                {t('directory.location')}
              </h2>
              <PlaceMap
                latitude={business.location.lat}
                longitude={business.location.lng}
                name={business.name}
                label={t('directory.mapOfBusiness', { name: business.name })}
              />
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}

/** The week's opening hours, then the special dates', in the site's time zone and the language's words. */
function BusinessHours({ hours }: { hours: OpeningHours }) {
  const { t, language } = useI18n();
  return (
    <>
      {hours.alwaysOpen ? (
        <p>{t('directory.alwaysOpen')}</p>
      ) : (
        <table className="w-full text-sm">
          <tbody>
            {WEEKDAYS.map((day) => (
              <tr key={day} className="border-b border-gray-200 last:border-0">
                <th scope="row" className="py-1.5 text-start font-medium text-gray-700">
                  {t(`directory.${day}`)}
                </th>
                <td className="py-1.5 text-end text-gray-900">
                  <DayRanges ranges={hours.weekly[day]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hours.special.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-gray-900">{t('directory.specialDates')}</h3>
          <ul className="mt-1 text-sm">
            {hours.special.map((special) => (
              <li key={special.date} className="flex justify-between gap-2">
                <span>
                  {dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                    new Date(`${special.date}T12:00:00Z`),
                  )}
                </span>
                <span>
                  <DayRanges ranges={special.ranges} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** A day's opening times ("9:00 AM–1:00 PM, 2:00–5:00 PM"), or "Closed". */
function DayRanges({ ranges }: { ranges: OpeningHours['special'][number]['ranges'] }) {
  const { t, language } = useI18n();
  const listSeparator = language === 'ar' ? '، ' : ', ';
  if (ranges.length === 0) return t('directory.dayClosed');
  return ranges.map((range, index) => (
    // A range never breaks inside: "2:00 PM–5:00" with "PM" alone below.
    <Fragment key={range.opens}>
      {index > 0 ? listSeparator : null}
      <span className="whitespace-nowrap">{formatTimeRange(range, language)}</span>
    </Fragment>
  ));
}

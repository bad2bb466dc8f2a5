import type { BusinessCard as Business, City, KeysetPage } from '@jaliya/contract';
import { useMemo, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FilterDisclosure } from '../../../components/filter-disclosure';
import { MapPinIcon } from '../../../components/icons';
import { SiteMap, type MapMarker } from '../../../components/map/site-map';
import { useI18n } from '../../../lib/i18n';
import { countActiveFilters } from '../../../lib/list-filters';
import { KeysetNav } from '../../../components/keyset-nav';
import { useHydrated } from '../../../lib/use-hydrated';
import { businessPath } from '../directory-paths';
import { BusinessCard } from './business-card';

export interface ListFilters {
  city?: string;
  open_now?: '1';
  verified?: '1';
  sort?: 'newest' | 'name' | 'nearest';
  /** The visitor's position, only with `sort=nearest`. */
  lat?: string;
  lng?: string;
  cursor?: string;
}

/**
 * A position from the address, to two decimal places (about a kilometre): close enough to sort
 * by distance, no closer than the visitor needs to share, and few enough variants to cache.
 */
function coordinateOf(value: string | null, limit: number): string | undefined {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number.toFixed(2) : undefined;
}

/** Reads the list filters a page accepts from its address; anything else is left out. */
export function listFiltersOf(request: Request): ListFilters {
  const search = new URL(request.url).searchParams;
  const filters: ListFilters = {};
  const city = search.get('city');
  if (city && /^\d{1,9}$/.test(city)) filters.city = city;
  if (search.get('open_now') === '1') filters.open_now = '1';
  if (search.get('verified') === '1') filters.verified = '1';
  const sort = search.get('sort');
  if (sort === 'name') filters.sort = 'name';
  const lat = coordinateOf(search.get('lat'), 90);
  const lng = coordinateOf(search.get('lng'), 180);
  if (sort === 'nearest' && lat !== undefined && lng !== undefined) {
    Object.assign(filters, { sort: 'nearest', lat, lng });
  }
  const cursor = search.get('cursor');
  if (cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor)) filters.cursor = cursor;
  return filters;
}

/**
 * Filters (a plain GET form, so they work without JavaScript; behind a Filters button on a
 * phone), the cards, and a link to the next page of the keyset list.
 */
export function BusinessList({
  page,
  cities,
  filters,
  basePath,
  hiddenFields = {},
  headingId,
  timeZone,
}: {
  page: KeysetPage<Business>;
  cities: City[];
  filters: ListFilters;
  basePath: string;
  hiddenFields?: Record<string, string>;
  headingId: string;
  /** The site's time zone, in which "opens at" times are told. */
  timeZone: string;
}) {
  const { t } = useI18n();
  const isHydrated = useHydrated();
  const [isMapShown, setMapShown] = useState(false);
  const query = (extra: Record<string, string | undefined>) => {
    const search = new URLSearchParams(hiddenFields);
    for (const [name, value] of Object.entries({ ...filters, cursor: undefined, ...extra })) {
      if (value) search.set(name, value);
    }
    return `${basePath}?${search.toString()}`;
  };
  const markers = useMemo(() => markersOf(page.items), [page.items]);
  return (
    <section aria-labelledby={headingId}>
      <FilterDisclosure
        // Its controls are uncontrolled: a new address (a sort by distance, say) starts them
        // afresh, and closes the disclosure on a phone to show the new results.
        key={JSON.stringify(filters)}
        activeCount={countActiveFilters({ ...filters })}
        className="mb-4 lg:mb-6"
      >
        <Form
          method="get"
          action={basePath}
          className="mt-3 flex flex-wrap items-end gap-4 rounded-2xl bg-gray-50 p-4 lg:mt-0"
        >
          {Object.entries(hiddenFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {filters.sort === 'nearest' && (
            <>
              <input type="hidden" name="lat" value={filters.lat} />
              <input type="hidden" name="lng" value={filters.lng} />
            </>
          )}
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
            {t('directory.city')}
            <select
              name="city"
              defaultValue={filters.city ?? ''}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2"
            >
              <option value="">{t('directory.anyCity')}</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
            {t('directory.sort')}
            <select
              name="sort"
              defaultValue={filters.sort ?? 'newest'}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2"
            >
              <option value="newest">{t('directory.sortNewest')}</option>
              <option value="name">{t('directory.sortName')}</option>
              {filters.sort === 'nearest' && <option value="nearest">{t('directory.sortNearest')}</option>}
            </select>
          </label>
          <label className="flex items-center gap-2 py-2 text-sm font-medium text-gray-800">
            <input
              type="checkbox"
              name="open_now"
              value="1"
              defaultChecked={filters.open_now === '1'}
              className="size-4"
            />
            {t('directory.openNow')}
          </label>
          <label className="flex items-center gap-2 py-2 text-sm font-medium text-gray-800">
            <input
              type="checkbox"
              name="verified"
              value="1"
              defaultChecked={filters.verified === '1'}
              className="size-4"
            />
            {t('directory.verifiedOnly')}
          </label>
          <button
            type="submit"
            className="rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary/90"
          >
            {t('directory.apply')}
          </button>
        </Form>
      </FilterDisclosure>
      {isHydrated && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => setMapShown((shown) => !shown)}
            aria-expanded={isMapShown}
            aria-controls={`${headingId}-map`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <MapPinIcon className="size-5" />
            {isMapShown ? t('directory.hideMap') : t('directory.showMap')}
          </button>
          {filters.sort !== 'nearest' && (
            <NearMeButton nearestUrl={(lat, lng) => query({ sort: 'nearest', lat, lng })} />
          )}
        </div>
      )}
      {isMapShown && (
        <div id={`${headingId}-map`} className="mb-6">
          {markers.length > 0 ? (
            <SiteMap label={t('directory.mapOfResults')} markers={markers} className="h-96" />
          ) : (
            <p className="rounded-2xl bg-gray-50 p-4 text-gray-700">{t('directory.noneOnMap')}</p>
          )}
        </div>
      )}
      {/* The list's heading (the count of results): its cards' titles are the level below. */}
      <h2 id={headingId} className="mb-4 text-sm font-normal text-gray-700" aria-live="polite">
        {t('directory.results', { count: page.total })}
      </h2>
      {page.items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {page.items.map((business) => (
            <li key={business.id} className="flex">
              <BusinessCard business={business} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      <KeysetNav
        firstPageUrl={query({})}
        nextPageUrl={page.nextCursor ? query({ cursor: page.nextCursor }) : null}
        isFirstPage={!filters.cursor}
        label={t('directory.results', { count: page.total })}
      />
    </section>
  );
}

/** The businesses of a page that shared where they are, as map markers. */
function markersOf(items: readonly Business[]): MapMarker[] {
  return items.flatMap((business) =>
    business.location
      ? [
          {
            id: business.id,
            lat: business.location.lat,
            lng: business.location.lng,
            title: business.name,
            href: businessPath(business),
            ...(business.city ? { detail: business.city.name } : {}),
          },
        ]
      : [],
  );
}

/**
 * Asks the browser for the visitor's position (only when pressed) and opens the list sorted by
 * distance from it. A refusal leaves the list as it was and says why.
 */
function NearMeButton({ nearestUrl }: { nearestUrl: (lat: string, lng: string) => string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'locating' | 'denied'>('idle');
  if (typeof navigator !== 'undefined' && !('geolocation' in navigator)) return null;
  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        void navigate(nearestUrl(position.coords.latitude.toFixed(2), position.coords.longitude.toFixed(2)));
      },
      () => setState('denied'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={locate}
        disabled={state === 'locating'}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
      >
        {t('directory.nearMe')}
      </button>
      <p role="status" className="w-full text-sm text-gray-700 empty:hidden">
        {state === 'locating'
          ? t('directory.locating')
          : state === 'denied'
            ? t('directory.locationDenied')
            : ''}
      </p>
    </>
  );
}

import type { BusinessCard as Business, City, KeysetPage } from '@jaliya/contract';
import { Form, Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useI18n } from '../../../lib/i18n';
import { BusinessCard } from './business-card';

export interface ListFilters {
  city?: string;
  open_now?: '1';
  verified?: '1';
  sort?: 'newest' | 'name';
  cursor?: string;
}

/** Reads the list filters a page accepts from its address; anything else is left out. */
export function listFiltersOf(request: Request): ListFilters {
  const search = new URL(request.url).searchParams;
  const filters: ListFilters = {};
  const city = search.get('city');
  if (city && /^\d{1,9}$/.test(city)) filters.city = city;
  if (search.get('open_now') === '1') filters.open_now = '1';
  if (search.get('verified') === '1') filters.verified = '1';
  if (search.get('sort') === 'name') filters.sort = 'name';
  const cursor = search.get('cursor');
  if (cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor)) filters.cursor = cursor;
  return filters;
}

/**
 * Filters (a plain GET form, so they work without JavaScript), the cards, and a link to the
 * next page of the keyset list.
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
  const query = (extra: Record<string, string | undefined>) => {
    const search = new URLSearchParams(hiddenFields);
    for (const [name, value] of Object.entries({ ...filters, cursor: undefined, ...extra })) {
      if (value) search.set(name, value);
    }
    return `${basePath}?${search.toString()}`;
  };
  return (
    <section aria-labelledby={headingId}>
      <Form
        method="get"
        action={basePath}
        className="mb-6 flex flex-wrap items-end gap-4 rounded-2xl bg-gray-50 p-4"
      >
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
      <p id={headingId} className="mb-4 text-sm text-gray-700" aria-live="polite">
        {t('directory.results', { count: page.total })}
      </p>
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
      <nav
        className="mt-8 flex flex-wrap justify-between gap-4"
        aria-label={t('directory.results', { count: page.total })}
      >
        {filters.cursor ? (
          <Link to={query({})} className="font-semibold text-primary hover:underline">
            {t('directory.firstPage')}
          </Link>
        ) : (
          <span />
        )}
        {page.nextCursor && (
          <Link
            to={query({ cursor: page.nextCursor })}
            rel="next"
            className="rounded-lg border border-primary px-5 py-2 font-semibold text-primary hover:bg-primary hover:text-white"
          >
            {t('directory.nextPage')}
          </Link>
        )}
      </nav>
    </section>
  );
}

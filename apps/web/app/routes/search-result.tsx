import { isSearchKind, SEARCH_KINDS, type SearchSort } from '@jaliya/contract/search-kinds';
import { data, Form, redirect } from 'react-router';
import { Link } from '../components/link';
import { CityFilter } from '../components/classifieds/common-filters';
import { FilterSelect } from '../components/classifieds/filter-fields';
import { EmptyState } from '../components/empty-state';
import { FilterDisclosure } from '../components/filter-disclosure';
import { Pagination } from '../components/pagination';
import { PageHeader } from '../features/editorial/components/page-header';
import { SearchHit } from '../features/search/components/search-hit';
import { FOOTER_LINKS, SECTION_LINKS } from '../features/layout/navigation';
import { searchPath } from '../lib/search-paths';
import { searchEndpoints } from '../lib/endpoints.server';
import { formatNumber } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { countActiveFilters } from '../lib/list-filters';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/search-result';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/search-result/{keyword}/{type}`: everything public that matches, grouped by kind with counts,
 * filtered by kind (the `{type}` segment) and city, by best match or newest. Without JavaScript
 * the header box sends `?keyword=`, which comes back here as the address SPEC names.
 */
/** Where to browse when a search finds nothing: the five sections, the events, the blog, guides and FAQ. */
const BROWSE_LINKS = [
  ...SECTION_LINKS,
  ...FOOTER_LINKS.filter((link) => ['/events', '/Blog', '/User-Guide', '/FAQ'].includes(link.to)),
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get('keyword')?.trim();
  if (typed) throw redirect(searchPath(typed, isSearchKind(params.type) ? params.type : null));
  if (params.type !== undefined && !isSearchKind(params.type)) throw data(null, { status: 404 });
  const type = params.type;
  const keyword = (params.keyword ?? '').trim();
  const page = Math.min(50, Number(/^[1-9]\d{0,2}$/.exec(url.searchParams.get('page') ?? '')?.[0] ?? 1));
  const sort: SearchSort = url.searchParams.get('sort') === 'newest' ? 'newest' : 'relevance';
  const cityText = url.searchParams.get('city') ?? '';
  const city = /^[1-9]\d{0,8}$/.test(cityText) ? Number(cityText) : undefined;
  const api = serverApi(context);
  const [results, settings] = await Promise.all([
    keyword ? api.get(searchEndpoints.results, { query: { keyword, type, city, sort, page } }) : null,
    api.generalSetting(),
  ]);
  // A page past the last (an old link, a hand-edited address) shows the last one.
  if (results && results.total > 0 && results.page > results.pageCount) {
    throw redirect(searchPath(keyword, type ?? null, { city, sort, page: results.pageCount }));
  }
  return { results, keyword, type: type ?? null, city, sort, cities: settings.cities };
}

export default function SearchResultRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { results, type, city, sort, cities } = loaderData;
  const keyword = results?.keyword ?? loaderData.keyword;
  // The keyword isolated (U+2068…U+2069), so Latin words keep their order in an Arabic title.
  const title = keyword ? t('search.title', { keyword: `\u2068${keyword}\u2069` }) : t('search.titleEmpty');
  const allCount = results?.counts.reduce((sum, count) => sum + count.count, 0) ?? 0;
  const countOf = (count: number) =>
    `${formatNumber(count, language)}${results?.countsAreLowerBounds ? '+' : ''}`;
  const countLabel = (count: number) =>
    results?.more
      ? t('search.moreResults', { count: formatNumber(count, language) })
      : t('search.resultCount', { count });
  return (
    <>
      <title>{`${title} | ${t('app.name')}`}</title>
      <meta name="description" content={t('search.description', { keyword })} />
      {/* Result lists change with every post; search engines should follow them, not index them. */}
      <meta name="robots" content="noindex, follow" />
      <PageHeader title={title} width="max-w-5xl" />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <Form
          method="get"
          action="/search-result"
          role="search"
          aria-label={t('search.label')}
          className="flex gap-2"
        >
          <label htmlFor="search-page-keyword" className="sr-only">
            {t('search.label')}
          </label>
          <input
            id="search-page-keyword"
            name="keyword"
            type="search"
            defaultValue={keyword}
            key={keyword}
            maxLength={200}
            required
            placeholder={t('header.searchPlaceholder')}
            className="min-h-11 flex-1 rounded-full border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            className="min-h-11 rounded-full bg-primary px-6 font-semibold text-white hover:bg-primary/90"
          >
            {t('search.submit')}
          </button>
        </Form>

        {!results ? (
          <p className="mt-8 text-slate-700">{t('search.emptyKeyword')}</p>
        ) : (
          <>
            {allCount > 0 ? (
              <nav aria-label={t('search.typesLabel')} className="mt-6">
                <ul className="flex gap-2 pb-2 max-sm:overflow-x-auto sm:flex-wrap">
                  {[null, ...SEARCH_KINDS].map((kind) => {
                    const count =
                      kind === null
                        ? allCount
                        : (results.counts.find((entry) => entry.kind === kind)?.count ?? 0);
                    const isCurrent = kind === type;
                    return (
                      <li key={kind ?? 'all'}>
                        <Link
                          to={searchPath(keyword, kind, { city, sort })}
                          aria-current={isCurrent ? 'page' : undefined}
                          data-testid={`search-type-${kind ?? 'all'}`}
                          className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 font-medium ring-1 ${
                            isCurrent
                              ? 'bg-primary text-white ring-primary'
                              : 'bg-white text-slate-800 ring-slate-200 hover:bg-slate-100'
                          }`}
                        >
                          {kind === null ? t('search.all') : t(`search.kinds.${kind}`)}
                          <span
                            className={`rounded-full px-2 text-sm ${isCurrent ? 'bg-white text-primary' : 'bg-slate-100 text-slate-700'}`}
                          >
                            {formatNumber(count, language)}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            ) : null}

            {allCount > 0 || city !== undefined ? (
              <FilterDisclosure
                // A new address closes it on a phone, to show the new results.
                key={`${city ?? ''}:${sort}`}
                activeCount={countActiveFilters({
                  city: city === undefined ? undefined : String(city),
                  sort,
                })}
                className="mt-4"
              >
                <Form
                  method="get"
                  className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto] sm:gap-4 lg:mt-0"
                >
                  <CityFilter cities={cities} value={city === undefined ? undefined : String(city)} />
                  <FilterSelect
                    name="sort"
                    label={t('search.sort.label')}
                    value={sort}
                    options={[
                      { value: 'relevance', label: t('search.sort.relevance') },
                      { value: 'newest', label: t('search.sort.newest') },
                    ]}
                  />
                  <button
                    type="submit"
                    className="col-span-2 min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:bg-primary/90 sm:col-span-1"
                  >
                    {t('search.apply')}
                  </button>
                </Form>
              </FilterDisclosure>
            ) : null}

            {results.suggestion ? (
              <p className="mt-6 text-slate-800" data-testid="search-suggestion">
                {t('search.didYouMean')}{' '}
                <Link
                  to={searchPath(results.suggestion, type, { city, sort })}
                  className="font-bold text-primary underline"
                  dir="auto"
                >
                  {results.suggestion}
                </Link>
              </p>
            ) : null}
            {results.approximate ? (
              <p className="mt-2 text-sm text-slate-700">{t('search.approximate', { keyword })}</p>
            ) : null}
            {results.isPartial ? (
              <p className="mt-2 text-sm text-slate-700" data-testid="search-partial">
                {t('search.partial', { keyword: `\u2068${keyword}\u2069` })}
              </p>
            ) : null}

            <section aria-labelledby="search-results-heading" className="mt-6">
              <h2 id="search-results-heading" className="mb-4 text-lg font-bold text-slate-900">
                {countLabel(results.total)}
              </h2>
              {results.items.length > 0 ? (
                <ul className="space-y-4">
                  {results.items.map((hit) => (
                    <li key={`${hit.kind}:${hit.id}`}>
                      <SearchHit hit={hit} words={results.words} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState message={t('empty.noResults')}>
                  <p className="text-slate-700">{t('search.noResultsHint')}</p>
                  {type !== null && allCount > 0 ? (
                    <div className="mt-4">
                      <p className="font-semibold text-slate-800">{t('search.inOtherKinds')}</p>
                      <ul className="mt-2 flex flex-wrap justify-center gap-2">
                        {results.counts
                          .filter((entry) => entry.count > 0)
                          .map((entry) => (
                            <li key={entry.kind}>
                              <Link
                                to={searchPath(keyword, entry.kind, { city, sort })}
                                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-medium text-primary ring-1 ring-slate-200 hover:bg-slate-100"
                              >
                                {t(`search.kinds.${entry.kind}`)} ({countOf(entry.count)})
                              </Link>
                            </li>
                          ))}
                      </ul>
                    </div>
                  ) : null}
                  <nav aria-label={t('search.browse')} className="mt-6">
                    <p className="font-semibold text-slate-800">{t('search.browse')}</p>
                    <ul className="mt-2 flex flex-wrap justify-center gap-2">
                      {BROWSE_LINKS.map((link) => (
                        <li key={link.to}>
                          <Link
                            to={link.to}
                            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-medium text-primary ring-1 ring-slate-200 hover:bg-slate-100"
                          >
                            {t(link.label)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                </EmptyState>
              )}
              <Pagination
                page={results.page}
                pageCount={results.pageCount}
                hrefOf={(page) => searchPath(keyword, type, { city, sort, page })}
              />
            </section>
          </>
        )}
      </div>
    </>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { SearchQueryEntry } from '@jaliya/contract';
import { Form } from 'react-router';
import { KeysetNav } from '../../components/keyset-nav';
import { Filter } from '../../features/console/console-controls';
import { filterOf } from '../../features/console/console-format';
import { ConsoleTable } from '../../features/console/console-table';
import { inboxEndpoints } from '../../lib/endpoints.server';
import { formatNumber } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/search-log';

const PERIODS = ['1', '7', '30', '90', '365'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const filters = {
    language: filterOf(url, 'language', /^(en|ar)$/) as 'en' | 'ar' | undefined,
    zeroResults: filterOf(url, 'zeroResults', /^1$/) as '1' | undefined,
    days: filterOf(url, 'days', /^(1|7|30|90|365)$/),
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const log = await orNotFound(
    serverApi(context).get(inboxEndpoints.searchQueries, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    }),
  );
  return {
    log,
    filters,
    query: new URLSearchParams(query as Record<string, string>).toString(),
    isFirstPage: cursor === undefined,
  };
}

/** `/admin/search-log` (admins): what people search for, and what found nothing. */
export default function SearchLogRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { log, filters, query, isFirstPage } = loaderData;
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const number = (value: number) => formatNumber(value, language);
  const columns: ColumnDef<SearchQueryEntry>[] = [
    {
      id: 'query',
      header: t('console.searchLog.query'),
      accessorFn: (row) => row.query,
      cell: ({ row }) => <span dir="auto">{row.original.query}</span>,
    },
    {
      id: 'results',
      header: t('console.searchLog.results'),
      accessorFn: (row) => row.resultCount,
      cell: ({ row }) => number(row.original.resultCount),
    },
    {
      id: 'language',
      header: t('console.searchLog.language'),
      accessorFn: (row) => t(`console.languages.${row.language}`),
    },
    {
      id: 'took',
      header: t('console.searchLog.took'),
      accessorFn: (row) => row.tookMs,
      cell: ({ row }) => number(Math.round(row.original.tookMs)),
    },
    {
      id: 'when',
      header: t('console.searchLog.when'),
      accessorFn: (row) => row.createdAt,
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>{when.format(new Date(row.original.createdAt))}</time>
      ),
    },
  ];
  const topColumns: ColumnDef<(typeof log.top)[number]>[] = [
    {
      id: 'query',
      header: t('console.searchLog.query'),
      accessorFn: (row) => row.query,
      cell: ({ row }) => <span dir="auto">{row.original.query}</span>,
    },
    {
      id: 'count',
      header: t('console.searchLog.times'),
      accessorFn: (row) => row.count,
      cell: ({ row }) => number(row.original.count),
    },
    {
      id: 'zero',
      header: t('console.searchLog.zero'),
      accessorFn: (row) => row.zeroResults,
      cell: ({ row }) => number(row.original.zeroResults),
    },
  ];
  return (
    <section aria-labelledby="search-log-title">
      <title>{`${t('console.nav.searchLog')} | ${t('console.title')}`}</title>
      <h1 id="search-log-title" className="text-2xl font-bold">
        {t('console.nav.searchLog')}
      </h1>
      <p className="mt-1 text-slate-600">
        {t('console.searchLog.count', { count: log.total })} · {t('console.searchLog.privacy')}
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t('console.filters')}>
        <Filter label={t('console.searchLog.days')} name="days" value={filters.days ?? '30'}>
          {PERIODS.map((days) => (
            <option key={days} value={days}>
              {t('console.searchLog.lastDays', { count: Number(days) })}
            </option>
          ))}
        </Filter>
        <Filter label={t('console.searchLog.language')} name="language" value={filters.language}>
          <option value="">{t('console.any')}</option>
          <option value="en">{t('console.languages.en')}</option>
          <option value="ar">{t('console.languages.ar')}</option>
        </Filter>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="zeroResults"
            value="1"
            defaultChecked={filters.zeroResults === '1'}
            className="size-4"
          />
          {t('console.searchLog.onlyZero')}
        </label>
        <button
          type="submit"
          className="rounded-full bg-slate-800 px-5 py-2 text-sm font-semibold text-white"
        >
          {t('console.apply')}
        </button>
      </Form>
      {log.total === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 p-6 text-center text-slate-700">
          {t('console.searchLog.empty')}
        </p>
      ) : (
        // Each column may be narrower than its table (min-w-0): the table then scrolls in its own
        // frame instead of pushing the page sideways.
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="top-title" className="min-w-0">
            <h2 id="top-title" className="mb-3 text-lg font-semibold">
              {t('console.searchLog.top')}
            </h2>
            <ConsoleTable
              caption={t('console.searchLog.top')}
              columns={topColumns}
              rows={log.top}
              rowId={(row) => row.query}
              testId="console-search-top"
              minWidth="min-w-[16rem]"
            />
          </section>
          <section aria-labelledby="recent-title" className="min-w-0">
            <h2 id="recent-title" className="mb-3 text-lg font-semibold">
              {t('console.searchLog.recent')}
            </h2>
            <ConsoleTable
              caption={t('console.searchLog.recent')}
              columns={columns}
              rows={log.items}
              rowId={(row) => String(row.id)}
              testId="console-search-log"
            />
            <KeysetNav
              firstPageUrl={`/admin/search-log${query ? `?${query}` : ''}`}
              nextPageUrl={
                log.nextCursor
                  ? `/admin/search-log?${query ? `${query}&` : ''}cursor=${log.nextCursor}`
                  : null
              }
              isFirstPage={isFirstPage}
            />
          </section>
        </div>
      )}
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import type { ReviewItem } from '@jaliya/contract';
import { Form, useActionData } from 'react-router';
import { Link } from '../../components/link';
import { KeysetNav } from '../../components/keyset-nav';
import { StatusMessage } from '../../components/status-message';
import { Badge, Filter } from '../../features/console/console-controls';
import {
  filterOf,
  kindLabel,
  selectedItems,
  CONSOLE_KINDS,
  LISTING_KIND_PATTERN,
} from '../../features/console/console-format';
import { ConsoleTable } from '../../features/console/console-table';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { formatNumber } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import { useSiteSettings, useDateTimeFormat } from '../../lib/site-settings';
import type { Route } from './+types/review-queue';

const FILTERS = { kind: LISTING_KIND_PATTERN, cityId: /^\d{1,9}$/, olderThanDays: /^\d{1,3}$/ };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const filters = {
    kind: filterOf(url, 'kind', FILTERS.kind),
    cityId: filterOf(url, 'cityId', FILTERS.cityId),
    olderThanDays: filterOf(url, 'olderThanDays', FILTERS.olderThanDays),
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const api = serverApi(context);
  const [page, reasons] = await Promise.all([
    api.get(consoleEndpoints.reviewQueue, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    api.get(consoleEndpoints.rejectionReasons, {}),
  ]);
  const done = url.searchParams.get('done');
  return {
    page,
    reasons,
    filters,
    query: new URLSearchParams(query as Record<string, string>).toString(),
    isFirstPage: cursor === undefined,
    done: done === 'approve' || done === 'reject' ? (done as 'approve' | 'reject') : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const action = form.get('intent') === 'reject' ? 'reject' : 'approve';
  const reasonId = String(form.get('reasonId') ?? '');
  const note = String(form.get('note') ?? '');
  const result = await serverApi(context).send(consoleEndpoints.decideMany, {
    body: {
      action,
      items: selectedItems(form, 'item'),
      ...(reasonId ? { reasonId: Number(reasonId) } : {}),
      ...(note ? { note } : {}),
    },
  });
  if (!result.ok)
    return { ok: false as const, message: result.error.message, fields: result.error.fields ?? {} };
  const counts = { done: 0, conflict: 0, missing: 0, own: 0 };
  for (const item of result.data.results) {
    if (item.outcome === 'done') counts.done += 1;
    else if (item.outcome === 'conflict') counts.conflict += 1;
    else if (item.outcome === 'own-post') counts.own += 1;
    else counts.missing += 1;
  }
  return { ok: true as const, action, ...counts };
}

/** `/admin`: what waits for review, oldest first, with filters and bulk decisions. */
export default function ReviewQueueRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const settings = useSiteSettings();
  const result = useActionData<typeof action>();
  const { page, reasons, filters, query, isFirstPage, done } = loaderData;
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const columns: ColumnDef<ReviewItem>[] = [
    {
      id: 'title',
      header: t('console.queue.post'),
      accessorFn: (item) => item.title,
      cell: ({ row }) => (
        <div>
          <Link
            to={`/admin/review/${row.original.id}`}
            className="font-semibold text-primary hover:underline"
            dir="auto"
          >
            {row.original.title}
          </Link>
          <div className="mt-1 flex flex-wrap gap-1 text-xs">
            {row.original.isEdit ? <Badge tone="amber">{t('console.queue.edit')}</Badge> : null}
            {row.original.isHeld ? <Badge tone="red">{t('console.queue.held')}</Badge> : null}
            {row.original.claimedBy ? (
              <Badge tone="slate">{t('console.queue.claimedBy', { name: row.original.claimedBy })}</Badge>
            ) : null}
          </div>
        </div>
      ),
    },
    { id: 'kind', header: t('console.queue.kind'), accessorFn: (item) => t(kindLabel(item.kind)) },
    { id: 'city', header: t('console.queue.city'), accessorFn: (item) => item.cityName ?? '—' },
    {
      id: 'owner',
      header: t('console.queue.owner'),
      accessorFn: (item) => item.owner?.name ?? '—',
      cell: ({ row }) => <span dir="auto">{row.original.owner?.name ?? '—'}</span>,
    },
    {
      id: 'submittedAt',
      header: t('console.queue.waitingSince'),
      accessorFn: (item) => item.submittedAt,
      cell: ({ row }) => (
        <time dateTime={row.original.submittedAt}>{when.format(new Date(row.original.submittedAt))}</time>
      ),
    },
    {
      id: 'reports',
      header: t('console.queue.reports'),
      accessorFn: (item) => item.openReports,
      cell: ({ row }) => formatNumber(row.original.openReports, language),
    },
  ];
  return (
    <section aria-labelledby="queue-title">
      <title>{`${t('console.nav.queue')} | ${t('console.title')}`}</title>
      <h1 id="queue-title" className="text-2xl font-bold">
        {t('console.nav.queue')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.queue.count', { count: page.total })}</p>
      <div className="mt-4 grid gap-3">
        {done ? <StatusMessage tone="success">{t(`console.queue.done.${done}`)}</StatusMessage> : null}
        {result?.ok ? (
          <StatusMessage tone={result.conflict + result.missing + result.own > 0 ? 'error' : 'success'}>
            {[
              t('console.queue.bulkDone', { done: result.done, conflict: result.conflict + result.missing }),
              result.own > 0 ? t('console.queue.bulkOwn', { count: result.own }) : '',
            ]
              .join(' ')
              .trim()}
          </StatusMessage>
        ) : null}
        {result && !result.ok ? (
          <StatusMessage tone="error">
            {Object.values(result.fields).join(' ') || result.message || t('errors.INTERNAL')}
          </StatusMessage>
        ) : null}
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t('console.filters')}>
        <Filter label={t('console.queue.kind')} name="kind" value={filters.kind}>
          <option value="">{t('console.any')}</option>
          {CONSOLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(kindLabel(kind))}
            </option>
          ))}
        </Filter>
        <Filter label={t('console.queue.city')} name="cityId" value={filters.cityId}>
          <option value="">{t('console.any')}</option>
          {(settings?.cities ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </Filter>
        <Filter label={t('console.queue.age')} name="olderThanDays" value={filters.olderThanDays}>
          <option value="">{t('console.any')}</option>
          {[1, 3, 7, 30].map((days) => (
            <option key={days} value={days}>
              {t('console.queue.olderThan', { count: days })}
            </option>
          ))}
        </Filter>
        <button
          type="submit"
          className="rounded-full bg-slate-800 px-5 py-2 text-sm font-semibold text-white"
        >
          {t('console.apply')}
        </button>
      </Form>
      {page.items.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-700">
          {t('console.queue.empty')}
        </p>
      ) : (
        <>
          <div className="mt-6">
            <ConsoleTable
              caption={t('console.nav.queue')}
              columns={columns}
              rows={page.items}
              rowId={(item) => String(item.id)}
              selectName="item"
              selectValue={(item) => `${item.id}:${item.version}`}
              selectLabel={(item) => t('console.table.select', { title: item.title })}
              form="bulk-decision"
              testId="review-queue"
            />
          </div>
          <Form
            id="bulk-decision"
            method="post"
            className="mt-4 flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-4"
            aria-label={t('console.queue.bulk')}
          >
            <button
              type="submit"
              name="intent"
              value="approve"
              className="rounded-full bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800"
            >
              {t('console.queue.approveSelected')}
            </button>
            <Filter label={t('console.review.reason')} name="reasonId" value="">
              <option value="">{t('console.review.chooseReason')}</option>
              {reasons.map((reason) => (
                <option key={reason.id} value={reason.id}>
                  {reason.label}
                </option>
              ))}
            </Filter>
            <label className="grid gap-1 text-sm font-medium text-slate-800">
              {t('console.review.note')}
              <input
                name="note"
                maxLength={500}
                className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
              />
            </label>
            <button
              type="submit"
              name="intent"
              value="reject"
              className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('console.queue.rejectSelected')}
            </button>
          </Form>
        </>
      )}
      <KeysetNav
        firstPageUrl={`/admin${query ? `?${query}` : ''}`}
        nextPageUrl={page.nextCursor ? `/admin?${query ? `${query}&` : ''}cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { ConsoleSubscriber } from '@jaliya/contract';
import { data, Form, useActionData } from 'react-router';
import { KeysetNav } from '../../components/keyset-nav';
import { StatusMessage } from '../../components/status-message';
import { Filter, TextBox } from '../../features/console/console-controls';
import { filterOf } from '../../features/console/console-format';
import { ConsoleTable } from '../../features/console/console-table';
import { inboxEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/subscribers';

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const filters = {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 120) || undefined,
    status: filterOf(url, 'status', /^(pending|confirmed|unsubscribed)$/) as
      ConsoleSubscriber['status'] | undefined,
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const page = await orNotFound(
    serverApi(context).get(inboxEndpoints.subscribers, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    }),
  );
  return {
    page,
    filters,
    query: new URLSearchParams(query as Record<string, string>).toString(),
    isFirstPage: cursor === undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (!/^[1-9]\d{0,8}$/.test(id)) throw data(null, { status: 400 });
  const result = await serverApi(context).send(inboxEndpoints.removeSubscriber, { params: { id } });
  if (result.ok) return { ok: true as const };
  return data({ ok: false as const, message: result.error.message }, { status: result.status });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** `/admin/subscribers` (admins): newsletter subscribers, found by address, removed, exported. */
export default function SubscribersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, filters, query, isFirstPage } = loaderData;
  const result = useActionData<typeof action>();
  const date = useDateTimeFormat({ dateStyle: 'medium' });
  const columns: ColumnDef<ConsoleSubscriber>[] = [
    {
      id: 'email',
      header: t('console.subscribers.email'),
      accessorFn: (row) => row.email,
      cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
    },
    {
      id: 'language',
      header: t('console.subscribers.language'),
      accessorFn: (row) => t(`console.languages.${row.language}`),
    },
    {
      id: 'status',
      header: t('console.subscribers.status'),
      accessorFn: (row) => t(`console.subscribers.statuses.${row.status}`),
    },
    {
      id: 'since',
      header: t('console.subscribers.since'),
      accessorFn: (row) => row.createdAt,
      cell: ({ row }) => date.format(new Date(row.original.createdAt)),
    },
    {
      id: 'remove',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <Form method="post">
          <input type="hidden" name="id" value={row.original.id} />
          <button
            type="submit"
            aria-label={t('console.subscribers.removeLabel', { email: row.original.email })}
            className="text-sm font-semibold text-red-700 hover:underline"
          >
            {t('console.subscribers.remove')}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <section aria-labelledby="subscribers-title">
      <title>{`${t('console.nav.subscribers')} | ${t('console.title')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="subscribers-title" className="text-2xl font-bold">
          {t('console.nav.subscribers')}
        </h1>
        <a
          href={`/admin/subscribers/export${query ? `?${query}` : ''}`}
          download
          className="rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('console.subscribers.export')}
        </a>
      </div>
      <p className="mt-1 text-slate-600">{t('console.subscribers.count', { count: page.total })}</p>
      {result?.ok ? (
        <div className="mt-4">
          <StatusMessage tone="success">{t('console.subscribers.removed')}</StatusMessage>
        </div>
      ) : result ? (
        <div className="mt-4">
          <StatusMessage tone="error">{result.message}</StatusMessage>
        </div>
      ) : null}
      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        aria-label={t('console.filters')}
      >
        <TextBox
          type="search"
          label={t('console.subscribers.search')}
          name="q"
          value={filters.q}
          maxLength={120}
        />
        <Filter label={t('console.subscribers.status')} name="status" value={filters.status}>
          <option value="">{t('console.any')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`console.subscribers.statuses.${status}`)}
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
      <div className="mt-6">
        {page.items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            {t('console.subscribers.empty')}
          </p>
        ) : (
          <ConsoleTable
            caption={t('console.nav.subscribers')}
            columns={columns}
            rows={page.items}
            rowId={(row) => String(row.id)}
            testId="console-subscribers"
          />
        )}
      </div>
      <KeysetNav
        firstPageUrl={`/admin/subscribers${query ? `?${query}` : ''}`}
        nextPageUrl={
          page.nextCursor ? `/admin/subscribers?${query ? `${query}&` : ''}cursor=${page.nextCursor}` : null
        }
        isFirstPage={isFirstPage}
      />
    </section>
  );
}

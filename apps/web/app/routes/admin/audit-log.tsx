import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { AuditEntry } from '@jaliya/contract';
import { Form } from 'react-router';
import { KeysetNav } from '../../components/keyset-nav';
import { TextBox } from '../../features/console/console-controls';
import { filterOf } from '../../features/console/console-format';
import { ConsoleTable } from '../../features/console/console-table';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/audit-log';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const filters = {
    action: filterOf(url, 'action', /^[a-z.-]{1,64}$/),
    targetType: filterOf(url, 'targetType', /^[a-z-]{1,32}$/),
    targetId: filterOf(url, 'targetId', /^[1-9]\d{0,8}$/),
    actorId: filterOf(url, 'actorId', /^[1-9]\d{0,8}$/),
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const page = await orNotFound(
    serverApi(context).get(consoleEndpoints.auditLog, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
  );
  return {
    page,
    filters,
    query: new URLSearchParams(query as Record<string, string>).toString(),
    isFirstPage: cursor === undefined,
  };
}

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** `/admin/audit-log` (admins, read-only): who did what, when, before and after. */
export default function AuditLogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, filters, query, isFirstPage } = loaderData;
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  const columns: ColumnDef<AuditEntry>[] = [
    {
      id: 'createdAt',
      header: t('console.audit.when'),
      accessorFn: (entry) => entry.createdAt,
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>{when.format(new Date(row.original.createdAt))}</time>
      ),
    },
    {
      id: 'actor',
      header: t('console.audit.who'),
      accessorFn: (entry) => entry.actorName,
      cell: ({ row }) => (
        <span dir="auto">
          {row.original.actorId === null
            ? t('console.audit.system')
            : row.original.actorName || t('console.audit.deletedActor', { id: row.original.actorId })}
        </span>
      ),
    },
    { id: 'action', header: t('console.audit.action'), accessorFn: (entry) => entry.action },
    {
      id: 'target',
      header: t('console.audit.target'),
      accessorFn: (entry) => `${entry.targetType} ${entry.targetId ?? ''}`,
      cell: ({ row }) => (
        <span dir="auto">
          {row.original.targetType} #{row.original.targetId ?? '—'} {row.original.targetLabel}
        </span>
      ),
    },
    {
      id: 'change',
      header: t('console.audit.change'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid gap-1 text-xs" dir="ltr">
          <code className="whitespace-pre-wrap break-all text-red-800">{show(row.original.before)}</code>
          <code className="whitespace-pre-wrap break-all text-green-900">{show(row.original.after)}</code>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="audit-title">
      <title>{`${t('console.nav.audit')} | ${t('console.title')}`}</title>
      <h1 id="audit-title" className="text-2xl font-bold">
        {t('console.nav.audit')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.audit.count', { count: page.total })}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t('console.filters')}>
        <TextBox label={t('console.audit.action')} name="action" value={filters.action} maxLength={64} />
        <TextBox
          label={t('console.audit.targetType')}
          name="targetType"
          value={filters.targetType}
          maxLength={32}
        />
        <TextBox label={t('console.audit.targetId')} name="targetId" value={filters.targetId} maxLength={9} />
        <button
          type="submit"
          className="rounded-full bg-slate-800 px-5 py-2 text-sm font-semibold text-white"
        >
          {t('console.apply')}
        </button>
      </Form>
      <div className="mt-6">
        {page.items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t('console.audit.empty')}</p>
        ) : (
          <ConsoleTable
            caption={t('console.nav.audit')}
            columns={columns}
            rows={page.items}
            rowId={(entry) => String(entry.id)}
            testId="audit-log"
          />
        )}
      </div>
      <KeysetNav
        firstPageUrl={`/admin/audit-log${query ? `?${query}` : ''}`}
        nextPageUrl={
          page.nextCursor ? `/admin/audit-log?${query ? `${query}&` : ''}cursor=${page.nextCursor}` : null
        }
        isFirstPage={isFirstPage}
      />
    </section>
  );
}

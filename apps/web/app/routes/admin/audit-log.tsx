import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { AuditEntry } from '@jaliya/contract';
import { Form } from 'react-router';
import { KeysetNav } from '../../components/keyset-nav';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  auditActionLabel,
  auditChanges,
  auditTarget,
} from '../../features/console/audit-format';
import { Filter, TextBox } from '../../features/console/console-controls';
import { filterOf } from '../../features/console/console-format';
import { ConsoleTable } from '../../features/console/console-table';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { formatNumber } from '../../lib/format';
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

/** `/admin/audit-log` (admins, read-only): who did what, when, before and after. */
export default function AuditLogRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { page, filters, query, isFirstPage } = loaderData;
  const number = (value: number) => formatNumber(value, language);
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
    {
      id: 'action',
      header: t('console.audit.action'),
      accessorFn: (entry) => auditActionLabel(t, entry.action),
    },
    {
      id: 'target',
      header: t('console.audit.target'),
      accessorFn: (entry) => auditTarget(t, entry).kind,
      cell: ({ row }) => {
        const target = auditTarget(t, row.original);
        return (
          <>
            <span className="whitespace-nowrap">{target.kind}</span>
            {target.collection ? ` · ${target.collection}` : null}{' '}
            {target.name ? <bdi className="text-slate-700">{target.name}</bdi> : null}
          </>
        );
      },
    },
    {
      id: 'change',
      header: t('console.audit.change'),
      enableSorting: false,
      cell: ({ row }) => {
        const changes = auditChanges(t, row.original, number);
        if (changes.length === 0) return <span aria-hidden="true">—</span>;
        return (
          <dl className="grid gap-1 text-xs">
            {changes.map((change) => (
              <div key={change.field} className="flex flex-wrap gap-x-1">
                <dt className="font-semibold text-slate-700">{change.field}:</dt>
                <dd className="min-w-0 break-words">
                  {/* Each value is a box of its own: a long one wraps inside it, in its own direction. */}
                  {change.before !== undefined ? (
                    <bdi className="inline-block max-w-full text-red-800 line-through decoration-red-300">
                      {change.before}
                    </bdi>
                  ) : null}
                  {change.before !== undefined && change.after !== undefined ? (
                    <>
                      {' '}
                      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                        →
                      </span>
                      <span className="sr-only">{t('console.audit.changedTo')}</span>{' '}
                    </>
                  ) : null}
                  {change.after !== undefined ? (
                    <bdi className="inline-block max-w-full text-green-900">{change.after}</bdi>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        );
      },
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
        <Filter label={t('console.audit.action')} name="action" value={filters.action}>
          <option value="">{t('console.any')}</option>
          {Object.keys(AUDIT_ACTIONS).map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(t, action)}
            </option>
          ))}
        </Filter>
        <Filter label={t('console.audit.targetType')} name="targetType" value={filters.targetType}>
          <option value="">{t('console.any')}</option>
          {Object.keys(AUDIT_TARGETS).map((type) => (
            <option key={type} value={type}>
              {t(`console.audit.targetTypes.${type as keyof typeof AUDIT_TARGETS}`)}
            </option>
          ))}
        </Filter>
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

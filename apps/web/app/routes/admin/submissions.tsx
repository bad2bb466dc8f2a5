import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { ConsoleSubmission } from '@jaliya/contract';
import { data } from 'react-router';
import { Link } from '../../components/link';
import { KeysetNav } from '../../components/keyset-nav';
import { ConsoleTable } from '../../features/console/console-table';
import { contentConsoleEndpoints, inboxEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/submissions';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const cursor = keysetCursorOf(request);
  const api = serverApi(context);
  const [form, page] = await Promise.all([
    orNotFound(api.get(contentConsoleEndpoints.forms.item, { params: { id: params.id } })),
    orNotFound(
      api.get(inboxEndpoints.submissions, { params: { id: params.id }, query: cursor ? { cursor } : {} }),
    ),
  ]);
  return { form: { id: form.id, title: form.title }, page, isFirstPage: cursor === undefined };
}

/** `/admin/forms/{id}/submissions` (admins): what people sent through one form, and its CSV. */
export default function SubmissionsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { form, page, isFirstPage } = loaderData;
  const when = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const base = `/admin/forms/${form.id}/submissions`;
  const columns: ColumnDef<ConsoleSubmission>[] = [
    {
      id: 'sent',
      header: t('console.submissions.sent'),
      accessorFn: (row) => row.createdAt,
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>{when.format(new Date(row.original.createdAt))}</time>
      ),
    },
    ...page.fields.map((field): ColumnDef<ConsoleSubmission> => ({
      id: `field-${field.name}`,
      header: field.label,
      accessorFn: (row) => row.values[field.name] ?? '',
      cell: ({ row }) => (
        <span dir="auto" className="whitespace-pre-line">
          {row.original.values[field.name] ?? '—'}
        </span>
      ),
    })),
    {
      id: 'language',
      header: t('console.submissions.language'),
      accessorFn: (row) => t(`console.languages.${row.language}`),
    },
  ];
  const title = t('console.submissions.title', { form: form.title });
  return (
    <section aria-labelledby="submissions-title">
      <title>{`${title} | ${t('console.title')}`}</title>
      <Link to={`/admin/content/forms/${form.id}`} className="text-sm text-primary hover:underline">
        {t('console.content.back', { collection: form.title })}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="submissions-title" className="text-2xl font-bold" dir="auto">
          {title}
        </h1>
        <a
          href={`${base}/export`}
          download
          className="rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('console.submissions.export')}
        </a>
      </div>
      <p className="mt-1 text-slate-600">{t('console.submissions.count', { count: page.total })}</p>
      <div className="mt-6">
        {page.items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
            {t('console.submissions.empty')}
          </p>
        ) : (
          <ConsoleTable
            caption={title}
            columns={columns}
            rows={page.items}
            rowId={(row) => String(row.id)}
            testId="console-submissions"
          />
        )}
      </div>
      <KeysetNav
        firstPageUrl={base}
        nextPageUrl={page.nextCursor ? `${base}?cursor=${page.nextCursor}` : null}
        isFirstPage={isFirstPage}
      />
    </section>
  );
}

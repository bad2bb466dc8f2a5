import type { ColumnDef } from '@tanstack/react-table';
import { useDateTimeFormat } from '../../lib/site-settings';
import type { ConsoleUser } from '@jaliya/contract';
import { Form } from 'react-router';
import { Link } from '../../components/link';
import { KeysetNav } from '../../components/keyset-nav';
import { Badge, Filter, TextBox } from '../../features/console/console-controls';
import { filterOf, CONSOLE_ROLES } from '../../features/console/console-format';
import { ConsoleTable } from '../../features/console/console-table';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { formatNumber } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { keysetCursorOf, orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/users';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = keysetCursorOf(request);
  const filters = {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 120) || undefined,
    role: filterOf(url, 'role', /^(user|moderator|admin)$/) as ConsoleUser['role'] | undefined,
    state: filterOf(url, 'state', /^(active|suspended)$/) as 'active' | 'suspended' | undefined,
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  // Moderators are not shown users: the API's 404 is the page's.
  const page = await orNotFound(
    serverApi(context).get(consoleEndpoints.users, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
  );
  return {
    page,
    filters,
    query: new URLSearchParams(query as Record<string, string>).toString(),
    isFirstPage: cursor === undefined,
  };
}

/** `/admin/users` (admins): find people by name or e-mail, role and state. */
export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { page, filters, query, isFirstPage } = loaderData;
  const date = useDateTimeFormat({ dateStyle: 'medium' });
  const columns: ColumnDef<ConsoleUser>[] = [
    {
      id: 'name',
      header: t('console.users.name'),
      accessorFn: (user) => user.name,
      cell: ({ row }) => (
        <div>
          <Link
            to={`/admin/users/${row.original.id}`}
            className="font-semibold text-primary hover:underline"
            dir="auto"
          >
            {row.original.name}
          </Link>
          {row.original.suspendedAt ? (
            <div className="mt-1 text-xs">
              <Badge tone="red">{t('console.users.suspended')}</Badge>
            </div>
          ) : null}
        </div>
      ),
    },
    { id: 'email', header: t('console.users.email'), accessorFn: (user) => user.email },
    { id: 'role', header: t('console.users.role'), accessorFn: (user) => t(`console.roles.${user.role}`) },
    {
      id: 'posts',
      header: t('console.users.posts'),
      accessorFn: (user) => user.postCount,
      cell: ({ row }) => formatNumber(row.original.postCount, language),
    },
    {
      id: 'createdAt',
      header: t('console.users.joined'),
      accessorFn: (user) => user.createdAt,
      cell: ({ row }) => date.format(new Date(row.original.createdAt)),
    },
  ];
  return (
    <section aria-labelledby="users-title">
      <title>{`${t('console.nav.users')} | ${t('console.title')}`}</title>
      <h1 id="users-title" className="text-2xl font-bold">
        {t('console.nav.users')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.users.count', { count: page.total })}</p>
      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        aria-label={t('console.filters')}
      >
        <TextBox type="search" label={t('console.users.search')} name="q" value={filters.q} maxLength={120} />
        <Filter label={t('console.users.role')} name="role" value={filters.role}>
          <option value="">{t('console.any')}</option>
          {CONSOLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`console.roles.${role}`)}
            </option>
          ))}
        </Filter>
        <Filter label={t('console.users.state')} name="state" value={filters.state}>
          <option value="">{t('console.any')}</option>
          <option value="active">{t('console.users.active')}</option>
          <option value="suspended">{t('console.users.suspended')}</option>
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
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t('console.users.empty')}</p>
        ) : (
          <ConsoleTable
            caption={t('console.nav.users')}
            columns={columns}
            rows={page.items}
            rowId={(user) => String(user.id)}
            testId="console-users"
          />
        )}
      </div>
      <KeysetNav
        firstPageUrl={`/admin/users${query ? `?${query}` : ''}`}
        nextPageUrl={
          page.nextCursor ? `/admin/users?${query ? `${query}&` : ''}cursor=${page.nextCursor}` : null
        }
        isFirstPage={isFirstPage}
      />
    </section>
  );
}

import type { ConsoleSite } from '@jaliya/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Link } from '../../components/link';
import { StatusMessage } from '../../components/status-message';
import { Badge } from '../../features/console/console-controls';
import { ConsoleTable } from '../../features/console/console-table';
import { SiteFields } from '../../features/console/site-fields';
import { createSiteBody, siteFieldErrors, siteFormValues } from '../../features/console/site-form';
import { sitesConsoleEndpoints } from '../../lib/endpoints.server';
import { formatNumber } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/sites';

export async function loader({ request, context }: Route.LoaderArgs) {
  // Deployment admins only: the API's 404 (a site's own admin, a moderator) is the page's.
  const sites = await orNotFound(serverApi(context).get(sitesConsoleEndpoints.sites, {}));
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  const code = url.searchParams.get('code') ?? '';
  return {
    sites,
    notice: done === 'created' || done === 'saved' ? done : null,
    code: /^[A-Z]{2,8}$/.test(code) ? code : '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'create') throw data(null, { status: 400 });
  const result = await serverApi(context).send(sitesConsoleEndpoints.createSite, {
    body: createSiteBody(form),
  });
  if (result.ok) throw redirect(`/admin/sites?done=created&code=${encodeURIComponent(result.data.code)}`);
  return data(
    {
      values: siteFormValues(form),
      fields: result.error.fields,
      message: result.error.fields ? undefined : result.error.message,
    },
    { status: result.status },
  );
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** `/admin/sites` (deployment admins): every state's site, and the form that makes a new one. */
export default function SitesRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { sites, notice, code } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const isCreating = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  const { byField, other } = siteFieldErrors(result?.fields);
  const nameOf = (site: ConsoleSite) => (language === 'ar' ? site.nameAr : site.nameEn);
  const columns: ColumnDef<ConsoleSite>[] = [
    {
      id: 'name',
      header: t('console.sites.name'),
      accessorFn: nameOf,
      cell: ({ row }) => (
        <div>
          <Link
            to={`/admin/sites/${row.original.code}`}
            className="font-semibold text-primary hover:underline"
          >
            {nameOf(row.original)}
          </Link>
          <div className="text-xs text-slate-600" lang={language === 'ar' ? 'en' : 'ar'}>
            {language === 'ar' ? row.original.nameEn : row.original.nameAr}
          </div>
        </div>
      ),
    },
    {
      id: 'code',
      header: t('console.sites.code'),
      accessorFn: (site) => site.code,
      cell: ({ row }) => <span dir="ltr">{row.original.code}</span>,
    },
    {
      id: 'hosts',
      header: t('console.sites.hosts'),
      accessorFn: (site) => site.hosts.join(' '),
      cell: ({ row }) => (
        <div dir="ltr" className="text-start">
          <ul className="grid gap-0.5">
            {row.original.hosts.map((host) => (
              <li key={host}>{host}</li>
            ))}
          </ul>
          {/* Its address: PUBLIC_URL for the default site, whichever hosts it also answers on. */}
          <a href={row.original.address} className="text-xs text-primary hover:underline" rel="noopener">
            {row.original.address}
          </a>
        </div>
      ),
    },
    {
      id: 'timeZone',
      header: t('console.sites.timeZone'),
      accessorFn: (site) => site.timeZone,
      cell: ({ row }) => <span dir="ltr">{row.original.timeZone}</span>,
    },
    {
      id: 'status',
      header: t('console.sites.status'),
      accessorFn: (site) => (site.isOpen ? 1 : 0),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1 text-xs">
          <Badge tone={row.original.isOpen ? 'slate' : 'amber'}>
            {t(row.original.isOpen ? 'console.sites.open' : 'console.sites.comingSoon')}
          </Badge>
          {row.original.isDefault ? <Badge tone="slate">{t('console.sites.default')}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'posts',
      header: t('console.sites.posts'),
      accessorFn: (site) => site.postCount,
      cell: ({ row }) => formatNumber(row.original.postCount, language),
    },
    {
      id: 'cities',
      header: t('console.sites.cities'),
      accessorFn: (site) => site.cityCount,
      cell: ({ row }) => formatNumber(row.original.cityCount, language),
    },
    {
      id: 'edit',
      header: () => <span className="sr-only">{t('console.sites.edit')}</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={`/admin/sites/${row.original.code}`}
          className="text-sm font-medium text-primary hover:underline"
          aria-label={`${t('console.sites.edit')}: ${nameOf(row.original)}`}
        >
          {t('console.sites.edit')}
        </Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="sites-title" className="grid gap-6">
      <title>{`${t('console.nav.sites')} | ${t('console.title')}`}</title>
      <div>
        <h1 id="sites-title" className="text-2xl font-bold">
          {t('console.sites.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t('console.sites.intro')}</p>
        <p className="mt-1 text-slate-600">{t('console.sites.count', { count: sites.length })}</p>
      </div>
      {notice && !result ? (
        <StatusMessage tone="success">
          {notice === 'created' ? t('console.sites.created', { code }) : t('console.sites.saved')}
        </StatusMessage>
      ) : null}
      {sites.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">{t('console.sites.empty')}</p>
      ) : (
        <ConsoleTable
          caption={t('console.sites.title')}
          columns={columns}
          rows={sites}
          rowId={(site) => site.code}
          testId="console-sites"
        />
      )}
      <section aria-labelledby="new-site-title" className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:p-6">
        <h2 id="new-site-title" className="text-lg font-semibold">
          {t('console.sites.createTitle')}
        </h2>
        {result?.message || other.length > 0 ? (
          <StatusMessage tone="error" takesFocus>
            {[result?.message, ...other].filter(Boolean).join(' ')}
          </StatusMessage>
        ) : null}
        {/* A new key once a site is made: the form starts empty again instead of keeping what was typed. */}
        <Form key={notice === 'created' ? code : 'new'} method="post" className="grid gap-4" noValidate>
          <SiteFields mode="create" values={result?.values ?? {}} errors={byField} sites={sites} />
          <div>
            <button
              type="submit"
              name="intent"
              value="create"
              disabled={isCreating}
              className="rounded-full bg-primary px-6 py-2.5 font-semibold text-white disabled:opacity-60"
            >
              {t('console.sites.create')}
            </button>
          </div>
        </Form>
      </section>
    </section>
  );
}

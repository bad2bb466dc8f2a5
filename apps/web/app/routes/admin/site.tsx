import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { Link } from '../../components/link';
import { StatusMessage } from '../../components/status-message';
import { SiteFields } from '../../features/console/site-fields';
import { siteFieldErrors, siteFormValues, updateSiteBody } from '../../features/console/site-form';
import { sitesConsoleEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/site';

const CODE = /^[A-Za-z]{2,8}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!CODE.test(params.code)) throw data(null, { status: 404 });
  // Deployment admins only: the API's 404 is the page's, as for a code no site has.
  const sites = await orNotFound(serverApi(context).get(sitesConsoleEndpoints.sites, {}));
  const site = sites.find((candidate) => candidate.code === params.code.toUpperCase());
  if (!site) throw data(null, { status: 404 });
  return { site };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'save' || !CODE.test(params.code)) throw data(null, { status: 400 });
  const result = await serverApi(context).send(sitesConsoleEndpoints.updateSite, {
    params: { code: params.code },
    body: updateSiteBody(form),
  });
  if (result.ok) throw redirect('/admin/sites?done=saved');
  if (result.status === 404) throw data(null, { status: 404 });
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

/** `/admin/sites/{code}` (deployment admins): a site's names, time zone, host names and status. */
export default function SiteRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { site } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const isSaving = navigation.state === 'submitting';
  const { byField, other } = siteFieldErrors(result?.fields);
  const name = language === 'ar' ? site.nameAr : site.nameEn;
  const values = result?.values ?? {
    nameEn: site.nameEn,
    nameAr: site.nameAr,
    timeZone: site.timeZone,
    hosts: site.hosts.join('\n'),
    isOpen: site.isOpen,
  };
  return (
    <article aria-labelledby="site-title" className="grid max-w-3xl gap-6">
      <title>{`${t('console.sites.editTitle', { name })} | ${t('console.title')}`}</title>
      <div>
        <Link to="/admin/sites" className="text-sm text-primary hover:underline">
          {t('console.sites.back')}
        </Link>
        <h1 id="site-title" className="mt-2 text-2xl font-bold">
          {t('console.sites.editTitle', { name })}
        </h1>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">{t('console.sites.code')}</dt>
          <dd>
            <bdi dir="ltr">{site.code}</bdi>
          </dd>
          <dt className="font-medium text-slate-600">{t('console.sites.address')}</dt>
          <dd>
            <a href={site.address} dir="ltr" className="text-primary hover:underline" rel="noopener">
              {site.address}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">{t('console.sites.status')}</dt>
          <dd>
            {t(site.isOpen ? 'console.sites.open' : 'console.sites.comingSoon')}
            {site.isDefault ? ` · ${t('console.sites.default')}` : ''}
          </dd>
        </dl>
      </div>
      {result?.message || other.length > 0 ? (
        <StatusMessage tone="error" takesFocus>
          {[result?.message, ...other].filter(Boolean).join(' ')}
        </StatusMessage>
      ) : null}
      <Form method="post" className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:p-6" noValidate>
        <SiteFields mode="edit" values={values} errors={byField} />
        <div>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={isSaving}
            className="rounded-full bg-primary px-6 py-2.5 font-semibold text-white disabled:opacity-60"
          >
            {t('console.sites.save')}
          </button>
        </div>
      </Form>
    </article>
  );
}

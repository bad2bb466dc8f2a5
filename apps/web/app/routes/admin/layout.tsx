import { data, NavLink, Outlet, redirect } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/layout';

/**
 * The console (`/admin`): moderators and admins only. A guest is asked to log in; anyone else
 * signed in gets the site's 404, as if there were no console. Its code is in its own chunks, never
 * in a public page's first load.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const user = context.hasSession ? await api.currentUser() : null;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/Login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (user.role === 'user') throw data(null, { status: 404 });
  // `role` is the one on this site; only a deployment admin (decision 027) sees the sites. auth/me
  // says so itself (`deploymentRole`), so no console page asks for more.
  return {
    user: { name: user.name, role: user.role },
    isDeploymentAdmin: user.deploymentRole === 'admin',
  };
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const isAdmin = loaderData.user.role === 'admin';
  const linkClassName =
    'rounded-full px-4 py-2 text-sm font-medium ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=page]:bg-primary aria-[current=page]:text-white aria-[current=page]:ring-primary';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-sm text-slate-600">{t('console.signedInAs', { name: loaderData.user.name })}</p>
      <nav aria-label={t('console.title')} className="mb-8 mt-3 flex flex-wrap gap-2">
        <NavLink to="/admin" end className={linkClassName}>
          {t('console.nav.queue')}
        </NavLink>
        <NavLink to="/admin/reports" className={linkClassName}>
          {t('console.nav.reports')}
        </NavLink>
        {isAdmin ? (
          <>
            <NavLink to="/admin/users" className={linkClassName}>
              {t('console.nav.users')}
            </NavLink>
            <NavLink to="/admin/content" className={linkClassName}>
              {t('console.nav.content')}
            </NavLink>
            <NavLink to="/admin/messages" className={linkClassName}>
              {t('console.nav.messages')}
            </NavLink>
            <NavLink to="/admin/subscribers" className={linkClassName}>
              {t('console.nav.subscribers')}
            </NavLink>
            <NavLink to="/admin/search-log" className={linkClassName}>
              {t('console.nav.searchLog')}
            </NavLink>
            <NavLink to="/admin/audit-log" className={linkClassName}>
              {t('console.nav.audit')}
            </NavLink>
          </>
        ) : null}
        {loaderData.isDeploymentAdmin ? (
          <NavLink to="/admin/sites" className={linkClassName}>
            {t('console.nav.sites')}
          </NavLink>
        ) : null}
      </nav>
      <Outlet />
    </div>
  );
}

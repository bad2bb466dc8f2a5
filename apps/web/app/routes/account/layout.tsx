import type { OtherSite } from '@jaliya/contract';
import { NavLink, Outlet, redirect, useLocation } from 'react-router';
import { listingEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/layout';

/** The protected account area: guests go to log in and come back here afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.hasSession ? await serverApi(context).currentUser() : null;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/Login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  // One account across states (issue 36): the lists here are this site's; the others are linked.
  const otherSites = await serverApi(context)
    .get(listingEndpoints.otherSites, {})
    .catch(() => [] as OtherSite[]);
  return { user, otherSites };
}

// Personal pages are never stored by the browser or a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/**
 * On a saved or "my posts" page: a line per other state where the account has saved items or
 * posts, linking to the same page on that state's own address.
 */
function OtherSitesNote({ sites }: { sites: readonly OtherSite[] }) {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const kind = pathname.startsWith('/saved-') ? 'saved' : pathname.startsWith('/my-') ? 'posts' : null;
  if (!kind) return null;
  const shown = sites.filter((site) => site[kind] > 0);
  if (shown.length === 0) return null;
  const key = kind === 'saved' ? 'accountPages.otherSitesSaved' : 'accountPages.otherSitesPosts';
  return (
    <ul
      aria-label={t('accountPages.otherSitesLabel')}
      className="mb-6 space-y-1 text-sm"
      data-testid="other-sites"
    >
      {shown.map((site) => (
        <li key={site.code}>
          <a
            className="text-primary underline"
            href={`${site.url}${pathname}${language === 'ar' ? '?lang=ar' : ''}`}
          >
            {t(key, { count: site[kind], site: site.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const linkClassName =
    'rounded-full px-4 py-2 text-sm font-medium ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=page]:bg-primary aria-[current=page]:text-white aria-[current=page]:ring-primary';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label={t('auth.profile')} className="mb-8 flex flex-wrap gap-2">
        <NavLink to="/Profile" className={linkClassName}>
          {t('auth.profile')}
        </NavLink>
        <NavLink to="/my-business" className={linkClassName}>
          {t('nav.myBusinesses')}
        </NavLink>
        <NavLink to="/my-job" className={linkClassName}>
          {t('nav.myJobs')}
        </NavLink>
        <NavLink to="/my-housing" className={linkClassName}>
          {t('nav.myHousing')}
        </NavLink>
        <NavLink to="/my-product" className={linkClassName}>
          {t('nav.myProducts')}
        </NavLink>
        <NavLink to="/my-events" className={linkClassName}>
          {t('nav.myEvents')}
        </NavLink>
        <NavLink to="/saved-store" className={linkClassName}>
          {t('nav.savedStores')}
        </NavLink>
        <NavLink to="/saved-job" className={linkClassName}>
          {t('nav.savedJobs')}
        </NavLink>
        <NavLink to="/saved-accomodation" className={linkClassName}>
          {t('nav.savedHomes')}
        </NavLink>
        <NavLink to="/saved-product" className={linkClassName}>
          {t('nav.savedProducts')}
        </NavLink>
        <NavLink to="/saved-events" className={linkClassName}>
          {t('nav.savedEvents')}
        </NavLink>
        <NavLink to="/saved-blogs" className={linkClassName}>
          {t('nav.savedBlogs')}
        </NavLink>
        <NavLink to="/changePassword" className={linkClassName}>
          {t('accountPages.changePasswordLink')}
        </NavLink>
        <NavLink to="/delete-account" className={linkClassName}>
          {t('accountPages.deleteAccountLink')}
        </NavLink>
      </nav>
      <OtherSitesNote sites={loaderData.otherSites} />
      <Outlet />
    </div>
  );
}

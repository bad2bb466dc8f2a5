import { NavLink, redirect } from 'react-router';
import { Link } from '../components/link';
import { ChevronStartIcon } from '../components/icons';
import { PageMeta } from '../components/page-meta';
import { RichText } from '../components/rich-text';
import { ShareButton } from '../components/share-dialog';
import { PageHeader } from '../features/editorial/components/page-header';
import { guidePath } from '../features/editorial/guide-paths';
import { useI18n } from '../lib/i18n';
import { orNotFound } from '../lib/page-loaders';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/show-user-guide';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/Show-User-Guide/{id}/{slug}`: an old or missing slug redirects to the current one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const api = serverApi(context);
  const [guide, guides] = await Promise.all([orNotFound(api.userGuide(id)), api.userGuides()]);
  if (params.slug !== guide.slug) throw redirect(`${guidePath(guide)}${new URL(request.url).search}`, 301);
  return { guide, guides, canonicalUrl: `${context.publicUrl}${guidePath(guide)}` };
}

export default function ShowUserGuideRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { guide, guides, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${guide.title} | ${t('app.name')}`}
        description={guide.summary}
        canonicalUrl={canonicalUrl}
        type="article"
      />
      <PageHeader title={guide.title} intro={guide.summary}>
        <Link
          to="/User-Guide"
          className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-white/85 hover:underline"
        >
          <ChevronStartIcon className="size-4" />
          {t('guides.allGuides')}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <RichText html={guide.body} className="prose-article" />
          <div className="mt-8">
            <ShareButton url={canonicalUrl} title={guide.title} />
          </div>
        </div>
        <nav aria-label={t('guides.allGuides')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t('guides.allGuides')}
          </h2>
          <ul className="space-y-1">
            {guides.map((other) => (
              <li key={other.id}>
                <NavLink
                  to={guidePath(other)}
                  dir="auto"
                  className="block rounded-lg px-3 py-2 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-primary/10 aria-[current=page]:font-semibold aria-[current=page]:text-primary-dark"
                >
                  {other.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

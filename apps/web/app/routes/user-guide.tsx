import { Link } from '../components/link';
import { EmptyState } from '../components/empty-state';
import { ChevronEndIcon } from '../components/icons';
import { PageMeta } from '../components/page-meta';
import { MoreHelp } from '../features/editorial/components/more-help';
import { PageHeader } from '../features/editorial/components/page-header';
import { guidePath } from '../features/editorial/guide-paths';
import { formatNumber } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/user-guide';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

export async function loader({ context }: Route.LoaderArgs) {
  return {
    guides: await serverApi(context).userGuides(),
    canonicalUrl: `${context.publicUrl}/User-Guide`,
  };
}

export default function UserGuideRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { guides, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${t('guides.title')} | ${t('app.name')}`}
        description={t('guides.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={t('guides.title')} intro={t('guides.intro')} width="max-w-5xl" />
      <div className="mx-auto max-w-5xl px-4 py-10">
        {guides.length === 0 ? (
          <EmptyState />
        ) : (
          <ol className="grid gap-4 md:grid-cols-2">
            {guides.map((guide, index) => (
              <li key={guide.id}>
                <Link
                  to={guidePath(guide)}
                  className="group flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:shadow-md hover:ring-primary"
                  data-testid="guide-link"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 font-bold text-primary"
                  >
                    {formatNumber(index + 1, language)}
                  </span>
                  <span className="flex-1">
                    <span dir="auto" className="block text-lg font-bold group-hover:text-primary">
                      {guide.title}
                    </span>
                    <span dir="auto" className="mt-1 block text-slate-700">
                      {guide.summary}
                    </span>
                  </span>
                  <ChevronEndIcon className="size-5 shrink-0 self-center text-slate-400" />
                </Link>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-12">
          <MoreHelp first="faq" isCentred />
        </div>
      </div>
    </>
  );
}

import { PageMeta } from '../components/page-meta';
import { RichText } from '../components/rich-text';
import { StoredImage } from '../components/stored-image';
import { MoreHelp } from '../features/editorial/components/more-help';
import { PageHeader } from '../features/editorial/components/page-header';
import { useI18n } from '../lib/i18n';
import { orNotFound } from '../lib/page-loaders';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/about';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: await orNotFound(serverApi(context).about()),
    canonicalUrl: `${context.publicUrl}/About`,
  };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${page.title} | ${t('app.name')}`}
        description={page.summary}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={page.title} intro={page.summary} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RichText html={page.body} className="prose-article" />
        <aside className="space-y-6">
          {page.image ? (
            <StoredImage
              image={page.image}
              sizes="(min-width: 1024px) 420px, 100vw"
              className="w-full rounded-2xl"
            />
          ) : null}
          <MoreHelp first="guides" />
        </aside>
      </div>
    </>
  );
}

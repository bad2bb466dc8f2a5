import { EmptyState } from '../components/empty-state';
import { PageMeta } from '../components/page-meta';
import { Pagination } from '../components/pagination';
import { SubscribeBox } from '../components/subscribe-box';
import { BlogCard } from '../features/blog/components/blog-card';
import { PageHeader } from '../features/editorial/components/page-header';
import { useI18n } from '../lib/i18n';
import { orSignedOut, pageNumberOf } from '../lib/page-loaders';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/blog';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumberOf(request);
  const api = serverApi(context);
  const [list, saved] = await Promise.all([
    api.blogs(page),
    context.hasSession ? orSignedOut(api.savedIds('blog')) : null,
  ]);
  // The member variant (decision 024) knows the visitor is signed in, not what they saved.
  return {
    list,
    savedIds: saved ? saved.ids : null,
    isSignedIn: saved !== null || context.isMemberVariant === true,
    canonicalUrl: `${context.publicUrl}/Blog${page > 1 ? `?page=${page}` : ''}`,
  };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { list, savedIds, isSignedIn, canonicalUrl } = loaderData;
  const saved = savedIds ? new Set(savedIds) : null;
  const title =
    list.page > 1
      ? `${t('blog.title')} · ${t('pagination.pageOf', { page: list.page, count: list.pageCount })}`
      : t('blog.title');
  return (
    <>
      <PageMeta
        title={`${title} | ${t('app.name')}`}
        description={t('blog.intro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader title={t('blog.title')} intro={t('blog.intro')} width="max-w-7xl" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {list.items.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((post, index) => (
              <li key={post.id} className="flex">
                <BlogCard
                  post={post}
                  isSaved={saved ? saved.has(post.id) : undefined}
                  isSignedIn={isSignedIn}
                  // Only the first cover is sure to be on a phone's first screen; the others load
                  // as they come near it (at once on a wide screen), not ahead of it.
                  isPriority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          hrefOf={(page) => (page === 1 ? '/Blog' : `/Blog?page=${page}`)}
        />
        <section
          aria-labelledby="blog-subscribe"
          className="mx-auto mt-16 max-w-2xl rounded-2xl bg-tertiary px-6 py-8 text-white"
        >
          <h2 id="blog-subscribe" className="mb-3 text-xl font-bold">
            {t('blog.subscribeTitle')}
          </h2>
          <SubscribeBox />
        </section>
      </div>
    </>
  );
}

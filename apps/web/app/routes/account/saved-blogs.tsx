import { Link } from '../../components/link';
import { EmptyState } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { BlogCard } from '../../features/blog/components/blog-card';
import { useI18n } from '../../lib/i18n';
import { pageNumberOf } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/saved-blogs';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { list: await serverApi(context).savedBlogs(pageNumberOf(request)) };
}

/** `/saved-blogs`: the posts the user saved, newest saved first; unsaving removes one from here. */
export default function SavedBlogsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { list } = loaderData;
  return (
    <section aria-labelledby="saved-blogs-title">
      <title>{`${t('saved.blogsTitle')} | ${t('app.name')}`}</title>
      <h1 id="saved-blogs-title" className="text-2xl font-bold">
        {t('saved.blogsTitle')}
      </h1>
      <p className="mt-1 text-slate-700">{t('saved.blogsIntro')}</p>
      <div className="mt-6">
        {list.items.length === 0 ? (
          <EmptyState>
            <Link
              to="/Blog"
              className="rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
            >
              {t('saved.browseBlog')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {list.items.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} isSaved isSignedIn />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          hrefOf={(page) => (page === 1 ? '/saved-blogs' : `/saved-blogs?page=${page}`)}
        />
      </div>
    </section>
  );
}

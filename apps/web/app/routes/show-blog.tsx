import { addressInLanguage } from '@jaliya/contract/page-paths';
import { redirect } from 'react-router';
import { Link } from '../components/link';
import { ChevronStartIcon } from '../components/icons';
import { JsonLd } from '../components/json-ld';
import { PageMeta } from '../components/page-meta';
import { RichText } from '../components/rich-text';
import { SaveToggle } from '../components/save-toggle';
import { ShareButton } from '../components/share-dialog';
import { StoredImage } from '../components/stored-image';
import { StaticIsland } from '../components/static-island';
import { BlogByline } from '../features/blog/components/blog-byline';
import { BlogCard } from '../features/blog/components/blog-card';
import { blogPath } from '../features/blog/blog-paths';
import { useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';
import { orNotFound, orSignedOut } from '../lib/page-loaders';
import { serverApi } from '../lib/server-api';
import type { Route } from './+types/show-blog';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/Show-Blog/{id}/{slug}`. The id finds the post; an old or missing slug is sent on to the
 * current one with a permanent redirect, an unknown id is a 404, and no id goes to the list.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.id) throw redirect('/Blog');
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const api = serverApi(context);
  const [post, saved] = await Promise.all([
    orNotFound(api.blog(id)),
    context.hasSession ? orSignedOut(api.savedIds('blog')) : null,
  ]);
  if (params.slug !== post.slug) {
    throw redirect(`${blogPath(post)}${new URL(request.url).search}`, 301);
  }
  // The member variant (decision 024) knows the visitor is signed in, not what they saved.
  return {
    post,
    isSaved: saved ? saved.ids.includes(post.id) : undefined,
    savedIds: saved ? saved.ids : null,
    isSignedIn: saved !== null || context.isMemberVariant === true,
    canonicalUrl: `${context.publicUrl}${blogPath(post)}`,
    publicUrl: context.publicUrl,
  };
}

export default function ShowBlogRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const siteName = useSiteSettings()?.site.name;
  const { post, isSaved, savedIds, isSignedIn, canonicalUrl, publicUrl } = loaderData;
  const coverUrl = post.cover ? `${publicUrl}${post.cover.url}` : undefined;
  return (
    <article>
      <PageMeta
        title={`${post.title} | ${t('app.name')}`}
        description={post.excerpt}
        canonicalUrl={canonicalUrl}
        type="article"
        imageUrl={coverUrl}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          inLanguage: language,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          // A post the console saved without a byline is the site's own.
          author: { '@type': 'Organization', name: post.author || siteName || t('app.name') },
          mainEntityOfPage: addressInLanguage(canonicalUrl, language),
          url: addressInLanguage(canonicalUrl, language),
          ...(coverUrl ? { image: coverUrl } : {}),
        }}
      />
      <header className="bg-tertiary text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
          <Link
            to="/Blog"
            className="inline-flex items-center gap-1 text-sm font-medium text-white/85 hover:underline"
          >
            <ChevronStartIcon className="size-4" />
            {t('blog.backToBlog')}
          </Link>
          <h1 dir="auto" className="mt-4 text-3xl font-bold leading-tight lg:text-5xl">
            {post.title}
          </h1>
          <div className="mt-5">
            {/* Its date would be the page's first date format, in the middle of hydration (issue 37). */}
            <StaticIsland version={`${post.author} ${post.publishedAt} ${post.readingMinutes}`}>
              <BlogByline post={post} />
            </StaticIsland>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-8">
        {post.cover ? (
          <StoredImage
            image={post.cover}
            sizes="(min-width: 768px) 768px, 100vw"
            alt=""
            load="first"
            className="aspect-[16/9] w-full rounded-2xl object-cover"
          />
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <SaveToggle type="blog" id={post.id} title={post.title} isSaved={isSaved} isSignedIn={isSignedIn} />
          <ShareButton url={canonicalUrl} title={post.title} />
        </div>
        <RichText html={post.body} className="prose-article mt-8" />
      </div>
      {post.related.length > 0 ? (
        <section aria-labelledby="related-posts" className="bg-slate-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="related-posts" className="mb-6 text-2xl font-bold">
              {t('blog.related')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {post.related.map((related) => (
                <li key={related.id} className="flex">
                  <BlogCard
                    post={related}
                    isSaved={savedIds ? savedIds.includes(related.id) : undefined}
                    isSignedIn={isSignedIn}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  );
}

import type { BlogPostSummary } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { SaveToggle } from '../../../components/save-toggle';
import { StaticIsland } from '../../../components/static-island';
import { StoredImage } from '../../../components/stored-image';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { blogPath } from '../blog-paths';

/** A post on the blog list: cover, date, title, excerpt and a save button. */
export function BlogCard({
  post,
  isSaved,
  isSignedIn,
  isPriority = false,
  headingLevel = 2,
}: {
  post: BlogPostSummary;
  /** The save button's state: undefined until the page state says (a member variant, decision 024). */
  isSaved?: boolean | undefined;
  /** Without it (a page that is the same for everyone, such as home) no save button shows. */
  isSignedIn?: boolean;
  /** The first cards are above the fold: load their covers first. */
  isPriority?: boolean;
  /** 3 when the cards sit under a section heading of their own. */
  headingLevel?: 2 | 3;
}) {
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
      data-testid="blog-card"
    >
      <StaticIsland version={JSON.stringify([post, headingLevel])}>
        <BlogCardContent post={post} isPriority={isPriority} headingLevel={headingLevel} />
      </StaticIsland>
      {/* Beside the card's markup, which stays as the server sent it: the one part that answers. */}
      {isSignedIn !== undefined ? (
        <div className="absolute end-3 top-3 z-10">
          <SaveToggle
            type="blog"
            id={post.id}
            title={post.title}
            isSaved={isSaved}
            isSignedIn={isSignedIn}
            isCompact
          />
        </div>
      ) : null}
    </article>
  );
}

/**
 * The card's markup, in its island: made only when the island renders live (decision 028). A
 * call in the island's own children would run in the first hydration too, where this date would
 * make the page's first `Intl` object.
 */
function BlogCardContent({
  post,
  isPriority,
  headingLevel,
}: {
  post: BlogPostSummary;
  isPriority: boolean;
  headingLevel: 2 | 3;
}) {
  const { t, language } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className="relative aspect-[16/9] bg-slate-200">
        {post.cover ? (
          <StoredImage
            image={post.cover}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            load={isPriority ? 'first' : 'lazy'}
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={post.publishedAt} suppressHydrationWarning>
            {formatDate(post.publishedAt, language)}
          </time>
        </p>
        <Heading dir="auto" className="mt-2 text-xl font-bold leading-snug">
          <Link to={blogPath(post)} className="after:absolute after:inset-0 hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        <p dir="auto" className="mt-3 line-clamp-3 text-slate-700">
          {post.excerpt}
        </p>
        <p className="mt-auto pt-4 text-sm font-semibold text-primary" aria-hidden="true">
          {t('blog.readMore')}
        </p>
      </div>
    </>
  );
}

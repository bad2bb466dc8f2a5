import type { BlogPostSummary } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { StoredImage } from '../../../components/stored-image';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { blogPath } from '../blog-paths';

/**
 * The card's markup, in its island: made only when the island renders live (decision 028). A
 * call in the island's own children would run in the first hydration too, where this date would
 * make the page's first `Intl` object.
 */
export function BlogCardContent({
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

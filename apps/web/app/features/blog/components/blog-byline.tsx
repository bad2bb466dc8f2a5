import type { BlogPost } from '@jaliya/contract';
import { ClockIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** Author, publication date and reading time of a post. */
export function BlogByline({ post }: { post: BlogPost }) {
  const { t, language } = useI18n();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-white/85">
      <span dir="auto">{t('blog.by', { author: post.author })}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt} suppressHydrationWarning>
        {formatDate(post.publishedAt, language)}
      </time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-4" />
        {t('blog.readingTime', { minutes: post.readingMinutes })}
      </span>
    </p>
  );
}

import { type BlogPost, type BlogPostSummary, LIMITS, type PagedList } from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import { localized } from '../../lib/localized';
import { toImage } from '../media/image-view';
import type { ImageRow, MediaRepository } from '../media/media.repository';
import type { SiteScope } from '../sites/site-scope';
import type { BlogPostSummaryRow, BlogRepository } from './blog.repository';

const RELATED_COUNT = 3;
const WORDS_PER_MINUTE = 200;

/** Minutes a reader needs for a text, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Builds the blog payloads (`blog/posts`, one post, saved posts) in the scope's language. */
export class BlogService {
  constructor(
    private readonly posts: BlogRepository,
    private readonly media: MediaRepository,
  ) {}

  async listPage({ site, language }: SiteScope, page: number): Promise<PagedList<BlogPostSummary>> {
    const pageSize = LIMITS.blogPageSize;
    const { rows, total } = await this.posts.listPublished(site.id, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return {
      items: await this.toSummaries(rows, language),
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      total,
    };
  }

  async getPost({ site, language }: SiteScope, id: number): Promise<BlogPost> {
    const row = await this.posts.findPublished(site.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const related = await this.posts.listRecentExcept(site.id, id, RELATED_COUNT);
    const [summary] = await this.toSummaries([row], language);
    const body = localized(row, 'body', language);
    return {
      ...(summary as BlogPostSummary),
      body,
      updatedAt: row.updated_at,
      readingMinutes: readingMinutes(body),
      related: await this.toSummaries(related, language),
    };
  }

  /** Published posts of the site among `ids`, in the order of `ids`. */
  async summariesInOrder({ site, language }: SiteScope, ids: readonly number[]): Promise<BlogPostSummary[]> {
    const rows = await this.posts.listPublishedByIds(site.id, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    return this.toSummaries(ordered, language);
  }

  private async toSummaries(rows: BlogPostSummaryRow[], language: SiteScope['language']) {
    const covers = await this.media.findByIds(rows.map((row) => row.cover_image_id));
    return rows.map((row) => toSummary(row, covers, language));
  }
}

function toSummary(
  row: BlogPostSummaryRow,
  covers: Map<number, ImageRow>,
  language: SiteScope['language'],
): BlogPostSummary {
  const cover = row.cover_image_id === null ? undefined : covers.get(row.cover_image_id);
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row, 'title', language),
    excerpt: localized(row, 'excerpt', language),
    author: localized(row, 'author', language),
    cover: cover ? toImage(cover, language) : null,
    publishedAt: row.published_at,
  };
}

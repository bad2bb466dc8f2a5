import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BlogPostsTable, Database } from '../../db/schema';
import { withSanitized } from '../../lib/localized';
import { sanitizeRichText } from '../../lib/rich-text';
import { inTransaction } from '../../db/transaction';
import { indexEditorial } from '../search/search-index';

export type BlogPostRow = Selectable<BlogPostsTable>;
export type BlogPostSummaryRow = Omit<BlogPostRow, 'body_en' | 'body_ar'>;

const SUMMARY_COLUMNS = [
  'id',
  'site_id',
  'slug',
  'title_en',
  'title_ar',
  'excerpt_en',
  'excerpt_ar',
  'author_en',
  'author_ar',
  'cover_image_id',
  'is_published',
  'published_at',
  'created_at',
  'updated_at',
] as const;

const RICH_TEXT = ['body'] as const;

/**
 * Blog posts: what readers may see (published, not scheduled for later) newest first, single
 * posts, and writes with the body sanitised.
 */
export class BlogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Posts readers may see on a site: published, and not dated in the future (scheduled). */
  private visible(siteId: number) {
    return this.db
      .selectFrom('blog_posts')
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .where('published_at', '<=', new Date().toISOString());
  }

  /** One page of visible posts, newest first, and how many there are in all. */
  async listPublished(
    siteId: number,
    { limit, offset }: { limit: number; offset: number },
  ): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.visible(siteId)
        .select(SUMMARY_COLUMNS)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.visible(siteId)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  findPublished(siteId: number, id: number): Promise<BlogPostRow | undefined> {
    return this.visible(siteId).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Visible posts among the given ids, in no particular order. */
  listPublishedByIds(siteId: number, ids: readonly number[]): Promise<BlogPostSummaryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.visible(siteId).select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
  }

  /** The newest visible posts other than one. */
  listRecentExcept(siteId: number, exceptId: number, limit: number): Promise<BlogPostSummaryRow[]> {
    return this.visible(siteId)
      .select(SUMMARY_COLUMNS)
      .where('id', '!=', exceptId)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Stores a post, and its search entry in the same transaction. */
  async create(values: Omit<Insertable<BlogPostsTable>, 'created_at' | 'updated_at'>): Promise<BlogPostRow> {
    const now = new Date().toISOString();
    return inTransaction(this.db, async (trx) => {
      const row = await trx
        .insertInto('blog_posts')
        .values({ ...withSanitized(values, RICH_TEXT, sanitizeRichText), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await indexEditorial(trx, 'blog', [row.id]);
      return row;
    });
  }

  async update(id: number, values: Omit<Updateable<BlogPostsTable>, 'id' | 'created_at'>): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .updateTable('blog_posts')
        .set({ ...withSanitized(values, RICH_TEXT, sanitizeRichText), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await indexEditorial(trx, 'blog', [id]);
    });
  }
}

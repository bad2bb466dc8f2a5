import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** How many rows one chunk of a sitemap section holds, and when the newest of them changed. */
export interface ChunkSummary {
  count: number;
  newest: string | null;
}

/** A row a sitemap lists: its id, what its address is made of, and when it last changed. */
export interface SitemapRow {
  id: number;
  /** A post's title (its slug is made from it) or an editorial row's slug. */
  name: string;
  updated_at: string;
}

/** What the sitemap reads: only what the public sees, in id order, a batch at a time. */
export class SitemapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Published posts of one kind whose time has not run out (the hourly expiry may not have caught up). */
  private publicListings(siteId: number, kind: string, now: string) {
    return this.db
      .selectFrom('listings')
      .where('site_id', '=', siteId)
      .where('kind', '=', kind)
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  }

  /** Blog posts readers may see: published and not scheduled for later. */
  private publicBlogPosts(siteId: number, now: string) {
    return this.db
      .selectFrom('blog_posts')
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .where('published_at', '<=', now);
  }

  /**
   * The chunks a section splits into, `perChunk` rows each in id order: how many rows each holds
   * and its newest change, in one pass over the ids (a window function on both engines).
   */
  listingChunks(siteId: number, kind: string, now: string, perChunk: number): Promise<ChunkSummary[]> {
    return this.summarise(this.publicListings(siteId, kind, now).select(['id', 'updated_at']), perChunk);
  }

  blogChunks(siteId: number, now: string, perChunk: number): Promise<ChunkSummary[]> {
    return this.summarise(this.publicBlogPosts(siteId, now).select(['id', 'updated_at']), perChunk);
  }

  /** When the newest public post of a kind last changed (the lists of that kind change with it). */
  async listingNewest(siteId: number, kind: string, now: string): Promise<string | null> {
    const row = await this.publicListings(siteId, kind, now)
      .select((eb) => eb.fn.max('updated_at').as('newest'))
      .executeTakeFirst();
    return row?.newest ?? null;
  }

  async blogNewest(siteId: number, now: string): Promise<string | null> {
    const row = await this.publicBlogPosts(siteId, now)
      .select((eb) => eb.fn.max('updated_at').as('newest'))
      .executeTakeFirst();
    return row?.newest ?? null;
  }

  private async summarise(rows: Expression<unknown>, perChunk: number): Promise<ChunkSummary[]> {
    const result = await sql<{ count: number | string; newest: string | null }>`
      select count(*) as count, max(updated_at) as newest
      from (select updated_at, (row_number() over (order by id) - 1) / ${sql.lit(perChunk)} as chunk
            from (${rows}) as public_rows) as ranked
      group by chunk order by chunk`.execute(this.db);
    return result.rows.map((row) => ({ count: Number(row.count), newest: row.newest }));
  }

  /** The id just before the `skip`-th row (0 when `skip` is 0), where a chunk's keyset walk starts. */
  async listingIdBefore(
    siteId: number,
    kind: string,
    now: string,
    skip: number,
  ): Promise<number | undefined> {
    if (skip === 0) return 0;
    const row = await this.publicListings(siteId, kind, now)
      .select('id')
      .orderBy('id')
      .limit(1)
      .offset(skip - 1)
      .executeTakeFirst();
    return row?.id;
  }

  async blogIdBefore(siteId: number, now: string, skip: number): Promise<number | undefined> {
    if (skip === 0) return 0;
    const row = await this.publicBlogPosts(siteId, now)
      .select('id')
      .orderBy('id')
      .limit(1)
      .offset(skip - 1)
      .executeTakeFirst();
    return row?.id;
  }

  /** The next `limit` public posts of a kind after an id (a keyset batch). */
  listingBatch(
    siteId: number,
    kind: string,
    now: string,
    afterId: number,
    limit: number,
  ): Promise<SitemapRow[]> {
    return this.publicListings(siteId, kind, now)
      .select(['id', 'title as name', 'updated_at'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  blogBatch(siteId: number, now: string, afterId: number, limit: number): Promise<SitemapRow[]> {
    return this.publicBlogPosts(siteId, now)
      .select(['id', 'slug as name', 'updated_at'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The site's editorial pages by key (about, contact, legal pages) with their last change. */
  pages(siteId: number) {
    return this.db.selectFrom('pages').select(['key', 'updated_at']).where('site_id', '=', siteId).execute();
  }

  guides(siteId: number) {
    return this.db
      .selectFrom('user_guides')
      .select(['id', 'slug', 'updated_at'])
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  forms(siteId: number) {
    return this.db
      .selectFrom('forms')
      .select(['slug', 'updated_at'])
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .orderBy('id')
      .execute();
  }

  /** Directory and marketplace categories, in the order the site shows them. */
  categories(siteId: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'kind'])
      .where('site_id', '=', siteId)
      .where('kind', 'in', ['service', 'business', 'market'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}

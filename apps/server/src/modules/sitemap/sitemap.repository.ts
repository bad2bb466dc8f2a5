import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** How many rows one chunk of a sitemap section holds, and when the newest of them changed. */
export interface ChunkSummary {
  count: number;
  newest: string | null;
}

/** Where a keyset walk stands: the publication time and id of the last row read. */
export interface SitemapCursor {
  publishedAt: string;
  id: number;
}

/** A row a sitemap lists: its place in the walk, what its address is made of, and when it last changed. */
export interface SitemapRow {
  id: number;
  published_at: string;
  /** A post's title (its slug is made from it) or a blog post's slug. */
  name: string;
  updated_at: string;
}

/** Rows a sitemap section lists: posts of one kind, or blog posts. */
export type SitemapSection = { table: 'listings'; kind: string } | { table: 'blog_posts' };

/** Before any publication time: a range that keeps a walk from the start on the index. */
const EARLIEST = '1970-01-01T00:00:00.000Z';

type PublicRowsDatabase = Database & { public_rows: SitemapRow };

/**
 * What the sitemap reads: only what the public sees, in publication order (then id), a batch at a
 * time. Publication order is what the posts' index (`listings_public_newest`: site, kind, status,
 * published_at, id) already holds, so a batch is a range scan on both engines, and it is stable:
 * a post keeps its publication time when renewed or edited, new ones come last.
 */
export class SitemapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Public rows of a section. Posts: published, time not run out (the hourly expiry may not have
   * caught up), with the publication time every published post gets. Blog posts: published and not
   * scheduled for later.
   */
  private publicRows(
    siteId: number,
    section: SitemapSection,
    now: string,
    after: SitemapCursor | null = null,
  ) {
    if (section.table === 'blog_posts') {
      const posts = this.db
        .selectFrom('blog_posts')
        .select(['id', 'published_at', 'slug as name', 'updated_at'])
        .where('site_id', '=', siteId)
        .where('is_published', '=', 1)
        .where('published_at', '<=', now);
      return this.fromCursor(this.db.selectFrom(posts.as('public_rows')).selectAll(), after);
    }
    let listings = this.db
      .selectFrom('listings')
      .select(['id', 'published_at', 'title as name', 'updated_at'])
      .where('site_id', '=', siteId)
      .where('kind', '=', section.kind)
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .$narrowType<{ published_at: string }>();
    // Every published post has a publication time; a walk from the start says so with a range
    // (which SQLite's planner reads as one, where "is not null" made it sort the whole kind).
    if (!after) listings = listings.where('published_at', '>=', EARLIEST);
    // The same columns under one name for both sections; both engines flatten the subquery.
    return this.fromCursor(this.db.selectFrom(listings.as('public_rows')).selectAll(), after);
  }

  /** Rows after a cursor, in walk order: one row-value range on the index (nulls never compare greater). */
  private fromCursor<Q extends SelectQueryBuilder<PublicRowsDatabase, 'public_rows', SitemapRow>>(
    query: Q,
    after: SitemapCursor | null,
  ): Q {
    if (!after) return query;
    return query.where((eb) =>
      eb(eb.refTuple('published_at', 'id'), '>', eb.tuple(after.publishedAt, after.id)),
    ) as Q;
  }

  /**
   * The chunks a section splits into, `perChunk` rows each in walk order: how many rows each holds
   * and its newest change, in one pass (a window function on both engines).
   */
  async chunks(
    siteId: number,
    section: SitemapSection,
    now: string,
    perChunk: number,
  ): Promise<ChunkSummary[]> {
    const rows = this.publicRows(siteId, section, now);
    const result = await sql<{ count: number | string; newest: string | null }>`
      select count(*) as count, max(updated_at) as newest
      from (select updated_at,
                   (row_number() over (order by published_at, id) - 1) / ${sql.lit(perChunk)} as chunk
            from (${rows}) as public_rows) as ranked
      group by chunk order by chunk`.execute(this.db);
    return result.rows.map((row) => ({ count: Number(row.count), newest: row.newest }));
  }

  /** When the newest public row of a section last changed (the lists that show them change with it). */
  async newest(siteId: number, section: SitemapSection, now: string): Promise<string | null> {
    const rows = this.publicRows(siteId, section, now);
    const result = await sql<{ newest: string | null }>`
      select max(updated_at) as newest from (${rows}) as public_rows`.execute(this.db);
    return result.rows[0]?.newest ?? null;
  }

  /**
   * Where a chunk's walk starts: the row just before the `skip`-th (null when `skip` is 0), or
   * undefined when the section has no more than `skip` rows.
   */
  async cursorBefore(
    siteId: number,
    section: SitemapSection,
    now: string,
    skip: number,
  ): Promise<SitemapCursor | null | undefined> {
    if (skip === 0) return null;
    const row = await this.publicRows(siteId, section, now)
      .orderBy('published_at')
      .orderBy('id')
      .limit(1)
      .offset(skip - 1)
      .executeTakeFirst();
    return row ? { publishedAt: row.published_at, id: row.id } : undefined;
  }

  /** The next `limit` public rows after a cursor (a keyset batch: a range on the index). */
  batch(
    siteId: number,
    section: SitemapSection,
    now: string,
    after: SitemapCursor | null,
    limit: number,
  ): Promise<SitemapRow[]> {
    return this.publicRows(siteId, section, now, after)
      .orderBy('published_at')
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

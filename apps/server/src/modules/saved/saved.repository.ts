import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PreparedQuery } from '../../db/prepared-query';

/**
 * `savedAmong`'s query for one shape (which kinds, how many ids of each), compiled once: a page's
 * personal call (me/page-state) asks it on every load, with the same shape for the same page.
 */
function savedAmongQuery(kinds: readonly (readonly [type: string, count: number])[]) {
  return new PreparedQuery(
    (db: Kysely<Database>, userId: number, ...ids: number[]) => {
      let next = 0;
      return db
        .selectFrom('saved_items')
        .select(['item_type', 'item_id'])
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or(
            kinds.map(([type, count]) =>
              eb.and([eb('item_type', '=', type), eb('item_id', 'in', ids.slice(next, (next += count)))]),
            ),
          ),
        );
    },
    1 + kinds.reduce((sum, [, count]) => sum + count, 0),
  );
}
/** How many shapes of `savedAmong` are kept compiled (others are compiled on each call). */
const SAVED_AMONG_SHAPES = 256;
const savedAmongQueries = new Map<string, ReturnType<typeof savedAmongQuery>>();

/** Saved items of every kind in one table: (user, item type, item id). */
export class SavedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Saves an item; saving it again changes nothing. */
  async save(userId: number, type: string, itemId: number): Promise<void> {
    await this.db
      .insertInto('saved_items')
      .values({ user_id: userId, item_type: type, item_id: itemId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'item_type', 'item_id']).doNothing())
      .execute();
  }

  /** Answers whether the item had been saved. */
  async unsave(userId: number, type: string, itemId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('saved_items')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Every saved id of one kind, newest saved first: of one site's items (a blog post or a post of
   * that site), or of every site's when `siteId` is undefined.
   */
  async listIds(userId: number, type: string, siteId?: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('saved_items')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .$if(siteId !== undefined, (query) =>
        query.where('item_id', 'in', (eb) =>
          type === 'blog'
            ? eb
                .selectFrom('blog_posts')
                .select('blog_posts.id')
                .where('blog_posts.site_id', '=', siteId as number)
            : eb
                .selectFrom('listings')
                .select('listings.id')
                .where('listings.site_id', '=', siteId as number)
                .where('listings.kind', '=', type),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('item_id', 'desc')
      .execute();
    return rows.map((row) => row.item_id);
  }

  /** The sites whose items of one kind the user saved (any status: each site's list filters). */
  async sitesHolding(userId: number, type: string): Promise<number[]> {
    const rows =
      type === 'blog'
        ? await this.db
            .selectFrom('saved_items')
            .innerJoin('blog_posts', 'blog_posts.id', 'saved_items.item_id')
            .select('blog_posts.site_id as site_id')
            .distinct()
            .where('saved_items.user_id', '=', userId)
            .where('saved_items.item_type', '=', 'blog')
            .execute()
        : await this.db
            .selectFrom('saved_items')
            .innerJoin('listings', (join) =>
              join
                .onRef('listings.id', '=', 'saved_items.item_id')
                .onRef('listings.kind', '=', 'saved_items.item_type'),
            )
            .select('listings.site_id as site_id')
            .distinct()
            .where('saved_items.user_id', '=', userId)
            .where('saved_items.item_type', '=', type)
            .execute();
    return rows.map((row) => Number(row.site_id));
  }

  /**
   * Of the ids asked for, by kind, those the user saved: one query for every kind (the primary
   * key starts with the user, so it reads that user's rows only).
   */
  async savedAmong(
    userId: number,
    asked: ReadonlyMap<string, readonly number[]>,
  ): Promise<{ type: string; id: number }[]> {
    const kinds = [...asked].filter(([, ids]) => ids.length > 0);
    if (kinds.length === 0) return [];
    const shape = kinds.map(([type, ids]) => `${type}:${ids.length}`).join(',');
    let query = savedAmongQueries.get(shape);
    if (!query) {
      query = savedAmongQuery(kinds.map(([type, ids]) => [type, ids.length] as const));
      if (savedAmongQueries.size < SAVED_AMONG_SHAPES) savedAmongQueries.set(shape, query);
    }
    const rows = await query.rows(this.db, userId, ...kinds.flatMap(([, ids]) => ids));
    return rows.map((row) => ({ type: row.item_type, id: Number(row.item_id) }));
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('saved_items').where('user_id', '=', userId).execute();
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

  /** Every saved id of one kind, newest saved first. */
  async listIds(userId: number, type: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('saved_items')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .orderBy('created_at', 'desc')
      .orderBy('item_id', 'desc')
      .execute();
    return rows.map((row) => row.item_id);
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('saved_items').where('user_id', '=', userId).execute();
  }
}

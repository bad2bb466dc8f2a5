import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The rows of `rate_limits`: fixed-window counters under hashed keys (see RateLimiter). */
export class RateLimitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one hit in the key's window (a new window once `now` passes its end); answers the row. */
  async count(key: string, now: number, resetAt: number): Promise<{ count: number; resetAt: number }> {
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at > ${now} then rate_limits.count + 1 else 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at > ${now} then rate_limits.reset_at else ${resetAt} end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async find(key: string): Promise<{ count: number; resetAt: number } | undefined> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : undefined;
  }

  /** Sets a key to one hit until `resetAt`, whatever it held. */
  async set(key: string, resetAt: number): Promise<void> {
    await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 1, reset_at: resetAt }))
      .execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Deletes every key matching one of these LIKE patterns. */
  async deleteMatching(patterns: readonly string[]): Promise<void> {
    if (patterns.length === 0) return;
    await this.db
      .deleteFrom('rate_limits')
      .where((eb) => eb.or(patterns.map((pattern) => eb('key', 'like', pattern))))
      .execute();
  }

  /** Removes windows that ended by `now`; answers how many. */
  async deleteEnded(now: number): Promise<number> {
    const result = await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

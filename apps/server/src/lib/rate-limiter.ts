import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from './errors';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every server process shares them and a restart
 * forgets nothing. Keys name what is counted, such as `login:ip:203.0.113.7`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; throws RATE_LIMITED with the seconds to wait once the limit is passed. */
  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.now();
    const resetAt = now + limit.windowSeconds * 1000;
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
    if (row.count > limit.max) throw rateLimited(Number(row.reset_at) - now);
  }

  /** Throws RATE_LIMITED if the key has already used its window, without counting. */
  async check(key: string, limit: Limit): Promise<void> {
    const now = this.now();
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (row && Number(row.reset_at) > now && row.count >= limit.max)
      throw rateLimited(Number(row.reset_at) - now);
  }

  /** Forgets a key, such as failed logins after a successful one. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Removes finished windows; run now and then. */
  async sweep(): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<=', this.now()).execute();
  }
}

function rateLimited(millisecondsLeft: number): AppError {
  return new AppError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil(millisecondsLeft / 1000)) });
}

import { type Kysely, sql } from 'kysely';
import { createHmac } from 'node:crypto';
import type { Database } from '../db/schema';
import { AppError } from './errors';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * What is counted: a kind (`login-failed`) and the subjects it is counted for (an address, an
 * e-mail, a user id). Subjects are stored only as keyed hashes: a key has a fixed length whatever
 * the input, and the table holds no e-mail address or IP in readable form.
 */
export type RateKey = readonly [kind: string, ...subjects: (string | number)[]];

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Fixed-window counters kept in the database, so every server process shares them and a restart
 * forgets nothing. Finished windows are swept every ten minutes.
 */
export class RateLimiter {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored form of a key: `kind:hash:hash`, at most about 100 characters. */
  storedKey([kind, ...subjects]: RateKey): string {
    return [kind, ...subjects.map((subject) => this.digest(String(subject)))].join(':');
  }

  /** Counts one hit and answers the count in the current window, without refusing. */
  async count(key: RateKey, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    const now = this.now();
    const resetAt = now + windowSeconds * 1000;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: this.storedKey(key), count: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at > ${now} then rate_limits.count + 1 else 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at > ${now} then rate_limits.reset_at else ${resetAt} end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), secondsLeft: secondsUntil(Number(row.reset_at) - now) };
  }

  /** Counts one hit; throws RATE_LIMITED with the seconds to wait once the limit is passed. */
  async hit(key: RateKey, limit: Limit): Promise<void> {
    const { count, secondsLeft } = await this.count(key, limit.windowSeconds);
    if (count > limit.max) throw rateLimited(secondsLeft * 1000);
  }

  /** Throws RATE_LIMITED if the key has already used its window, without counting. */
  async check(key: RateKey, limit: Limit): Promise<void> {
    const now = this.now();
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', this.storedKey(key))
      .executeTakeFirst();
    if (row && Number(row.reset_at) > now && Number(row.count) >= limit.max)
      throw rateLimited(Number(row.reset_at) - now);
  }

  /** Makes `check(key, { max: 1 })` refuse for the next `seconds` (a back-off wait). */
  async block(key: RateKey, seconds: number): Promise<void> {
    const resetAt = this.now() + seconds * 1000;
    await this.db
      .insertInto('rate_limits')
      .values({ key: this.storedKey(key), count: 1, reset_at: resetAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 1, reset_at: resetAt }))
      .execute();
  }

  /** Throws RATE_LIMITED while a back-off wait set by `block` lasts. */
  checkBlock(key: RateKey): Promise<void> {
    return this.check(key, { max: 1, windowSeconds: 0 });
  }

  /** Forgets a key, such as failed logins after a successful one. */
  async clear(key: RateKey): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.storedKey(key)).execute();
  }

  /** Forgets every key of these kinds that counts a subject (account erasure, password reset). */
  async clearSubject(kinds: readonly string[], subject: string | number): Promise<void> {
    const hashed = this.digest(String(subject));
    await this.db
      .deleteFrom('rate_limits')
      .where((eb) =>
        eb.or(
          kinds.flatMap((kind) => [
            eb('key', 'like', `${kind}:${hashed}`),
            eb('key', 'like', `${kind}:${hashed}:%`),
            eb('key', 'like', `${kind}:%:${hashed}`),
          ]),
        ),
      )
      .execute();
  }

  /** Removes finished windows. */
  async sweep(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limits')
      .where('reset_at', '<=', this.now())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sweeps now and every ten minutes until `stop()`. */
  start(onError: (error: unknown) => void): void {
    const run = () => void this.sweep().catch(onError);
    run();
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private digest(subject: string): string {
    // base64url has no `%` or `_`, so a digest never acts as a LIKE wildcard.
    return createHmac('sha256', this.secret)
      .update(subject)
      .digest('base64url')
      .slice(0, 27)
      .replaceAll('_', '.');
  }
}

function secondsUntil(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

function rateLimited(millisecondsLeft: number): AppError {
  return new AppError('RATE_LIMITED', { seconds: secondsUntil(millisecondsLeft) });
}

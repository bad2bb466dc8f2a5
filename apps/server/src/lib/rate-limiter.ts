import type { Kysely } from 'kysely';
import { createHmac } from 'node:crypto';
import type { Database } from '../db/schema';
import { AppError } from './errors';
import { RateLimitsRepository } from './rate-limits.repository';

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
    private readonly rows: RateLimitsRepository = new RateLimitsRepository(db),
  ) {}

  /** The stored form of a key: `kind:hash:hash`, at most about 100 characters. */
  storedKey([kind, ...subjects]: RateKey): string {
    return [kind, ...subjects.map((subject) => this.digest(String(subject)))].join(':');
  }

  /** Counts one hit and answers the count in the current window, without refusing. */
  async count(key: RateKey, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    const now = this.now();
    const resetAt = now + windowSeconds * 1000;
    const row = await this.rows.count(this.storedKey(key), now, resetAt);
    return { count: row.count, secondsLeft: secondsUntil(row.resetAt - now) };
  }

  /** Counts one hit; throws RATE_LIMITED with the seconds to wait once the limit is passed. */
  async hit(key: RateKey, limit: Limit): Promise<void> {
    const { count, secondsLeft } = await this.count(key, limit.windowSeconds);
    if (count > limit.max) throw rateLimited(secondsLeft * 1000);
  }

  /** Throws RATE_LIMITED if the key has already used its window, without counting. */
  async check(key: RateKey, limit: Limit): Promise<void> {
    const now = this.now();
    const row = await this.rows.find(this.storedKey(key));
    if (row && row.resetAt > now && row.count >= limit.max) throw rateLimited(row.resetAt - now);
  }

  /** Makes `check(key, { max: 1 })` refuse for the next `seconds` (a back-off wait). */
  async block(key: RateKey, seconds: number): Promise<void> {
    const resetAt = this.now() + seconds * 1000;
    await this.rows.set(this.storedKey(key), resetAt);
  }

  /** Throws RATE_LIMITED while a back-off wait set by `block` lasts. */
  checkBlock(key: RateKey): Promise<void> {
    return this.check(key, { max: 1, windowSeconds: 0 });
  }

  /** Forgets a key, such as failed logins after a successful one. */
  async clear(key: RateKey): Promise<void> {
    await this.rows.delete(this.storedKey(key));
  }

  /** Forgets every key of these kinds that counts a subject (account erasure, password reset). */
  async clearSubject(kinds: readonly string[], subject: string | number): Promise<void> {
    const hashed = this.digest(String(subject));
    await this.rows.deleteMatching(
      kinds.flatMap((kind) => [`${kind}:${hashed}`, `${kind}:${hashed}:%`, `${kind}:%:${hashed}`]),
    );
  }

  /** Removes finished windows. */
  async sweep(): Promise<number> {
    return this.rows.deleteEnded(this.now());
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

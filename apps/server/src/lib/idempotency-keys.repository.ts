import type { Kysely, Selectable } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../db/schema';

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** The rows of `idempotency_keys`: claimed keys and their sealed answers (see IdempotencyStore). */
export class IdempotencyKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts a claim unless the key has a row already; answers whether this one did. */
  async insertIfNew(row: {
    id: string;
    userId: number | null;
    fingerprint: string;
    lockedUntil: number;
    expiresAt: number;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({
        id: row.id,
        user_id: row.userId,
        fingerprint: row.fingerprint,
        status_code: null,
        response: null,
        locked_until: row.lockedUntil,
        expires_at: row.expiresAt,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  find(id: string): Promise<IdempotencyKeyRow | undefined> {
    return this.db.selectFrom('idempotency_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Takes over a key for a new claim, only if its lock and expiry are still those read (the old
   * lock is the compare-and-swap token); answers whether this one did.
   */
  async takeOver(
    seen: Pick<IdempotencyKeyRow, 'id' | 'locked_until' | 'expires_at'>,
    claim: { userId: number | null; fingerprint: string; lockedUntil: number; expiresAt: number },
  ): Promise<boolean> {
    const taken = await this.db
      .updateTable('idempotency_keys')
      .set({
        user_id: claim.userId,
        fingerprint: claim.fingerprint,
        status_code: null,
        response: null,
        locked_until: claim.lockedUntil,
        expires_at: claim.expiresAt,
      })
      .where('id', '=', seen.id)
      .where('locked_until', '=', seen.locked_until)
      .where('expires_at', '=', seen.expires_at)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  /** Keeps a claimed key's answer, if the claim still holds. */
  async complete(id: string, lockedUntil: number, statusCode: number, response: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response })
      .where('id', '=', id)
      .where('status_code', 'is', null)
      .where('locked_until', '=', lockedUntil)
      .execute();
  }

  /** Frees a claimed key without an answer, if the claim still holds. */
  async release(id: string, lockedUntil: number): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('id', '=', id)
      .where('status_code', 'is', null)
      .where('locked_until', '=', lockedUntil)
      .execute();
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
  }

  /** Removes keys expired by `now`; answers how many. */
  async deleteExpired(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

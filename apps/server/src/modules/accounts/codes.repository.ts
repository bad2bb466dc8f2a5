import type { Kysely, Selectable } from 'kysely';
import type { CodePurpose, Database, OneTimeCodesTable } from '../../db/schema';

export type CodeRow = Selectable<OneTimeCodesTable>;

/** A code expires 10 minutes after it is sent and is void after 5 wrong tries. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** One-time codes, stored hashed; a new code for the same user and purpose voids the old one. */
export class CodesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async replace(
    userId: number,
    purpose: CodePurpose,
    codeHash: string,
    targetEmail: string | null,
  ): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('one_time_codes')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .execute();
      await trx
        .insertInto('one_time_codes')
        .values({
          user_id: userId,
          purpose,
          code_hash: codeHash,
          target_email: targetEmail,
          expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
    });
  }

  /** The live code of a user for a purpose: not used, not expired, tries left. */
  findLive(userId: number, purpose: CodePurpose): Promise<CodeRow | undefined> {
    return this.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', this.now().toISOString())
      .where('attempts', '<', CODE_MAX_ATTEMPTS)
      .executeTakeFirst();
  }

  async countFailedAttempt(id: number): Promise<void> {
    await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async consume(id: number): Promise<void> {
    await this.db
      .updateTable('one_time_codes')
      .set({ consumed_at: this.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
  }
}

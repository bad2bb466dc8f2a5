import { type Kysely, PostgresAdapter, type Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';
import type { MailMessage } from './mail-templates';

export type OutboxRow = Selectable<OutboxTable>;

/** The mail outbox: messages stored before they are sent, claimed by one server at a time. */
export class OutboxRepository {
  private readonly isPostgres: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  async insert(message: MailMessage, now: Date): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        status: 'pending',
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
        user_id: message.concerns?.userId ?? null,
        subject_email: message.concerns?.email ?? message.to,
        discard_after: message.discardAfter?.toISOString() ?? null,
      })
      .execute();
  }

  /**
   * Claims up to `limit` due messages for this server: each becomes `sending` with a lease until
   * `leaseUntil`. The status is checked again in the update itself, so when two servers race for
   * a row only one gets it (PostgreSQL re-checks the condition on the locked row; SQLite has one
   * writer). A server that dies holding a lease leaves the row claimable once the lease ends.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const nowText = now.toISOString();
    const due = this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', nowText)
      .orderBy('id')
      .limit(limit)
      .$if(this.isPostgres, (query) => query.forUpdate().skipLocked());
    return this.db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: leaseUntil.toISOString() })
      .where('id', 'in', due)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', nowText)
      .returningAll()
      .execute();
  }

  /**
   * Gives claimed messages back (a server stopping before it tried them): due again at once, for
   * any server, with their attempts as they were.
   */
  async release(ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: now.toISOString() })
      .where('id', 'in', ids)
      .where('status', '=', 'sending')
      .execute();
  }

  /**
   * Marks a message delivered (`sent`, or `logged` without SMTP) and blanks its bodies: codes and
   * links never sit in the table once they have left. Subject and recipient stay until pruned.
   */
  async markDelivered(id: number, status: 'sent' | 'logged', attempts: number, now: Date): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ status, sent_at: now.toISOString(), attempts, text_body: '', html_body: '', headers: null })
      .where('id', '=', id)
      .execute();
  }

  /** Records a failed try: back to `pending` for a later retry, or `failed` (bodies blanked) for good. */
  async markFailed(
    id: number,
    { attempts, error, retryAt }: { attempts: number; error: string; retryAt: Date | null },
  ): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({
        attempts,
        last_error: error.slice(0, 500),
        ...(retryAt
          ? { status: 'pending', next_attempt_at: retryAt.toISOString() }
          : { status: 'failed', text_body: '', html_body: '', headers: null }),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Messages whose time has passed before they could be sent: discarded, bodies blanked. */
  async discardExpired(now: Date): Promise<number> {
    const result = await this.db
      .updateTable('outbox')
      .set({ status: 'discarded', text_body: '', html_body: '', headers: null })
      .where('status', 'in', ['pending', 'sending'])
      .where('discard_after', '<', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Removes finished messages (delivered, failed or discarded) created before `before`. */
  async pruneFinished(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('outbox')
      .where('status', 'in', ['sent', 'logged', 'failed', 'discarded'])
      .where('created_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes every message that concerns an account or an address (account erasure). */
  async eraseFor(userId: number, email: string): Promise<void> {
    await this.db
      .deleteFrom('outbox')
      .where((eb) =>
        eb.or([eb('user_id', '=', userId), eb('subject_email', '=', email), eb('to_address', '=', email)]),
      )
      .execute();
  }
}

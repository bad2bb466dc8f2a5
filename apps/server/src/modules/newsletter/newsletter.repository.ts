import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, NewsletterSubscribersTable } from '../../db/schema';

export type SubscriberRow = Selectable<NewsletterSubscribersTable>;

/** Newsletter subscribers: one row per site and address; tokens stored only as hashes. */
export class NewsletterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findBySiteAndEmail(
    siteId: number,
    email: string,
  ): Promise<Pick<SubscriberRow, 'id' | 'status'> | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'status'])
      .where('site_id', '=', siteId)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  findByTokenHash(tokenHash: string): Promise<Pick<SubscriberRow, 'id' | 'status'> | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'status'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async insert(row: Insertable<NewsletterSubscribersTable>): Promise<void> {
    await this.db.insertInto('newsletter_subscribers').values(row).execute();
  }

  /** Starts a subscription again (after an unsubscribe) with a new token. */
  async restart(
    id: number,
    changes: { tokenHash: string; language: SubscriberRow['language']; userId: number | null },
  ): Promise<void> {
    await this.db
      .updateTable('newsletter_subscribers')
      .set({
        status: 'pending',
        token_hash: changes.tokenHash,
        language: changes.language,
        user_id: changes.userId,
        unsubscribed_at: null,
        confirmed_at: null,
      })
      .where('id', '=', id)
      .execute();
  }

  async confirm(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'confirmed', confirmed_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async unsubscribe(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Removes every subscription of an account or an address (account erasure). */
  async eraseFor(userId: number, email: string): Promise<void> {
    await this.db
      .deleteFrom('newsletter_subscribers')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
      .execute();
  }
}

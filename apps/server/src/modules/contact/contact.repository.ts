import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

/** Messages sent through the contact form, kept for the team's console. */
export class ContactRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(message: Insertable<ContactMessagesTable>): Promise<void> {
    await this.db.insertInto('contact_messages').values(message).execute();
  }

  /** Removes the messages of an account or sent from its address (account erasure). */
  async eraseFor(userId: number, email: string): Promise<void> {
    await this.db
      .deleteFrom('contact_messages')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
      .execute();
  }
}

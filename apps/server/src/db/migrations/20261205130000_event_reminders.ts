import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Event reminders (issue 35): a person who saved an event and asked for reminders gets one e-mail
 * the day before. `users.event_reminders` is the choice (off until they turn it on in their
 * profile); `event_reminders_sent` records each reminder sent, so none is sent twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('users')
    .addColumn('event_reminders', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('event_reminders_sent')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (column) =>
      column.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('sent_at', timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('event_reminders_sent_pk', ['user_id', 'listing_id'])
    .execute();
  // A post's erasure deletes its rows: found by the post.
  await db.schema
    .createIndex('event_reminders_sent_listing')
    .on('event_reminders_sent')
    .columns(['listing_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_reminders_sent').execute();
  await db.schema.alterTable('users').dropColumn('event_reminders').execute();
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Reports weigh who sends them (issue 31): an account's e-mail address is verified by a link, a
 * moderator can stop someone from reporting, each report keeps the weight it was given and a keyed
 * hash of the address group it came from (never the address), and how a moderator settled it, so a
 * reporter's record counts. A post keeps the weight of its open reports for the moderators' list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('users').addColumn('email_verified_at', timestamp).execute();
  await db.schema.alterTable('users').addColumn('reporting_banned_at', timestamp).execute();
  await db.schema.alterTable('listing_reports').addColumn('address_key', 'varchar(100)').execute();
  await db.schema
    .alterTable('listing_reports')
    .addColumn('weight', 'real', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('listing_reports').addColumn('outcome', 'varchar(16)').execute();
  await db.schema
    .alterTable('listings')
    .addColumn('report_weight', 'real', (column) => column.notNull().defaultTo(0))
    .execute();
  // A reporter's record: their settled reports, by outcome.
  await db.schema
    .createIndex('listing_reports_by_reporter')
    .on('listing_reports')
    .columns(['reporter_user_id', 'outcome'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listing_reports_by_reporter').execute();
  await db.schema.alterTable('listings').dropColumn('report_weight').execute();
  for (const name of ['outcome', 'weight', 'address_key']) {
    await db.schema.alterTable('listing_reports').dropColumn(name).execute();
  }
  await db.schema.alterTable('users').dropColumn('reporting_banned_at').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', (column) =>
      isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('confirmed_at', timestamp)
    .addColumn('unsubscribed_at', timestamp)
    .addUniqueConstraint('newsletter_subscribers_site_email_unique', ['site_id', 'email'])
    .execute();
  // Extra mail headers (List-Unsubscribe for newsletters), as JSON.
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.dropTable('newsletter_subscribers').ifExists().execute();
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * A short log of changes to public content (a site's settings, its blog, ...), written by the
 * process that made the change and read by every server every few seconds, so that each evicts
 * what it cached from that content at once, not only when its copy expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('content_changes')
    .addColumn('id', 'integer', (column) =>
      isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('site_code', 'varchar(8)', (column) => column.notNull())
    .addColumn('resource', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', isPostgres ? sql`timestamptz` : sql`text`, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_changes').ifExists().execute();
}

import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Several states in one deployment (issue 36). A site already had its code, names in both
 * languages and time zone; it now has the public host names it answers on (`ga.jaliya.us`,
 * `arabgeorgia.com`: each host belongs to one site at most, and the lowest `sort_order` is the
 * address its links and sitemaps use), whether it is open or still "coming soon", and its place in
 * the header's state menu. Existing sites stay open and have no host: the default site answers
 * every host until the operator gives it one, so a one-state database keeps working unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('sites')
    .addColumn('is_open', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('site_hosts')
    .addColumn('id', 'integer', (column) =>
      isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    // A host name as browsers send it, lowercase and without a port (at most 253 characters).
    .addColumn('host', 'varchar(253)', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('site_hosts_site_index').on('site_hosts').column('site_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_hosts').execute();
  await db.schema.alterTable('sites').dropColumn('sort_order').execute();
  await db.schema.alterTable('sites').dropColumn('is_open').execute();
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Community events, a classified kind without offer-or-seek (issue 35, decision 025): when (the
 * local dates and times in the site's time zone as the poster wrote them, and the two instants
 * lists sort and expire by), where (a venue, an online link or both), who organises it, what it
 * costs and which language is spoken.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('events')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('all_day', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('start_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('start_time', 'varchar(5)')
    .addColumn('end_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('end_time', 'varchar(5)')
    .addColumn('starts_at', timestamp, (column) => column.notNull())
    .addColumn('ends_at', timestamp, (column) => column.notNull())
    .addColumn('attendance', 'varchar(10)', (column) => column.notNull())
    .addColumn('venue_name', 'varchar(160)')
    .addColumn('address', 'varchar(300)')
    .addColumn('online_url', 'varchar(500)')
    .addColumn('organizer_name', 'varchar(120)')
    .addColumn('organizer_listing_id', 'integer', (column) =>
      column.references('listings.id').onDelete('set null'),
    )
    .addColumn('price_type', 'varchar(8)', (column) => column.notNull())
    .addColumn('spoken_language', 'varchar(4)', (column) => column.notNull())
    .addColumn('registration_url', 'varchar(500)')
    .execute();
  // Lists sort by the start (soonest first) among events not yet ended; the expiry job reads the end.
  await db.schema.createIndex('events_starts_at').on('events').columns(['starts_at', 'listing_id']).execute();
  await db.schema.createIndex('events_ends_at').on('events').columns(['ends_at']).execute();
  await db.schema.createIndex('events_organizer').on('events').columns(['organizer_listing_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute();
}

import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Classifieds on the listings core (docs/decisions/014): `classifieds` holds what every kind
 * shares (offering or seeking, the description, a price, the poster's contact details), and a
 * table per kind holds its own fields; jobs first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('classifieds')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('intent', 'varchar(8)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('price', 'double precision')
    .addColumn('phone', 'varchar(32)')
    .addColumn('email', 'varchar(254)')
    .execute();

  // Price ranges (a salary, a rent) narrow long lists faster from this side.
  await db.schema.createIndex('classifieds_price').on('classifieds').columns(['price']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('poster_type', 'varchar(12)', (column) => column.notNull())
    .addColumn('job_type', 'varchar(12)', (column) => column.notNull())
    .addColumn('salary_type', 'varchar(8)')
    .addColumn('experience', 'varchar(12)', (column) => column.notNull())
    .addColumn('company', 'varchar(120)')
    .addColumn('work_location', 'varchar(200)', (column) => column.notNull())
    .addColumn('portfolio_url', 'varchar(500)')
    .execute();

  // Classified lists narrowed to a city (the most used filter), newest first.
  await db.schema
    .createIndex('listings_public_city')
    .on('listings')
    .columns(['site_id', 'kind', 'status', 'city_id', 'published_at', 'id'])
    .execute();

  // Posts whose expiry warning went out, so each owner is told once per expiry date.
  await db.schema.alterTable('listings').addColumn('expiry_warned_at', 'varchar(32)').execute();
  await db.schema.createIndex('listings_expiry').on('listings').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_expiry').execute();
  await db.schema.dropIndex('listings_public_city').execute();
  await db.schema.alterTable('listings').dropColumn('expiry_warned_at').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('classifieds').execute();
}

import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/** Rentals and housing, a classified kind (docs/decisions/014): the fields a home has of its own. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rentals')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('accommodation_type', 'varchar(12)', (column) => column.notNull())
    .addColumn('area_sqft', 'integer', (column) => column.notNull())
    .addColumn('bedrooms', 'integer', (column) => column.notNull())
    .addColumn('bathrooms', 'double precision', (column) => column.notNull())
    .addColumn('shared_bathroom', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('gender', 'varchar(8)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rentals').execute();
}

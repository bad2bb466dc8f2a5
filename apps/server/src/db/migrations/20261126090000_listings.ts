import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * The listings core every kind of user post shares (businesses now; jobs, homes and products
 * next): one `listings` row carries ownership and the life cycle, a table per kind carries its own
 * fields, and images, categories, opening hours and follows hang off the listing. Also the site's
 * "Our Services" entries and its sister web sites.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const serial = (column: any) =>
    isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

  await db.schema
    .alterTable('categories')
    .addColumn('icon', 'varchar(32)', (column) => column.notNull().defaultTo('store'))
    .execute();

  // A retried upload (same Idempotency-Key from the same account) answers the image it stored.
  await db.schema.alterTable('images').addColumn('upload_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('images_upload_key')
    .on('images')
    .columns(['owner_user_id', 'upload_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', 'integer', serial)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('owner_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('city_id', 'integer', (column) => column.references('cities.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (column) => column.references('categories.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('status_reason', 'varchar(500)')
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('is_anonymous', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_verified', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('title', 'varchar(120)', (column) => column.notNull())
    .addColumn('sort_title', 'varchar(120)', (column) => column.notNull())
    .addColumn('summary', 'varchar(400)', (column) => column.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('pending_changes', 'text')
    .addColumn('pending_since', timestamp)
    .addColumn('follower_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .addColumn('published_at', timestamp)
    .addColumn('expires_at', timestamp)
    .execute();
  // Public lists: newest first and by name, within a site, kind and status (keyset pages).
  await db.schema
    .createIndex('listings_public_newest')
    .on('listings')
    .columns(['site_id', 'kind', 'status', 'published_at', 'id'])
    .execute();
  await db.schema
    .createIndex('listings_public_name')
    .on('listings')
    .columns(['site_id', 'kind', 'status', 'sort_title', 'id'])
    .execute();
  await db.schema
    .createIndex('listings_owner')
    .on('listings')
    .columns(['owner_user_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('listings_review')
    .on('listings')
    .columns(['status', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('listing_categories')
    .addColumn('listing_id', 'integer', (column) =>
      column.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (column) =>
      column.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('listing_categories_pk', ['listing_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('listing_categories_category')
    .on('listing_categories')
    .columns(['category_id', 'listing_id'])
    .execute();

  // Images in order per role (logo, cover, main, gallery); the image rows carry their owner.
  await db.schema
    .createTable('listing_images')
    .addColumn('listing_id', 'integer', (column) =>
      column.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('image_id', 'integer', (column) =>
      column.notNull().references('images.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(16)', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('listing_images_pk', ['listing_id', 'role', 'position'])
    .execute();
  await db.schema.createIndex('listing_images_image').on('listing_images').columns(['image_id']).execute();

  // Opening hours flattened for the "open now" filter (see openIntervalRows in the contract).
  await db.schema
    .createTable('listing_open_intervals')
    .addColumn('listing_id', 'integer', (column) =>
      column.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('weekday', 'integer')
    .addColumn('date', 'varchar(10)')
    .addColumn('start_minute', 'integer', (column) => column.notNull())
    .addColumn('end_minute', 'integer', (column) => column.notNull())
    .addColumn('spill', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('listing_open_intervals_listing')
    .on('listing_open_intervals')
    .columns(['listing_id', 'weekday', 'date'])
    .execute();

  await db.schema
    .createTable('listing_follows')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (column) =>
      column.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('listing_follows_pk', ['user_id', 'listing_id'])
    .execute();
  await db.schema
    .createIndex('listing_follows_listing')
    .on('listing_follows')
    .columns(['listing_id'])
    .execute();

  // The business kind's own fields. Lists of short strings are JSON text (read whole, never queried).
  await db.schema
    .createTable('businesses')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('street', 'varchar(200)', (column) => column.notNull())
    .addColumn('state', 'varchar(60)', (column) => column.notNull())
    .addColumn('postal_code', 'varchar(12)', (column) => column.notNull())
    .addColumn('phone', 'varchar(32)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('website', 'varchar(500)')
    .addColumn('social_links', 'text', (column) => column.notNull())
    .addColumn('services', 'text', (column) => column.notNull())
    .addColumn('always_open', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('opening_hours', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('our_services')
    .addColumn('id', 'integer', serial)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title_en', 'varchar(120)', (column) => column.notNull())
    .addColumn('title_ar', 'varchar(120)', (column) => column.notNull())
    .addColumn('summary_en', 'varchar(400)', (column) => column.notNull())
    .addColumn('summary_ar', 'varchar(400)', (column) => column.notNull())
    .addColumn('link', 'varchar(500)', (column) => column.notNull())
    .addColumn('icon', 'varchar(32)', (column) => column.notNull())
    .addColumn('image_id', 'integer', (column) => column.references('images.id').onDelete('set null'))
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sister_sites')
    .addColumn('id', 'integer', serial)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name_en', 'varchar(120)', (column) => column.notNull())
    .addColumn('name_ar', 'varchar(120)', (column) => column.notNull())
    .addColumn('summary_en', 'varchar(400)', (column) => column.notNull())
    .addColumn('summary_ar', 'varchar(400)', (column) => column.notNull())
    .addColumn('url', 'varchar(500)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sister_sites',
    'our_services',
    'businesses',
    'listing_follows',
    'listing_open_intervals',
    'listing_images',
    'listing_categories',
    'listings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('categories').dropColumn('icon').execute();
  await db.schema.dropIndex('images_upload_key').ifExists().execute();
  await db.schema.alterTable('images').dropColumn('upload_key').execute();
}

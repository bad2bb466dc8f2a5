import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * The marketplace, a classified kind (docs/decisions/014): a product's own fields, and the
 * models and colours a site lists in both languages. Main categories and subcategories are
 * `categories` rows of kind `market` under the site's marketplace category.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('market_models')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (column) =>
      column.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('name_en', 'varchar(80)', (column) => column.notNull())
    .addColumn('name_ar', 'varchar(80)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('market_models_category')
    .on('market_models')
    .columns(['category_id'])
    .execute();

  await db.schema
    .createTable('market_colors')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (column) => column.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name_en', 'varchar(40)', (column) => column.notNull())
    .addColumn('name_ar', 'varchar(40)', (column) => column.notNull())
    .addColumn('hex', 'varchar(7)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('market_colors_site').on('market_colors').columns(['site_id']).execute();

  await db.schema
    .createTable('products')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('main_category_id', 'integer', (column) => column.notNull().references('categories.id'))
    .addColumn('condition', 'varchar(8)')
    .addColumn('year', 'integer')
    .addColumn('model_id', 'integer', (column) => column.references('market_models.id').onDelete('set null'))
    .addColumn('color_id', 'integer', (column) => column.references('market_colors.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('products_main_category')
    .on('products')
    .columns(['main_category_id'])
    .execute();

  // Product lists narrowed to a subcategory (how the marketplace is browsed), newest first.
  await db.schema
    .createIndex('listings_public_category')
    .on('listings')
    .columns(['site_id', 'kind', 'status', 'category_id', 'published_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_public_category').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('market_colors').execute();
  await db.schema.dropTable('market_models').execute();
}

import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

type Builder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const withId = (table: Builder): Builder =>
    isPostgres
      ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  const siteColumn = (table: Builder): Builder =>
    table.addColumn('site_id', 'integer', (column) =>
      column.notNull().references('sites.id').onDelete('cascade'),
    );
  const bilingual = (table: Builder, name: string, type: 'text' | 'varchar(200)' = 'text'): Builder =>
    table
      .addColumn(`${name}_en`, type, (column) => column.notNull())
      .addColumn(`${name}_ar`, type, (column) => column.notNull());

  // About, contact and the legal pages: one row per site and key.
  let pages = siteColumn(withId(db.schema.createTable('pages'))).addColumn('key', 'varchar(32)', (column) =>
    column.notNull(),
  );
  pages = bilingual(bilingual(bilingual(pages, 'title', 'varchar(200)'), 'summary'), 'body');
  await pages
    .addColumn('image_id', 'integer', (column) => column.references('images.id').onDelete('set null'))
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .addUniqueConstraint('pages_site_key_unique', ['site_id', 'key'])
    .execute();

  let posts = siteColumn(withId(db.schema.createTable('blog_posts'))).addColumn(
    'slug',
    'varchar(160)',
    (column) => column.notNull(),
  );
  posts = bilingual(
    bilingual(bilingual(bilingual(posts, 'title', 'varchar(200)'), 'excerpt'), 'body'),
    'author',
  );
  await posts
    .addColumn('cover_image_id', 'integer', (column) => column.references('images.id').onDelete('set null'))
    .addColumn('is_published', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('published_at', timestamp, (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .addUniqueConstraint('blog_posts_site_slug_unique', ['site_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('blog_posts_site_published')
    .on('blog_posts')
    .columns(['site_id', 'is_published', 'published_at', 'id'])
    .execute();

  await bilingual(siteColumn(withId(db.schema.createTable('faq_groups'))), 'title', 'varchar(200)')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await bilingual(
    bilingual(
      withId(db.schema.createTable('faq_items')).addColumn('group_id', 'integer', (column) =>
        column.notNull().references('faq_groups.id').onDelete('cascade'),
      ),
      'question',
    ),
    'answer',
  )
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('faq_items_group')
    .on('faq_items')
    .columns(['group_id', 'sort_order'])
    .execute();

  let forms = siteColumn(withId(db.schema.createTable('forms'))).addColumn('slug', 'varchar(80)', (column) =>
    column.notNull(),
  );
  forms = bilingual(bilingual(bilingual(forms, 'title', 'varchar(200)'), 'intro'), 'success');
  await forms
    .addColumn('is_published', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .addUniqueConstraint('forms_site_slug_unique', ['site_id', 'slug'])
    .execute();
  await bilingual(
    withId(db.schema.createTable('form_fields'))
      .addColumn('form_id', 'integer', (column) =>
        column.notNull().references('forms.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(64)', (column) => column.notNull())
      .addColumn('type', 'varchar(16)', (column) => column.notNull()),
    'label',
    'varchar(200)',
  )
    .addColumn('is_required', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max_length', 'integer')
    // JSON array of {value, label_en, label_ar} for choice fields.
    .addColumn('options', 'text')
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('form_fields_form_name_unique', ['form_id', 'name'])
    .execute();
  await withId(db.schema.createTable('form_submissions'))
    .addColumn('form_id', 'integer', (column) => column.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    // JSON object of field name to value.
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_form')
    .on('form_submissions')
    .columns(['form_id', 'created_at'])
    .execute();
  await db.schema.createIndex('form_submissions_user').on('form_submissions').column('user_id').execute();

  await siteColumn(withId(db.schema.createTable('contact_messages')))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('phone', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('new'))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_site')
    .on('contact_messages')
    .columns(['site_id', 'created_at'])
    .execute();
  await db.schema.createIndex('contact_messages_email').on('contact_messages').column('email').execute();

  // One table for every kind of saved item (blog posts now; businesses, jobs, homes, products later).
  await db.schema
    .createTable('saved_items')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('item_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('saved_items_pk', ['user_id', 'item_type', 'item_id'])
    .execute();
  await db.schema
    .createIndex('saved_items_item')
    .on('saved_items')
    .columns(['item_type', 'item_id'])
    .execute();

  // Contact details shown on the contact page, and the live chat a site may turn on.
  const columns: [string, 'text' | 'double precision' | 'varchar(16)' | 'varchar(100)', boolean][] = [
    ['contact_address_en', 'text', true],
    ['contact_address_ar', 'text', true],
    ['office_hours_en', 'text', true],
    ['office_hours_ar', 'text', true],
    ['map_latitude', 'double precision', false],
    ['map_longitude', 'double precision', false],
    ['live_chat_provider', 'varchar(16)', false],
    ['live_chat_id', 'varchar(100)', false],
  ];
  for (const [name, type, hasEmptyDefault] of columns) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(name, type, (column) => (hasEmptyDefault ? column.notNull().defaultTo('') : column))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'live_chat_id',
    'live_chat_provider',
    'map_longitude',
    'map_latitude',
    'office_hours_ar',
    'office_hours_en',
    'contact_address_ar',
    'contact_address_en',
  ]) {
    await db.schema.alterTable('site_settings').dropColumn(name).execute();
  }
  for (const table of [
    'saved_items',
    'contact_messages',
    'form_submissions',
    'form_fields',
    'forms',
    'faq_items',
    'faq_groups',
    'blog_posts',
    'pages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

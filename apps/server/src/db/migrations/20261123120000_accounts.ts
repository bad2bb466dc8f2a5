import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

type Builder = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Kysely<any>, table: Builder): Builder {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('phone', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .addColumn('gender', 'varchar(8)')
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('role', 'varchar(16)', (column) => column.notNull().defaultTo('user'))
    .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo('en'))
    .addColumn('photo_image_id', 'integer', (column) => column.references('images.id').onDelete('set null'))
    .addColumn('deleted_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('last_seen_at', timestamp, (column) => column.notNull())
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('one_time_codes'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(24)', (column) => column.notNull())
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('target_email', 'varchar(254)')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .addColumn('consumed_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_user_purpose')
    .on('one_time_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('to_address', 'varchar(254)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(12)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', timestamp, (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('sent_at', timestamp)
    .execute();
  await db.schema
    .createIndex('outbox_status_next')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('reset_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rate_limits', 'outbox', 'one_time_codes', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

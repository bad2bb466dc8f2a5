import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/** Why a moderator may refuse a post, as the console offers them (editable there). */
const REJECTION_REASONS: Array<[key: string, en: string, ar: string]> = [
  ['incomplete', 'Important details are missing', 'تنقصه تفاصيل مهمة'],
  ['wrong-category', 'Posted in the wrong category', 'منشور في قسم غير مناسب'],
  ['prohibited', 'Not allowed on this site', 'غير مسموح به على هذا الموقع'],
  ['misleading', 'Misleading or wrong information', 'معلومات مضللة أو خاطئة'],
  ['photos', 'Photos are unclear or unsuitable', 'الصور غير واضحة أو غير مناسبة'],
  ['duplicate', 'Posted more than once', 'منشور أكثر من مرة'],
  ['spam', 'Spam or advertising', 'رسائل مزعجة أو إعلان'],
  ['other', 'Another reason (see the note)', 'سبب آخر (انظر الملاحظة)'],
];

/**
 * The moderation console: reasons to reject a post, which moderator is looking at which post
 * (so two never decide on one at once unknowingly), suspended accounts, and the audit log of
 * every console action and every role or status change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const serial = (column: any) =>
    isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

  await db.schema
    .createTable('rejection_reasons')
    .addColumn('id', 'integer', serial)
    .addColumn('key', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('label_en', 'varchar(120)', (column) => column.notNull())
    .addColumn('label_ar', 'varchar(120)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  for (const [index, [key, en, ar]] of REJECTION_REASONS.entries()) {
    await db
      .insertInto('rejection_reasons')
      .values({ key, label_en: en, label_ar: ar, sort_order: index })
      .execute();
  }

  // A claim lasts a few minutes and is renewed while the moderator keeps the post open.
  await db.schema
    .createTable('review_claims')
    .addColumn('listing_id', 'integer', (column) =>
      column.primaryKey().references('listings.id').onDelete('cascade'),
    )
    .addColumn('moderator_user_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('suspended_at', timestamp).execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'varchar(500)').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', serial)
    .addColumn('site_id', 'integer', (column) => column.references('sites.id').onDelete('cascade'))
    // The actor's account may be erased later; the entry keeps the name they had then.
    .addColumn('actor_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'varchar(120)', (column) => column.notNull())
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('target_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_label', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_user_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
  // The review queue: oldest first among pending posts and published posts with an edit waiting.
  await db.schema
    .createIndex('listings_pending_since')
    .on('listings')
    .columns(['site_id', 'pending_since'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('listings_pending_since').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('users').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.dropTable('review_claims').execute();
  await db.schema.dropTable('rejection_reasons').execute();
}

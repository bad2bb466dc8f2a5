import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/** Reasons a post can be reported for, as the site offers them (editable later in the console). */
const REASONS: Array<[key: string, en: string, ar: string]> = [
  ['scam', 'Scam or fraud', 'احتيال أو نصب'],
  ['spam', 'Spam or advertising', 'رسائل مزعجة أو إعلان'],
  ['offensive', 'Offensive or hateful', 'محتوى مسيء أو يحض على الكراهية'],
  ['wrong-info', 'Wrong or misleading information', 'معلومات خاطئة أو مضللة'],
  ['not-available', 'Closed or no longer available', 'مغلق أو لم يعد متاحاً'],
  ['duplicate', 'Posted more than once', 'منشور أكثر من مرة'],
  ['other', 'Something else', 'سبب آخر'],
];

/**
 * Reports on posts of every kind: who reported (one report per person and post), why, and
 * whether a moderator has dealt with it. Enough open reports hide a post until it is reviewed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const serial = (column: any) =>
    isPostgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

  await db.schema
    .createTable('report_reasons')
    .addColumn('id', 'integer', serial)
    .addColumn('key', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('label_en', 'varchar(120)', (column) => column.notNull())
    .addColumn('label_ar', 'varchar(120)', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  for (const [index, [key, en, ar]] of REASONS.entries()) {
    await db
      .insertInto('report_reasons')
      .values({ key, label_en: en, label_ar: ar, sort_order: index })
      .execute();
  }

  await db.schema
    .createTable('listing_reports')
    .addColumn('id', 'integer', serial)
    .addColumn('listing_id', 'integer', (column) =>
      column.notNull().references('listings.id').onDelete('cascade'),
    )
    .addColumn('reporter_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('reason_id', 'integer', (column) => column.notNull().references('report_reasons.id'))
    .addColumn('note', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('resolved_at', timestamp)
    .execute();
  // One report per person and post; a removed account's reports stay, counted once each.
  await db.schema
    .createIndex('listing_reports_once')
    .on('listing_reports')
    .columns(['listing_id', 'reporter_user_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_reports').execute();
  await db.schema.dropTable('report_reasons').execute();
}

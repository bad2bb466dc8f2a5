import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Fixes from the security review:
 * - images become owned records (owner, purpose, position), so one user's upload is never
 *   another's; a profile photo that only one account points at is given to that account;
 * - outbox rows name the account they concern and a time after which they are useless, so
 *   erasure and pruning can find them; a claimed row carries a lease (`sending` until
 *   `next_attempt_at`), so two servers never send one message twice;
 * - a newsletter subscription made while signed in names the account, for erasure;
 * - rate-limit keys are keyed hashes of fixed length from now on: old keys (which embed
 *   e-mail addresses) are dropped; they only hold counters of at most an hour.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('images')
    .addColumn('owner_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('images')
    .addColumn('purpose', 'varchar(24)', (column) => column.notNull().defaultTo('site'))
    .execute();
  await db.schema
    .alterTable('images')
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('images_owner').on('images').columns(['owner_user_id', 'purpose']).execute();
  // A photo that exactly one account points at belongs to it. A row shared by several accounts
  // (the old content-keyed uploads) stays ownerless, so removing it from one never deletes it.
  await sql`
    update images set purpose = 'profile_photo'
    where id in (select photo_image_id from users where photo_image_id is not null)
  `.execute(db);
  await sql`
    update images
    set owner_user_id = (select min(users.id) from users where users.photo_image_id = images.id)
    where id in (
      select photo_image_id from users where photo_image_id is not null
      group by photo_image_id having count(*) = 1
    )
  `.execute(db);

  await db.schema.alterTable('outbox').addColumn('user_id', 'integer').execute();
  await db.schema.alterTable('outbox').addColumn('subject_email', 'varchar(254)').execute();
  await db.schema.alterTable('outbox').addColumn('discard_after', timestamp).execute();
  await db.schema.createIndex('outbox_user').on('outbox').column('user_id').execute();
  await db.schema.createIndex('outbox_subject_email').on('outbox').column('subject_email').execute();
  await db.schema.createIndex('outbox_sent').on('outbox').columns(['status', 'created_at']).execute();

  await db.schema.alterTable('newsletter_subscribers').addColumn('user_id', 'integer').execute();
  await db.schema
    .createIndex('newsletter_subscribers_user')
    .on('newsletter_subscribers')
    .column('user_id')
    .execute();

  await db.deleteFrom('rate_limits').execute();
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rate_limits_reset').ifExists().execute();
  await db.schema.dropIndex('newsletter_subscribers_user').ifExists().execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('user_id').execute();
  for (const index of ['outbox_sent', 'outbox_subject_email', 'outbox_user', 'images_owner'])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['discard_after', 'subject_email', 'user_id'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  for (const column of ['position', 'purpose', 'owner_user_id'])
    await db.schema.alterTable('images').dropColumn(column).execute();
}

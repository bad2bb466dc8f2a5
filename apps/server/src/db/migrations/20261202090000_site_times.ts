import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * Times an admin sets per site from the console: how long a visitor's page is kept (0: never),
 * how many days a classified stays up and how many days before that its owner is warned. Null
 * means the server's configured default (PUBLIC_CACHE_SECONDS, POST_EXPIRY_DAYS,
 * POST_EXPIRY_WARNING_DAYS).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of ['page_cache_seconds', 'post_expiry_days', 'expiry_warning_days']) {
    await db.schema.alterTable('site_settings').addColumn(name, 'integer').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['expiry_warning_days', 'post_expiry_days', 'page_cache_seconds']) {
    await db.schema.alterTable('site_settings').dropColumn(name).execute();
  }
}

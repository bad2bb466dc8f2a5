import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * The answers to requests sent with an `Idempotency-Key`, so a retried create or upload gets the
 * first answer instead of making a second post. A row is claimed (no status yet) while the first
 * request runs, then holds its answer for 24 hours. `id` is a keyed hash of the caller and the key;
 * the answer is encrypted with a key derived from the client's key, which is never stored.
 * Times are milliseconds since the epoch, as in `rate_limits`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    // The account the key belongs to (null for a guest, known by address), so erasure finds its rows.
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('fingerprint', 'varchar(64)', (column) => column.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('locked_until', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
  await db.schema.createIndex('idempotency_keys_user').on('idempotency_keys').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}

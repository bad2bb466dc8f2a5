import type { Kysely } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/**
 * The role a session was made for (SECURITY.md item 9: a new session id on a change of
 * privilege). A web session whose role no longer matches its user's is renewed at its next use:
 * the browser gets a new cookie. Sessions made before this are left alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('role', 'varchar(16)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('role').execute();
}

import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

function migratorFor(db: Kysely<Database>, list: Record<string, Migration>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => list } });
}

/**
 * Brings the database schema up to date; throws with the failing migration's name on error.
 * Every pending migration runs in one transaction on both engines (see database.ts), so a failure
 * leaves the schema as it was. `list` is for tests; the server always passes every migration.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const result: MigrationResultSet = await migratorFor(db, list).migrateToLatest();
  const failed = result.results?.find((migration) => migration.status === 'Error');
  if (result.error || failed) {
    const name = failed ? ` in ${failed.migrationName}` : '';
    throw new Error(`Migration failed${name}: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).map((migration) => migration.migrationName);
}

export interface MigrationState {
  /** Migrations already applied to this database; 0 for a new one. */
  applied: string[];
  /** Migrations this version of the code would apply, in order. */
  pending: string[];
}

/** What migrating would do, read without changing anything (not even creating Kysely's tables). */
export async function migrationState(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<MigrationState> {
  const known = await migratorFor(db, list).getMigrations();
  const applied = known.filter((migration) => migration.executedAt !== undefined).map(({ name }) => name);
  const pending = known.filter((migration) => migration.executedAt === undefined).map(({ name }) => name);
  return { applied, pending };
}

import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** Brings the database schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  const failed = result.results?.find((migration) => migration.status === 'Error');
  if (result.error || failed) {
    const name = failed ? ` in ${failed.migrationName}` : '';
    throw new Error(`Migration failed${name}: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).map((migration) => migration.migrationName);
}

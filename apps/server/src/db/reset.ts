import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Drops every table (`npm run db:reset`), so the migrations build the schema again from nothing:
 * schema work, like the migrations, on both engines. The caller asks for confirmation first.
 */
export async function dropAllTables(database: DatabaseHandle): Promise<void> {
  if (database.engine === 'postgres') {
    await sql`drop schema public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
    return;
  }
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db);
  await sql`pragma foreign_keys = off`.execute(database.db);
  // `if exists`: dropping the search's FTS5 table drops its shadow tables with it.
  for (const { name } of tables.rows) await sql`drop table if exists ${sql.table(name)}`.execute(database.db);
  await sql`pragma foreign_keys = on`.execute(database.db);
}

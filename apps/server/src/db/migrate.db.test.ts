import { type Kysely, type Migration, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { migrateToLatest, migrationState } from './migrate';
import { migrations } from './migrations/index';
import type { Database } from './schema';

async function tableExists(db: Kysely<Database>, name: string): Promise<boolean> {
  const query =
    testEngine === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${name}`
      : sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename = ${name}`;
  return (await query.execute(db)).rows.length > 0;
}

describe.skipIf(isEngineUnavailable())(`migrations (${testEngine}, SECURITY.md item 31)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('run in a transaction: one that fails half-way leaves no table, column or record of itself', async () => {
    const last = Object.keys(migrations).at(-1) ?? '';
    const failing: Record<string, Migration> = {
      ...migrations,
      '99990101000000_first': {
        up: async (db) => {
          await db.schema
            .createTable('drill_first')
            .addColumn('id', 'integer', (c) => c.primaryKey())
            .execute();
        },
      },
      '99990101000001_second': {
        up: async (db) => {
          await db.schema
            .createTable('drill_second')
            .addColumn('id', 'integer', (c) => c.primaryKey())
            .execute();
          await db.schema.alterTable('images').addColumn('drill_column', 'text').execute();
          await sql`select * from table_that_is_not_there`.execute(db);
        },
      },
    };
    expect(await migrationState(t.db, failing)).toMatchObject({
      pending: ['99990101000000_first', '99990101000001_second'],
    });
    await expect(migrateToLatest(t.db, failing)).rejects.toThrow(/Migration failed in 99990101000001_second/);
    expect(await tableExists(t.db, 'drill_first')).toBe(false);
    expect(await tableExists(t.db, 'drill_second')).toBe(false);
    await expect(sql`select drill_column from images`.execute(t.db)).rejects.toThrow();
    const state = await migrationState(t.db, failing);
    expect(state.applied.at(-1)).toBe(last);
    expect(state.pending).toHaveLength(2);
    // The database still works and migrates once the broken migration is fixed.
    const fixed = { ...failing, '99990101000001_second': { up: async () => undefined } };
    expect(await migrateToLatest(t.db, fixed)).toEqual(['99990101000000_first', '99990101000001_second']);
    expect(await tableExists(t.db, 'drill_first')).toBe(true);
  });
});

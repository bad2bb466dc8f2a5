import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { SqliteHousekeeping } from './sqlite-housekeeping';

const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-wal-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

let open: DatabaseHandle[] = [];
afterEach(async () => {
  for (const database of open) await database.close();
  open = [];
});

async function databaseWithWrites(name: string): Promise<{ database: DatabaseHandle; file: string }> {
  const file = path.join(folder, `${name}.db`);
  const database = openDatabase({ engine: 'sqlite', file });
  open.push(database);
  await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
  for (let index = 0; index < 50; index += 1)
    await sql`insert into notes (body) values (${'x'.repeat(2000)})`.execute(database.db);
  return { database, file };
}

const walSize = (file: string) => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;

describe('SQLite housekeeping (SECURITY.md item 30)', () => {
  it('empties the write-ahead log once the server has been idle for a whole tick, not before', async () => {
    const { database, file } = await databaseWithWrites('idle');
    const housekeeping = database.housekeeping;
    if (!housekeeping) throw new Error('SQLite should have housekeeping');
    expect(walSize(file)).toBeGreaterThan(100_000);
    // First look: queries ran since the last one, so the server is not idle.
    housekeeping.tick();
    expect(walSize(file)).toBeGreaterThan(100_000);
    await sql`select count(*) from notes`.execute(database.db);
    housekeeping.tick();
    expect(walSize(file)).toBeGreaterThan(100_000);
    // A whole tick without a query: checkpointed and truncated.
    housekeeping.tick();
    expect(walSize(file)).toBe(0);
    expect(housekeeping.status()).toMatchObject({ walBytes: 0, lastCheckpointAt: expect.any(String) });
    const rows = await sql<{ count: number }>`select count(*) as count from notes`.execute(database.db);
    expect(rows.rows[0]?.count).toBe(50);
  });

  it('does not wait for another process that is reading, and checkpoints once it is gone', async () => {
    const { database, file } = await databaseWithWrites('reader');
    const housekeeping = database.housekeeping;
    if (!housekeeping) throw new Error('SQLite should have housekeeping');
    const reader = new SqliteDatabase(file);
    try {
      reader.exec('begin');
      reader.prepare('select count(*) from notes').get();
      const started = performance.now();
      const result = housekeeping.checkpoint();
      // busy_timeout is 5 s on the connection; the checkpoint must not use it.
      expect(performance.now() - started).toBeLessThan(500);
      expect(result.isBusy).toBe(true);
      expect(result.walBytes).toBeGreaterThan(0);
      reader.exec('commit');
      expect(housekeeping.checkpoint()).toEqual({ isBusy: false, walBytes: 0 });
    } finally {
      reader.close();
    }
  });

  it('warns about a large log and about a transaction left open with no query, once each', async () => {
    const { database, file } = await databaseWithWrites('warnings');
    const sqlite = new SqliteDatabase(file);
    const queries = { count: 0 };
    const warnings: { message: string; details: Record<string, unknown> }[] = [];
    const housekeeping = new SqliteHousekeeping(sqlite, file, queries, {
      tickMs: 10_000,
      warningBytes: 50_000,
      openTransactionWarningMs: 30_000,
      warn: (message, details) => warnings.push({ message, details }),
    });
    // Another reader holds the log, so it cannot be emptied and stays over the limit.
    const reader = new SqliteDatabase(file);
    try {
      reader.exec('begin');
      reader.prepare('select count(*) from notes').get();
      sqlite.exec('begin');
      sqlite.prepare('select count(*) from notes').get();
      for (let tick = 0; tick < 5; tick += 1) housekeeping.tick();
      expect(warnings.map((warning) => warning.message)).toEqual([
        'the SQLite write-ahead log is large: a long-running reader (a backup, another process) may be holding it',
        'a database transaction has been open with no query in it',
      ]);
      expect(warnings[0]?.details).toMatchObject({ warningBytes: 50_000 });
      expect(warnings[1]?.details).toEqual({ openForMs: 30_000 });
      sqlite.exec('commit');
      reader.exec('commit');
      // The checkpoint waits for no one, and leaves the connection's own busy timeout as it was.
      sqlite.pragma('busy_timeout = 1234');
      expect(housekeeping.checkpoint().isBusy).toBe(false);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(1234);
    } finally {
      reader.close();
      sqlite.close();
    }
    await database.close();
    open = [];
  });

  it('stops with the database', async () => {
    const { database } = await databaseWithWrites('stops');
    const housekeeping = database.housekeeping;
    await database.close();
    open = [];
    expect(() => housekeeping?.tick()).not.toThrow();
  });
});

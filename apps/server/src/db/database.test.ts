import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseBusy, isUniqueViolation, openDatabase, withStatementCache } from './database';
import { inTransaction } from './transaction';

describe('SQLite transactions with another process on the same file', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-db-'));
  const file = path.join(folder, 'shared.db');
  const server = openDatabase({ engine: 'sqlite', file });
  // Another process (a command-line tool): a second connection that does not wait for locks.
  let tool: SqliteDatabase.Database;
  afterAll(async () => {
    tool?.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('a transaction that reads before it writes holds the write lock from its start', async () => {
    await sql`create table notes (id integer primary key, body text not null)`.execute(server.db);
    tool = new SqliteDatabase(file);
    tool.pragma('busy_timeout = 0');
    let toolWrite: unknown;
    await inTransaction(server.db, async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      // With a plain BEGIN this write would go through, and the insert below would then fail
      // with SQLITE_BUSY_SNAPSHOT: the transaction's snapshot would be out of date.
      try {
        tool.prepare("insert into notes (body) values ('from the tool')").run();
      } catch (error) {
        toolWrite = error;
      }
      await sql`insert into notes (body) values ('from the server')`.execute(trx);
    });
    expect(isDatabaseBusy(toolWrite)).toBe(true);
    // Once the transaction is over, the tool writes as usual.
    tool.prepare("insert into notes (body) values ('from the tool')").run();
    expect(tool.prepare('select body from notes order by id').pluck().all()).toEqual([
      'from the server',
      'from the tool',
    ]);
  });
});

describe('isDatabaseBusy', () => {
  it("knows SQLite's and PostgreSQL's codes for a writer in the way, and nothing else", () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '40001', '40P01', '55P03'])
      expect(isDatabaseBusy({ code }), code).toBe(true);
    for (const error of [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }, { code: '23505' }, new Error('busy'), null])
      expect(isDatabaseBusy(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it("knows SQLite's and PostgreSQL's unique index refusals, and nothing else", () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: sites.code'))).toBe(true);
    for (const error of [
      { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' },
      { code: '23503' },
      new Error('busy'),
      null,
    ])
      expect(isUniqueViolation(error)).toBe(false);
  });
});

describe('withStatementCache', () => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
  const cache = withStatementCache(sqlite, 2) as unknown as {
    prepare(sql: string): SqliteDatabase.Statement;
  };

  it('hands out one compiled statement per query text, with new parameters each run', () => {
    const first = cache.prepare('select n from t where n > ?');
    expect(cache.prepare('select n from t where n > ?')).toBe(first);
    expect(first.all(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cache.prepare('select n from t where n > ?').all(2)).toEqual([{ n: 3 }]);
  });

  it('keeps the most recently used texts up to its size', () => {
    const a = cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3'); // pushes out "select 2", the least recently used
    expect(cache.prepare('select 1')).toBe(a);
    const again = cache.prepare('select 2');
    expect(again.get()).toEqual({ 2: 2 });
  });

  it('gives a fresh statement for a text whose statement is still iterating', () => {
    const running = cache.prepare('select n from t order by n');
    const rows = running.iterate();
    expect(rows.next().value).toEqual({ n: 1 });
    const other = cache.prepare('select n from t order by n');
    expect(other).not.toBe(running);
    expect(other.all()).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });
});

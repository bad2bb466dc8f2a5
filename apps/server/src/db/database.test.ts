import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

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

import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { PreparedQuery } from './prepared-query';

interface Notes {
  notes: { id: number; owner: number; body: string };
}

describe('PreparedQuery', () => {
  const handle = openDatabase({ engine: 'sqlite', file: ':memory:' });
  const db = handle.db as unknown as Kysely<Notes>;
  beforeAll(async () => {
    await sql`create table notes (id integer primary key, owner integer not null, body text not null)`.execute(
      db,
    );
    await sql`insert into notes (owner, body) values (1, 'one'), (1, 'two'), (2, 'three')`.execute(db);
  });
  afterAll(() => handle.close());

  it('answers each run for its own values, with the constants of the query kept', async () => {
    const byOwner = new PreparedQuery((database: Kysely<Notes>, owner: number, body: string) =>
      database
        .selectFrom('notes')
        .select('id')
        .where('owner', '=', owner)
        .where('body', '!=', 'never')
        .where('body', '=', body),
    );
    expect(await byOwner.first(db, 1, 'two')).toEqual({ id: 2 });
    expect(await byOwner.first(db, 2, 'three')).toEqual({ id: 3 });
    expect(await byOwner.first(db, 2, 'two')).toBeUndefined();
  });

  it('takes a list of values by rest parameter when told how many', async () => {
    const among = new PreparedQuery(
      (database: Kysely<Notes>, ...ids: number[]) =>
        database.selectFrom('notes').select('body').where('id', 'in', ids).orderBy('id'),
      2,
    );
    expect(await among.rows(db, 1, 3)).toEqual([{ body: 'one' }, { body: 'three' }]);
  });

  it('refuses a query that does not use each value exactly once', async () => {
    const unused = new PreparedQuery((database: Kysely<Notes>, _owner: number) =>
      database.selectFrom('notes').select('id'),
    );
    await expect(unused.rows(db, 1)).rejects.toThrow(/placeholder 0/);
  });
});

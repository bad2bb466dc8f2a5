import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: Kysely<any>, no application imports (see 20261123090000_foundation).

/** One term list as a tsvector literal: each term quoted, at its own position (1-16383). */
function positioned(column: string) {
  return sql.raw(`coalesce((
    select string_agg('''' || replace(replace(term, '\\', '\\\\'), '''', '''''') || ''':' || least(n, 16383), ' ')
    from unnest(string_to_array(${column}, ' ')) with ordinality as u(term, n)
    where term <> ''), '')::tsvector`);
}

/**
 * Search ranks by relevance on both engines (issue 32, decision 015): the index tells a title
 * from the rest of a text. SQLite's FTS5 table gets two columns, `title` and `body`, for
 * `bm25()` with column weights; PostgreSQL's tsvector is written by the application with
 * positions, the title's terms weighted A, for `ts_rank_cd` (which needs positions). Still no
 * parser and no dictionary: the lexemes are the application's terms. Existing entries are
 * carried over from `search_entries` (their `title_terms` and `terms`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table search_entries drop column tsv`.execute(db);
    await sql`alter table search_entries add column tsv tsvector not null default ''`.execute(db);
    await sql`update search_entries set tsv = setweight(${positioned('title_terms')}, 'A') || ${positioned('terms')}`.execute(
      db,
    );
    await sql`create index search_entries_tsv on search_entries using gin (tsv)`.execute(db);
    return;
  }
  await sql`drop trigger search_entries_fts_delete`.execute(db);
  await sql`drop table search_vocabulary`.execute(db);
  await sql`drop table search_fts`.execute(db);
  await sql`create virtual table search_fts using fts5(title, body, content='', contentless_delete=1, tokenize='ascii', prefix='2 3')`.execute(
    db,
  );
  await sql`insert into search_fts (rowid, title, body) select id, title_terms, terms from search_entries`.execute(
    db,
  );
  await sql`create virtual table search_vocabulary using fts5vocab(search_fts, 'row')`.execute(db);
  await sql`create trigger search_entries_fts_delete after delete on search_entries
    begin delete from search_fts where rowid = old.id; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table search_entries drop column tsv`.execute(db);
    await sql`alter table search_entries add column tsv tsvector generated always as (array_to_tsvector(string_to_array(terms, ' '))) stored`.execute(
      db,
    );
    await sql`create index search_entries_tsv on search_entries using gin (tsv)`.execute(db);
    return;
  }
  await sql`drop trigger search_entries_fts_delete`.execute(db);
  await sql`drop table search_vocabulary`.execute(db);
  await sql`drop table search_fts`.execute(db);
  await sql`create virtual table search_fts using fts5(terms, content='', contentless_delete=1, tokenize='ascii', prefix='2 3')`.execute(
    db,
  );
  await sql`insert into search_fts (rowid, terms) select id, terms from search_entries`.execute(db);
  await sql`create virtual table search_vocabulary using fts5vocab(search_fts, 'row')`.execute(db);
  await sql`create trigger search_entries_fts_delete after delete on search_entries
    begin delete from search_fts where rowid = old.id; end`.execute(db);
}

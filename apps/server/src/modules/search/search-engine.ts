import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database, SearchKind } from '../../db/schema';

/**
 * What to match: every group must match (AND), any alternative of a group will do (OR). An
 * alternative is one term, matched whole, or as a prefix when `prefix` is set. Terms are the
 * normaliser's output (letters and digits only) and every one is quoted on its way to the
 * engine, so no operator, column name or SQL can come from what a user typed.
 */
export interface MatchQuery {
  siteId: number;
  groups: { terms: string[]; prefixes: string[] }[];
  /** Only posts in this city (entries without a listing, such as blog posts, always pass). */
  cityId?: number | undefined;
  /** Only entries of this kind. */
  kind?: SearchKind | undefined;
  /** The newest matches are taken first, up to this many (the ranking cap). */
  limit: number;
  now: string;
}

export interface MatchedEntry {
  kind: SearchKind;
  ref_id: number;
  title_terms: string;
  published_at: string | null;
}

/**
 * The two places search differs by engine: keeping an entry's terms in the full-text index, and
 * matching. SQLite keeps them in an FTS5 table keyed by the entry id; PostgreSQL derives a
 * tsvector column from the entry's `terms` (no parser, no dictionary), so it has nothing to do.
 */
export interface SearchEngine {
  /** Deleting an entry removes its terms on both (a trigger on SQLite, the row on PostgreSQL). */
  writeTerms(db: Kysely<Database>, entryId: number, terms: string): Promise<void>;
  match(db: Kysely<Database>, query: MatchQuery): Promise<MatchedEntry[]>;
  /** Every term some entry has now. */
  liveTerms(db: Kysely<Database>): Promise<Set<string>>;
  /** Bytes the index takes on disk (the entries, the full-text index and the typo variants). */
  indexBytes(db: Kysely<Database>): Promise<number>;
}

/** Public entries only: a post while its listing is published and not past expiry, else by date. */
function visible(query: MatchQuery): RawBuilder<unknown> {
  const city =
    query.cityId === undefined ? sql`` : sql` and (e.listing_id is null or e.city_id = ${query.cityId})`;
  const kind = query.kind === undefined ? sql`` : sql` and e.kind = ${query.kind}`;
  return sql`e.site_id = ${query.siteId}
    and (
      (e.listing_id is null and e.published_at <= ${query.now})
      or (l.status = 'published' and (l.expires_at is null or l.expires_at > ${query.now}))
    )${city}${kind}`;
}

const sqliteEngine: SearchEngine = {
  async writeTerms(db, entryId, terms) {
    await sql`delete from search_fts where rowid = ${entryId}`.execute(db);
    await sql`insert into search_fts (rowid, terms) values (${entryId}, ${terms})`.execute(db);
  },
  async match(db, query) {
    const quote = (term: string) => `"${term.replaceAll('"', '""')}"`;
    const expression = query.groups
      .map(
        (group) =>
          `(${[...group.terms.map(quote), ...group.prefixes.map((prefix) => `${quote(prefix)}*`)].join(' OR ')})`,
      )
      .join(' AND ');
    const result = await sql<MatchedEntry>`
      select e.kind, e.ref_id, e.title_terms, coalesce(l.published_at, e.published_at) as published_at
      from search_fts f
      join search_entries e on e.id = f.rowid
      left join listings l on l.id = e.listing_id
      where search_fts match ${expression} and ${visible(query)}
      order by f.rowid desc
      limit ${query.limit}`.execute(db);
    return result.rows;
  },
  async liveTerms(db) {
    const result = await sql<{ term: string }>`select term from search_vocabulary`.execute(db);
    return new Set(result.rows.map((row) => row.term));
  },
  async indexBytes(db) {
    const result = await sql<{ bytes: number }>`
      select coalesce(sum(pgsize), 0) as bytes from dbstat
      where name like 'search_%' or name like 'sqlite_autoindex_search_%'`.execute(db);
    return Number(result.rows[0]?.bytes ?? 0);
  },
};

const postgresEngine: SearchEngine = {
  async writeTerms() {
    // The tsvector column is generated from `terms`.
  },
  async match(db, query) {
    const quote = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
    const expression = query.groups
      .map(
        (group) =>
          `(${[...group.terms.map(quote), ...group.prefixes.map((prefix) => `${quote(prefix)}:*`)].join(' | ')})`,
      )
      .join(' & ');
    const result = await sql<MatchedEntry>`
      select e.kind, e.ref_id, e.title_terms, coalesce(l.published_at, e.published_at) as published_at
      from search_entries e
      left join listings l on l.id = e.listing_id
      where e.tsv @@ ${expression}::tsquery and ${visible(query)}
      order by e.id desc
      limit ${query.limit}`.execute(db);
    return result.rows;
  },
  async liveTerms(db) {
    const result = await sql<{
      word: string;
    }>`select word from ts_stat('select tsv from search_entries')`.execute(db);
    return new Set(result.rows.map((row) => row.word));
  },
  async indexBytes(db) {
    const result = await sql<{ bytes: string }>`
      select pg_total_relation_size('search_entries') + pg_total_relation_size('search_term_variants') as bytes`.execute(
      db,
    );
    return Number(result.rows[0]?.bytes ?? 0);
  },
};

/** The engine behind a database handle (or a transaction on it). */
export function searchEngineOf(db: Kysely<Database>): SearchEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresEngine : sqliteEngine;
}

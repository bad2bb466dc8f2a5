import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database, SearchKind } from '../../db/schema';

/**
 * What to match: every group must match (AND), any alternative of a group will do (OR). An
 * alternative is one term, matched whole, or as a prefix when `prefix` is set. Terms are the
 * normaliser's output (letters and digits only) and every one is quoted on its way to the
 * engine, so no operator, column name or SQL can come from what a user typed.
 */
export interface MatchQuery {
  /** The sites to look in: the request's, or every open one when told to look across states. */
  siteIds: readonly number[];
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
  site_id: number;
  ref_id: number;
  title_terms: string;
  /** All the entry's terms (to tell a word as typed from its stem or a synonym). */
  terms: string;
  published_at: string | null;
  /**
   * The engine's relevance of the entry to the query, higher is better: BM25 on SQLite (FTS5's
   * `bm25()`, title 4 to the rest 1), cover density on PostgreSQL (`ts_rank_cd`, title terms
   * weighted A, twice the rest). The scales differ; the service only compares entries of one
   * engine.
   */
  relevance: number;
}

/** FTS5 column weights for `bm25()`: the title, then the whole text. */
const BM25_WEIGHTS = sql.raw('4.0, 1.0');
/**
 * `ts_rank_cd` weights for D, C, B, A: the whole text D, the title A, twice D (cover density
 * already counts a title's terms twice, as title and as text; 1 to 4 put the car repair shops
 * named "Auto" above the cars for سيارة in the relevance set).
 */
const RANK_WEIGHTS = sql.raw(`'{0.25, 0.25, 0.25, 0.5}'::float4[]`);
/**
 * `ts_rank_cd` divides by 1 + the logarithm of the entry's length (normalisation 1), as BM25
 * does in its way: a word in a long guide weighs a little less than in a short ad.
 */
const RANK_NORMALISATION = sql.raw('1');
/** tsvector positions go up to 16383 (larger ones would be set to it anyway). */
const MAX_POSITION = 16_383;

/**
 * The two places search differs by engine: keeping an entry's terms in the full-text index, and
 * matching. SQLite keeps them in an FTS5 table keyed by the entry id; PostgreSQL derives a
 * tsvector column from the entry's `terms` (no parser, no dictionary), so it has nothing to do.
 */
export interface SearchEngine {
  /**
   * Writes an entry's terms into the full-text index: the title's apart (they weigh more) and
   * all of them. Deleting an entry removes its terms on both (a trigger on SQLite, the row on
   * PostgreSQL).
   */
  writeTerms(db: Kysely<Database>, entryId: number, titleTerms: string, terms: string): Promise<void>;
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
  const sites =
    query.siteIds.length === 1
      ? sql`e.site_id = ${query.siteIds[0]}`
      : sql`e.site_id in (${sql.join(query.siteIds.map((id) => sql`${id}`))})`;
  return sql`${sites}
    and (
      (e.listing_id is null and e.published_at <= ${query.now})
      or (l.status = 'published' and (l.expires_at is null or l.expires_at > ${query.now}))
    )${city}${kind}`;
}

const sqliteEngine: SearchEngine = {
  async writeTerms(db, entryId, titleTerms, terms) {
    await sql`delete from search_fts where rowid = ${entryId}`.execute(db);
    await sql`insert into search_fts (rowid, title, body) values (${entryId}, ${titleTerms}, ${terms})`.execute(
      db,
    );
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
      select e.kind, e.site_id, e.ref_id, e.title_terms, e.terms, coalesce(l.published_at, e.published_at) as published_at,
        -bm25(search_fts, ${BM25_WEIGHTS}) as relevance
      from search_fts f
      join search_entries e on e.id = f.rowid
      left join listings l on l.id = e.listing_id
      where search_fts match ${expression} and ${visible(query)}
      order by f.rowid desc
      limit ${query.limit}`.execute(db);
    return result.rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
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
  async writeTerms(db, entryId, titleTerms, terms) {
    // A tsvector literal, not a parser: each term quoted, at its own position (ts_rank_cd needs
    // positions); the title's weighted A, the rest (D) after them.
    const literal = (text: string) =>
      text
        .split(' ')
        .filter((term) => term !== '')
        .map(
          (term, index) =>
            `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}':${Math.min(index + 1, MAX_POSITION)}`,
        )
        .join(' ');
    await sql`update search_entries
      set tsv = setweight(${literal(titleTerms)}::tsvector, 'A') || ${literal(terms)}::tsvector
      where id = ${entryId}`.execute(db);
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
      select m.kind, m.site_id, m.ref_id, m.title_terms, m.terms, m.published_at,
        ts_rank_cd(${RANK_WEIGHTS}, m.tsv, ${expression}::tsquery, ${RANK_NORMALISATION}) as relevance
      from (
        -- The newest matches first, and only theirs ranked: a very common word matches half the
        -- entries, and ranking them all would cost far more than the cap saves.
        select e.id, e.kind, e.site_id, e.ref_id, e.title_terms, e.terms, e.tsv,
          coalesce(l.published_at, e.published_at) as published_at
        from search_entries e
        left join listings l on l.id = e.listing_id
        where e.tsv @@ ${expression}::tsquery and ${visible(query)}
        order by e.id desc
        limit ${query.limit}
      ) m
      order by m.id desc`.execute(db);
    return result.rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
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

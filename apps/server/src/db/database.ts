import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type LogEvent,
  PostgresDialect,
  type DialectAdapter,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { SqliteHousekeeping } from './sqlite-housekeeping';

export type Engine = DatabaseConfig['engine'];

/** An open database: the Kysely instance, which engine is behind it, and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Queries run since the database was opened: tests and benchmarks use it to see N+1 reads. */
  queries: { count: number };
  /** SQLite only: the write-ahead log's idle checkpoints and size watch (SECURITY.md item 30). */
  housekeeping?: SqliteHousekeeping;
  close(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
// Both engines hand timestamps to the app as ISO-8601 text and counts as numbers.
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

/** Queries run by every database of this process. */
let processQueries = 0;

/**
 * Runs `work` and counts the queries the process ran meanwhile: exact when nothing else runs at
 * once (tests, the benchmark's sequential misses). No AsyncLocalStorage: on Node 20 it slows every
 * later request of the process (see entry.server.tsx).
 */
export async function countingQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = processQueries;
  const result = await work();
  return { result, queries: processQueries - before };
}

/** How many compiled SQLite statements are kept: the app's queries are a few hundred texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely uses it, keeping each query text's compiled statement (least
 * recently used out first). Kysely compiles a statement on every run, and SQLite's compiler was
 * the largest single cost of a cached page's session and user reads. A statement still running
 * (iterating) is never handed out twice: that query text gets a fresh one.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > size) {
        const [oldest] = statements.keys();
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

/**
 * SQLite with every transaction begun as a writer (`BEGIN IMMEDIATE`). A plain `BEGIN` reads
 * first and asks for the write lock at its first write; if another process (a command-line tool
 * such as `admin:create`, a second server on the same file) has committed meanwhile, that write
 * fails at once with SQLITE_BUSY, whatever busy_timeout says, and the request with it. Taking the
 * lock at the start waits for the other writer instead (busy_timeout), then reads what it wrote.
 * Inside one server it changes nothing: Kysely runs SQLite on one connection, a transaction at a time.
 */
class WriterFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not, so its
 * migrator ran SQLite migrations with no transaction at all: one failing half-way left a schema
 * half changed. Saying so makes the migrator run them in one transaction, as on PostgreSQL
 * (SECURITY.md item 31). No migration may change `foreign_keys` (a no-op inside a transaction).
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class WriterFirstSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WriterFirstSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** PostgreSQL's serialisation failure, deadlock and lock time-out. */
const POSTGRES_BUSY_CODES = new Set(['40001', '40P01', '55P03']);

/**
 * Whether a database error says another writer held the data too long (SQLite's busy timeout
 * ran out, a PostgreSQL serialisation failure, deadlock or lock time-out): the request may be
 * tried again as it was, so it is answered "unavailable, try again", never as a server fault.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^SQLITE_(BUSY|LOCKED)/.test(code) || POSTGRES_BUSY_CODES.has(code));
}

/**
 * Whether a database error is a unique index refusing a duplicate (SQLite's
 * SQLITE_CONSTRAINT_UNIQUE or PostgreSQL's 23505): two writers raced for one value, and the
 * loser is answered the field's "already taken", never a server fault.
 */
export function isUniqueViolation(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message);
}

/** Opens SQLite (WAL, foreign keys, busy timeout, writer-first transactions) or a PostgreSQL pool. */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const queries = { count: 0 };
  const log = (event: LogEvent) => {
    if (event.level !== 'query') return;
    queries.count += 1;
    processQueries += 1;
  };
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, idleTimeoutMillis: 30_000 });
    // An idle connection the server closes (a restart, a failover) must not crash the process: the
    // pool drops it and opens a new one when next needed.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, engine: 'postgres', queries, close: () => db.destroy() };
  }
  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is safe against process crashes in WAL mode; an OS crash may lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Keeps the planner's statistics fresh (SQLite's advice for long-lived connections): tables that
  // grew are analysed at open, with a work limit, and again every hour. Without statistics SQLite
  // cannot tell that an index on price narrows a long list better than the listing index.
  sqlite.pragma('optimize = 0x10002');
  const optimizer = setInterval(() => sqlite.pragma('optimize'), 3_600_000);
  optimizer.unref();
  const housekeeping =
    config.file === ':memory:' ? undefined : new SqliteHousekeeping(sqlite, config.file, queries);
  housekeeping?.start();
  const db = new Kysely<Database>({
    dialect: new WriterFirstSqliteDialect({ database: withStatementCache(sqlite) }),
    log,
  });
  return {
    db,
    engine: 'sqlite',
    queries,
    ...(housekeeping ? { housekeeping } : {}),
    close: () => {
      clearInterval(optimizer);
      housekeeping?.stop();
      // Kysely closes the connection only if it ran a query; a handle never used must close too.
      return db.destroy().then(() => {
        if (sqlite.open) sqlite.close();
      });
    },
  };
}

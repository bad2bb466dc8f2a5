import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a backup needs to know of a database copy, read from the copy itself. */
export interface DatabaseFacts {
  /** Rows per table, every table (the search index's too), by name. */
  tables: Record<string, number>;
  /** The last migration applied, or null for a database never migrated. */
  migration: string | null;
  /** Every stored file the image rows name (`storage_key-width.webp`), sorted, each once. */
  imageFiles: string[];
  /** Image rows. */
  imageRows: number;
}

export interface SqliteCopyFacts extends DatabaseFacts {
  /** `PRAGMA integrity_check`'s answer: ['ok'] for a sound file. */
  integrity: string[];
}

/**
 * The SQLite work of a backup runs in a worker thread with its own connection: `VACUUM INTO`
 * and `PRAGMA integrity_check` take time in proportion to the database, and better-sqlite3 runs
 * them synchronously, so on the server's thread they would stop every request meanwhile. The
 * worker is plain JavaScript given as text, so it runs the same from the sources (tsx, Vitest)
 * and from the built server, and loads better-sqlite3 from the path resolved here.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);

function quote(name) {
  return '"' + name.replaceAll('"', '""') + '"';
}

function facts(db) {
  const names = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all();
  const tables = {};
  for (const name of names) tables[name] = db.prepare('select count(*) from ' + quote(name)).pluck().get();
  const migration = names.includes('kysely_migration')
    ? db.prepare('select name from kysely_migration order by name desc limit 1').pluck().get() ?? null
    : null;
  const files = new Set();
  let imageRows = 0;
  if (names.includes('images')) {
    for (const row of db.prepare('select storage_key, variant_widths from images').iterate()) {
      imageRows += 1;
      for (const width of JSON.parse(row.variant_widths)) files.add(row.storage_key + '-' + width + '.webp');
    }
  }
  return { tables, migration, imageFiles: [...files].sort(), imageRows };
}

function inspect(file) {
  const db = new Database(file, { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check').map((row) => row.integrity_check);
    return { integrity, ...facts(db) };
  } finally {
    db.close();
  }
}

function run(job) {
  if (job.kind === 'copy') {
    const live = new Database(job.source, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      // One read transaction: the copy is the database as it was at one moment, whatever
      // the server writes meanwhile (WAL lets the writer go on).
      live.prepare('vacuum into ?').run(job.target);
    } finally {
      live.close();
    }
    // The copy stands alone: a rollback journal, so no -wal file belongs with it.
    const copy = new Database(job.target, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = delete');
    } finally {
      copy.close();
    }
  }
  return inspect(job.kind === 'copy' ? job.target : job.file);
}

try {
  parentPort.postMessage({ result: run(workerData.job) });
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
}
`;

type Job = { kind: 'copy'; source: string; target: string } | { kind: 'inspect'; file: string };

function runJob(job: Job): Promise<SqliteCopyFacts> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, job } });
    let answered = false;
    worker.once('message', (message: { result?: SqliteCopyFacts; error?: string }) => {
      answered = true;
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? 'SQLite worker failed'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`SQLite worker stopped (exit code ${code})`));
    });
  });
}

/**
 * Copies a live SQLite database into a new file with `VACUUM INTO` (a consistent copy taken in
 * one read transaction, never a copy of the live files: SECURITY.md item 29), then opens the
 * copy and answers its integrity check, row counts, migration and image files.
 */
export function copySqliteDatabase(source: string, target: string): Promise<SqliteCopyFacts> {
  return runJob({ kind: 'copy', source, target });
}

/** Opens a SQLite file and answers its integrity check, row counts, migration and image files. */
export function inspectSqliteDatabase(file: string): Promise<SqliteCopyFacts> {
  return runJob({ kind: 'inspect', file });
}

import SqliteDatabase from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { migrations } from '../../db/migrations/index';
import { TarReader } from '../../lib/tar';
import type { MediaStorage } from '../media/media.storage';
import { checkImageEntries, readManifest } from './backup';
import { BackupError } from './backup-error';
import { type BackupManifest, countDifferences, MEDIA_PREFIX, totalRows } from './backup-manifest';
import { postgresFacts, postgresServerMajor, withPostgres } from './postgres-dump';
import { connectionFor, findPostgresTool, runTool } from './postgres-tools';
import { type DatabaseFacts, inspectSqliteDatabase } from './sqlite-copy';

export interface RestoreOptions {
  config: Pick<Config, 'database' | 'pgBinDir' | 'dataDir'>;
  storage: MediaStorage;
  file: string;
  /** Replace a database and images that are already there. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  tookMs: number;
  tables: number;
  rows: number;
  /** Image files written into the storage. */
  images: number;
  /** Files the manifest says were already missing when the backup was taken. */
  missing: string[];
}

/** Tables in a SQLite file (0 when there is no file). */
function sqliteTableCount(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new SqliteDatabase(file, { fileMustExist: true, readonly: true });
  try {
    return db
      .prepare("select count(*) from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
}

/**
 * Whether another connection has the SQLite file open (a server still running on it): leaving
 * write-ahead-log mode needs the only connection, and fails at once (busy) otherwise.
 */
function assertSqliteUnused(file: string): void {
  if (!existsSync(file)) return;
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = delete');
  } catch (error) {
    if (/^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code)))
      throw new BackupError(`${file} is in use (is the server still running on it?). Stop it, then restore.`);
    throw error;
  } finally {
    db.close();
  }
}

async function storedFileNames(storage: MediaStorage): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const file of storage.list()) names.add(file.name);
  return names;
}

/** What the target already holds, in words, or an empty list when it is empty. */
async function targetContents(options: RestoreOptions): Promise<string[]> {
  const { database } = options.config;
  const found: string[] = [];
  const tables =
    database.engine === 'sqlite'
      ? sqliteTableCount(database.file)
      : await withPostgres(database.url, async (client) => {
          const { rows } = await client.query<{ count: string }>(
            'select count(*)::text as count from pg_tables where schemaname = current_schema()',
          );
          return Number(rows[0]?.count ?? 0);
        });
  if (tables > 0)
    found.push(
      `the database ${database.engine === 'sqlite' ? database.file : '(DATABASE_URL)'} has ${tables} tables`,
    );
  const files = (await storedFileNames(options.storage)).size;
  if (files > 0) found.push(`${options.storage.location} holds ${files} image files`);
  return found;
}

async function restoreSqlite(
  reader: TarReader,
  manifest: BackupManifest,
  file: string,
  force: boolean,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Beside the target, so that putting it in place is a rename on one disk.
  const folder = await mkdtemp(path.join(path.dirname(file), '.jaliya-restore-'));
  try {
    const copy = path.join(folder, 'database.sqlite');
    if ((await reader.extractTo(manifest.database.entry, copy)) !== manifest.database.sha256)
      throw new BackupError('The database in the backup does not match its checksum: the file is damaged.');
    const facts = await inspectSqliteDatabase(copy);
    if (facts.integrity.join() !== 'ok')
      throw new BackupError(
        `The database in the backup fails its integrity check (${facts.integrity[0] ?? ''}).`,
      );
    if (force) assertSqliteUnused(file);
    // A log or journal left beside the old file would be applied to the new one.
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true });
    await rename(copy, file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function restorePostgres(
  reader: TarReader,
  manifest: BackupManifest,
  options: RestoreOptions & { config: { database: { engine: 'postgres'; url: string } } },
): Promise<void> {
  const { url } = options.config.database;
  await mkdir(options.config.dataDir, { recursive: true });
  const folder = await mkdtemp(path.join(options.config.dataDir, '.jaliya-restore-'));
  try {
    const dump = path.join(folder, 'database.pgdump');
    if ((await reader.extractTo(manifest.database.entry, dump)) !== manifest.database.sha256)
      throw new BackupError('The database in the backup does not match its checksum: the file is damaged.');
    const serverMajor = await withPostgres(url, async (client) => {
      if (options.force) {
        const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
        const schema = `"${(rows[0]?.schema ?? 'public').replaceAll('"', '""')}"`;
        await client.query(`drop schema ${schema} cascade`);
        await client.query(`create schema ${schema}`);
      }
      return postgresServerMajor(client);
    });
    const pgRestore = await findPostgresTool(
      'pg_restore',
      Math.max(serverMajor, manifest.database.serverMajor ?? 0),
      options.config.pgBinDir,
    );
    const { dbname, environment } = connectionFor(url);
    await runTool(
      pgRestore.file,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--no-password',
        `--dbname=${dbname}`,
        dump,
      ],
      environment,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the database and media storage the configuration names (DATA_DIR,
 * DATABASE_URL, S3_BUCKET). It refuses a target that already holds tables or images unless
 * `force`, and a backup newer than this code. Everything in the backup is checked before the
 * target is touched (checksums; SQLite's integrity check). When it is done, the result is checked
 * again: the database's row counts against the manifest (and SQLite's integrity check), and that
 * every file the image rows name is in the storage.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const { database } = options.config;
  const reader = await TarReader.open(options.file).catch((error: unknown) => {
    throw new BackupError(`${options.file} cannot be read as a backup: ${(error as Error).message}`);
  });
  try {
    const manifest = await readManifest(reader, options.file);
    if (manifest.engine !== database.engine)
      throw new BackupError(
        `${options.file} is a ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, but the target is ` +
          `${database.engine === 'sqlite' ? 'SQLite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}. ` +
          'Restore it into the engine it came from; set DATABASE_URL accordingly.',
      );
    if (manifest.migration !== null && !(manifest.migration in migrations))
      throw new BackupError(
        `${options.file} comes from a newer version of Jaliya (its last migration, ${manifest.migration}, ` +
          'is unknown here). Install that version or a newer one, then restore.',
      );
    const contents = await targetContents(options);
    if (contents.length > 0 && !options.force)
      throw new BackupError(
        `The target is not empty: ${contents.join('; ')}. A restore replaces everything there: ` +
          'add --force to do that (back it up first if it matters), or point DATA_DIR / DATABASE_URL elsewhere.',
      );
    await checkImageEntries(reader, manifest, options.file);

    if (database.engine === 'sqlite')
      await restoreSqlite(reader, manifest, database.file, options.force === true);
    else await restorePostgres(reader, manifest, { ...options, config: { ...options.config, database } });

    const existing = options.force ? await storedFileNames(options.storage) : new Set<string>();
    const wanted = new Set(manifest.images.files.map((image) => image.name));
    for (const name of existing) if (!wanted.has(name)) await options.storage.remove(name);
    for (const image of manifest.images.files)
      await options.storage.write(image.name, await reader.read(MEDIA_PREFIX + image.name));

    const facts: DatabaseFacts =
      database.engine === 'sqlite'
        ? await inspectSqliteDatabase(database.file).then((found) => {
            if (found.integrity.join() !== 'ok')
              throw new BackupError(
                `The restored database fails its integrity check (${found.integrity[0] ?? ''}).`,
              );
            return found;
          })
        : await withPostgres(database.url, postgresFacts);
    const differences = countDifferences(manifest.tables, facts.tables);
    if (differences.length > 0)
      throw new BackupError(
        `The restored database's row counts differ from the backup's (${differences.join(', ')}).`,
      );
    const stored = await storedFileNames(options.storage);
    const known = new Set(manifest.images.missing);
    const absent = facts.imageFiles.filter((name) => !stored.has(name) && !known.has(name));
    if (absent.length > 0)
      throw new BackupError(
        `${absent.length} image files the restored database names are not in ${options.storage.location} (${absent.slice(0, 5).join(', ')}).`,
      );
    return {
      manifest,
      tookMs: Date.now() - started,
      tables: Object.keys(facts.tables).length,
      rows: totalRows(facts.tables),
      images: manifest.images.files.length,
      missing: manifest.images.missing,
    };
  } finally {
    await reader.close();
  }
}

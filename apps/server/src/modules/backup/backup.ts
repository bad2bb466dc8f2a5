import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { link, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { TarReader, TarWriter } from '../../lib/tar';
import type { MediaStorage } from '../media/media.storage';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupManifestSchema,
  countDifferences,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
} from './backup-manifest';
import { dumpPostgres, listDump } from './postgres-dump';
import { copySqliteDatabase, type DatabaseFacts, inspectSqliteDatabase } from './sqlite-copy';

/** Why a backup was taken; part of its file name, and rotation counts each kind apart. */
export type BackupReason = 'manual' | 'scheduled' | 'before-migration';

/** Passes at taking the copy when an image file went missing between the copy and reading it. */
const ATTEMPTS = 5;

export interface BackupOptions {
  config: Pick<Config, 'database' | 'pgBinDir'>;
  storage: MediaStorage;
  /** The file to write; an existing folder gets a file named by date inside it. */
  out: string;
  reason?: BackupReason;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** From start to a checked file in place. */
  tookMs: number;
  manifest: BackupManifest;
}

/** `jaliya-sqlite-2026-11-27T20-30-00-123Z-manual.tar`: sorts by date, says what it holds and why. */
export function backupFileName(engine: string, reason: BackupReason, at = new Date()): string {
  const stamp = at.toISOString().replaceAll(':', '-').replace('.', '-');
  return `jaliya-${engine}-${stamp}-${reason}.tar`;
}

/** Kilobytes or megabytes with one decimal, for messages. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Whether a storage read failed because the file is not there (as opposed to a network error). */
function isMissingFile(error: unknown): boolean {
  const failure = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return (
    failure?.code === 'ENOENT' ||
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

interface Snapshot {
  facts: DatabaseFacts;
  file: string;
  entry: string;
  serverMajor?: number;
}

async function takeSnapshot(
  config: BackupOptions['config'],
  folder: string,
  attempt: number,
): Promise<Snapshot> {
  if (config.database.engine === 'sqlite') {
    if (!existsSync(config.database.file))
      throw new BackupError(`There is no database to back up at ${config.database.file}.`);
    const file = path.join(folder, `database-${attempt}.sqlite`);
    const facts = await copySqliteDatabase(config.database.file, file);
    if (facts.integrity.join() !== 'ok')
      throw new BackupError(
        `The copy of the database fails its integrity check (${facts.integrity.slice(0, 3).join('; ')}): ` +
          'the live database may be damaged. Nothing was written.',
      );
    return { facts, file, entry: 'database.sqlite' };
  }
  const file = path.join(folder, `database-${attempt}.pgdump`);
  const { facts, serverMajor } = await dumpPostgres(config.database.url, file, config.pgBinDir);
  return { facts, file, entry: 'database.pgdump', serverMajor };
}

/**
 * Writes one tar file holding a consistent copy of the database and of every image file its
 * image rows name, while the site keeps serving and writing (SECURITY.md item 29):
 *
 * 1. the database is copied as of one moment (`VACUUM INTO` in a worker thread; `pg_dump` on an
 *    exported snapshot), and the image rows are read from that same moment;
 * 2. the files those rows name are read through the media storage (a folder or a bucket); files
 *    are written before their row, so each one was there when the copy was taken. One deleted
 *    since (its row deleted after the copy) sends the backup round again; a file still missing at
 *    the next pass was lost before the backup and is listed in the manifest;
 * 3. the manifest (engine, migration, row counts, each file's size and SHA-256) goes in last;
 * 4. the file is opened and checked (`verifyBackup`), then put in place under its name, which never
 *    replaces an existing file. Until then it lives in a hidden working folder beside it.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const engine = options.config.database.engine;
  let out = path.resolve(options.out);
  if (options.out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory()))
    out = path.join(out, backupFileName(engine, options.reason ?? 'manual'));
  if (existsSync(out))
    throw new BackupError(`${out} already exists: a backup never replaces a file. Choose another name.`);
  await mkdir(path.dirname(out), { recursive: true });
  const folder = await mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.partial-`));
  try {
    let previousMissing: Set<string> | undefined;
    for (let attempt = 1; ; attempt += 1) {
      const snapshot = await takeSnapshot(options.config, folder, attempt);
      const tarFile = path.join(folder, `backup-${attempt}.tar`);
      const writer = await TarWriter.create(tarFile);
      const files: BackupManifest['images']['files'] = [];
      const missing: string[] = [];
      try {
        const bytes = (await stat(snapshot.file)).size;
        const databaseSha = await writer.addFile(snapshot.entry, snapshot.file, bytes);
        for (const name of snapshot.facts.imageFiles) {
          let content: Buffer;
          try {
            content = await options.storage.read(name);
          } catch (error) {
            if (!isMissingFile(error)) throw error;
            missing.push(name);
            continue;
          }
          files.push({
            name,
            bytes: content.length,
            sha256: await writer.addBuffer(MEDIA_PREFIX + name, content),
          });
        }
        const isLostBefore =
          previousMissing !== undefined && missing.every((name) => previousMissing?.has(name));
        if (missing.length > 0 && !isLostBefore && attempt < ATTEMPTS) {
          // A file deleted after the copy was taken: its row is gone by now; take a newer copy.
          await writer.abandon();
          previousMissing = new Set(missing);
          await rm(tarFile, { force: true });
          await rm(snapshot.file, { force: true });
          continue;
        }
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          engine,
          createdAt: new Date().toISOString(),
          migration: snapshot.facts.migration,
          database: {
            entry: snapshot.entry,
            bytes,
            sha256: databaseSha,
            ...(snapshot.serverMajor !== undefined ? { serverMajor: snapshot.serverMajor } : {}),
          },
          tables: snapshot.facts.tables,
          images: { rows: snapshot.facts.imageRows, storage: options.storage.kind, files, missing },
          tookMs: Date.now() - started,
        };
        await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
        await writer.finish();
      } catch (error) {
        await writer.abandon();
        throw error;
      }
      await rm(snapshot.file, { force: true });
      const { manifest } = await verifyBackup(tarFile, { pgBinDir: options.config.pgBinDir });
      try {
        await link(tarFile, out);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'EEXIST')
          throw new BackupError(`${out} appeared while the backup ran: a backup never replaces a file.`);
        throw error;
      }
      const bytes = (await stat(out)).size;
      return { file: out, bytes, tookMs: Date.now() - started, manifest };
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface VerifyResult {
  manifest: BackupManifest;
  /** The database file's own check: `ok` for SQLite's integrity check, `listed` for a dump. */
  databaseCheck: 'ok' | 'listed';
}

/** Reads and checks the manifest of an open backup. */
export async function readManifest(reader: TarReader, file: string): Promise<BackupManifest> {
  if (!reader.entries.has(MANIFEST_ENTRY))
    throw new BackupError(
      `${file} has no ${MANIFEST_ENTRY}: it is not a Jaliya backup, or it is incomplete.`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse((await reader.read(MANIFEST_ENTRY)).toString('utf8'));
  } catch {
    throw new BackupError(`${file}: ${MANIFEST_ENTRY} is not readable JSON.`);
  }
  const result = BackupManifestSchema.safeParse(parsed);
  if (!result.success)
    throw new BackupError(
      `${file}: ${MANIFEST_ENTRY} is not a Jaliya backup manifest of version ${BACKUP_FORMAT_VERSION} (${result.error.issues[0]?.message ?? ''}).`,
    );
  return result.data;
}

/** Checks that every image the manifest lists is in the backup with its size and SHA-256. */
export async function checkImageEntries(
  reader: TarReader,
  manifest: BackupManifest,
  file: string,
): Promise<void> {
  for (const image of manifest.images.files) {
    const entry = reader.entries.get(MEDIA_PREFIX + image.name);
    if (!entry) throw new BackupError(`${file} lacks the image ${image.name} its manifest lists.`);
    const content = await reader.read(entry.name);
    if (content.length !== image.bytes || createHash('sha256').update(content).digest('hex') !== image.sha256)
      throw new BackupError(
        `${file}: the image ${image.name} does not match its checksum: the file is damaged.`,
      );
  }
}

/**
 * Opens a backup and checks it whole: the manifest, every image against its checksum, the
 * database against its checksum, and then the database itself: a SQLite copy is opened for
 * `PRAGMA integrity_check` and its row counts compared with the manifest's; a PostgreSQL dump
 * must list (pg_restore --list) with data for every table the manifest counts.
 */
export async function verifyBackup(
  file: string,
  options: { pgBinDir: string | undefined },
): Promise<VerifyResult> {
  const reader = await TarReader.open(file).catch((error: unknown) => {
    throw new BackupError(`${file} cannot be read as a backup: ${(error as Error).message}`);
  });
  const folder = await mkdtemp(
    path.join(path.dirname(file), `.jaliya-check-${randomBytes(3).toString('hex')}-`),
  );
  try {
    const manifest = await readManifest(reader, file);
    await checkImageEntries(reader, manifest, file);
    const copy = path.join(folder, path.basename(manifest.database.entry));
    const sha = await reader.extractTo(manifest.database.entry, copy);
    if (sha !== manifest.database.sha256)
      throw new BackupError(`${file}: the database entry does not match its checksum: the file is damaged.`);
    if (manifest.engine === 'sqlite') {
      const facts = await inspectSqliteDatabase(copy);
      if (facts.integrity.join() !== 'ok')
        throw new BackupError(
          `${file}: the database fails its integrity check (${facts.integrity[0] ?? ''}).`,
        );
      const differences = countDifferences(manifest.tables, facts.tables);
      if (differences.length > 0)
        throw new BackupError(`${file}: row counts differ from the manifest (${differences.join(', ')}).`);
      return { manifest, databaseCheck: 'ok' };
    }
    const listing = await listDump(copy, manifest.database.serverMajor ?? 0, options.pgBinDir);
    const withData = new Set(
      [...listing.matchAll(/^\d+; \d+ \d+ TABLE DATA \S+ (\S+) /gm)].map((match) => match[1] ?? ''),
    );
    const absent = Object.keys(manifest.tables).filter((name) => !withData.has(name));
    if (absent.length > 0) throw new BackupError(`${file}: the dump has no data for ${absent.join(', ')}.`);
    return { manifest, databaseCheck: 'listed' };
  } finally {
    await reader.close();
    await rm(folder, { recursive: true, force: true });
  }
}

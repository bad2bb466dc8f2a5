import type { Migration } from 'kysely';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest, migrationState } from '../../db/migrate';
import { migrations } from '../../db/migrations/index';
import type { MediaStorage } from '../media/media.storage';
import { type BackupReason, type BackupResult, backupFileName, createBackup, formatBytes } from './backup';

/** Backups taken before migrations that are kept (the newest ones). */
export const BEFORE_MIGRATION_KEEP = 3;
/** A scheduled backup never runs sooner than this after the server starts. */
const FIRST_BACKUP_DELAY_MS = 60_000;
/** Working folders older than this were left by a backup that did not finish (a crash). */
const STALE_PARTIAL_MS = 24 * 3_600_000;

const BACKUP_NAME = /^jaliya-(sqlite|postgres)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)-([a-z-]+)\.tar$/;

export interface BackupLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** The backups of one kind in a folder, oldest first. */
async function backupsOfKind(folder: string, reason: BackupReason): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .filter(({ match }) => match?.[3] === reason)
    .sort((a, b) => (a.match?.[2] ?? '').localeCompare(b.match?.[2] ?? ''))
    .map(({ name }) => name);
}

/**
 * Keeps the newest `keep` backups of one kind in a folder and deletes the older ones; other
 * kinds and other files are left alone. Also removes working folders a crash left behind.
 * Answers the names deleted.
 */
export async function rotateBackups(folder: string, reason: BackupReason, keep: number): Promise<string[]> {
  const names = await backupsOfKind(folder, reason);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(folder, name), { force: true });
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!/^\.jaliya-.*\.partial-/.test(name)) continue;
    const info = await stat(path.join(folder, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_PARTIAL_MS)
      await rm(path.join(folder, name), { recursive: true, force: true });
  }
  return old;
}

/** When the newest backup of a kind was taken, from its name; undefined if there is none. */
export async function newestBackupTime(folder: string, reason: BackupReason): Promise<Date | undefined> {
  const newest = (await backupsOfKind(folder, reason)).at(-1);
  const stamp = newest ? BACKUP_NAME.exec(newest)?.[2] : undefined;
  if (!stamp) return undefined;
  const [date, time = ''] = stamp.split('T');
  const [hours, minutes, seconds, milliseconds] = time.replace('Z', '').split('-');
  return new Date(`${date}T${hours}:${minutes}:${seconds}.${milliseconds}Z`);
}

/** Takes a backup of one kind into BACKUP_DIR and keeps the newest `keep` of that kind. */
export async function backupInto(
  config: Pick<Config, 'database' | 'pgBinDir' | 'backupDir'>,
  storage: MediaStorage,
  reason: BackupReason,
  keep: number,
): Promise<BackupResult> {
  const result = await createBackup({
    config,
    storage,
    out: path.join(config.backupDir, backupFileName(config.database.engine, reason)),
    reason,
  });
  await rotateBackups(config.backupDir, reason, keep);
  return result;
}

export interface MigrateWithBackupOptions {
  storage: MediaStorage;
  /** Where to say that a backup was taken (the console for commands). */
  log?: (line: string) => void;
  /** For tests: the migrations to apply. */
  migrationList?: Record<string, Migration>;
}

/**
 * Migrates the database, first taking a backup into BACKUP_DIR when migrations would change a
 * database that already has a schema (SECURITY.md item 31); the newest three of those are kept.
 * A new, empty database is migrated with no backup. If the backup fails, nothing is migrated:
 * the error says why (BACKUP_BEFORE_MIGRATION=false skips the backup for an operator who has
 * taken one of their own).
 */
export async function migrateWithBackup(
  database: DatabaseHandle,
  config: Pick<Config, 'database' | 'pgBinDir' | 'backupDir' | 'backupBeforeMigration'>,
  options: MigrateWithBackupOptions,
): Promise<string[]> {
  const list = options.migrationList ?? migrations;
  const state = await migrationState(database.db, list);
  if (state.pending.length > 0 && state.applied.length > 0 && config.backupBeforeMigration) {
    let result: BackupResult;
    try {
      result = await backupInto(config, options.storage, 'before-migration', BEFORE_MIGRATION_KEEP);
    } catch (error) {
      throw new Error(
        `Could not back up the database before migrating it (${state.pending.length} migrations pending), so nothing was migrated: ` +
          `${(error as Error).message}\nFix that, or set BACKUP_BEFORE_MIGRATION=false if you have a backup of your own.`,
        { cause: error },
      );
    }
    options.log?.(
      `Backup before migrating: ${result.file} (${formatBytes(result.bytes)}, ${result.tookMs} ms); ` +
        `pending: ${state.pending.join(', ')}`,
    );
  }
  return migrateToLatest(database.db, list);
}

export interface ScheduledBackups {
  stop(): void;
  /** Takes a scheduled backup now (also what the timer calls); undefined if one is running. */
  runNow(): Promise<BackupResult | undefined>;
}

/**
 * Backups every BACKUP_EVERY_HOURS into BACKUP_DIR, keeping the newest BACKUP_KEEP, for an
 * operator without backups of their own. The first is due one interval after the newest
 * scheduled backup already there (a restart does not start the count again), at least a minute
 * after start. A failed backup is logged and tried again at the next interval.
 */
export function startScheduledBackups(
  config: Pick<Config, 'database' | 'pgBinDir' | 'backupDir' | 'backupEveryHours' | 'backupKeep'>,
  storage: MediaStorage,
  log: BackupLog,
  { firstDelayMs = FIRST_BACKUP_DELAY_MS }: { firstDelayMs?: number } = {},
): ScheduledBackups {
  const intervalMs = config.backupEveryHours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let running: Promise<BackupResult | undefined> | undefined;

  const schedule = (delayMs: number) => {
    if (isStopped) return;
    timer = setTimeout(() => void runNow().finally(() => schedule(intervalMs)), delayMs);
    timer.unref();
  };

  const runNow = (): Promise<BackupResult | undefined> => {
    if (running) return Promise.resolve(undefined);
    running = backupInto(config, storage, 'scheduled', config.backupKeep)
      .then((result) => {
        log.info(
          {
            file: result.file,
            bytes: result.bytes,
            ms: result.tookMs,
            images: result.manifest.images.files.length,
          },
          'scheduled backup written and checked',
        );
        return result;
      })
      .catch((error: unknown) => {
        log.error({ err: error, folder: config.backupDir }, 'scheduled backup failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  if (intervalMs > 0)
    void newestBackupTime(config.backupDir, 'scheduled').then((newest) => {
      const due = newest ? newest.getTime() + intervalMs - Date.now() : 0;
      schedule(Math.min(intervalMs, Math.max(firstDelayMs, due)));
    });

  return {
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
    runNow,
  };
}

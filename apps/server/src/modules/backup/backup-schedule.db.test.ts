import type { Migration } from 'kysely';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrationState } from '../../db/migrate';
import { migrations } from '../../db/migrations/index';
import {
  createPostgresDatabase,
  createTestApp,
  isEngineUnavailable,
  type TestApp,
  testEngine,
} from '../../test/test-app';
import { backupFileName, verifyBackup } from './backup';
import {
  BEFORE_MIGRATION_KEEP,
  migrateWithBackup,
  newestBackupTime,
  rotateBackups,
  startScheduledBackups,
} from './backup-schedule';

/** The real migrations and `count` more, each adding a table. */
function withExtraMigrations(count: number, from = 0): Record<string, Migration> {
  const list: Record<string, Migration> = { ...migrations };
  for (let index = from; index < from + count; index += 1) {
    list[`99990101${String(index).padStart(6, '0')}_extra`] = {
      up: async (db) => {
        await db.schema
          .createTable(`extra_${index}`)
          .addColumn('id', 'integer', (column) => column.primaryKey())
          .execute();
      },
    };
  }
  return list;
}

const backupsIn = (folder: string, kind: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(`-${kind}.tar`))
    .sort();

describe.skipIf(isEngineUnavailable())(`automatic backups (${testEngine})`, () => {
  let t: TestApp;
  let backupDir: string;
  let config: Config;
  beforeAll(async () => {
    t = await createTestApp();
    backupDir = mkdtempSync(path.join(tmpdir(), 'jaliya-auto-backups-'));
    config = { ...t.config, backupDir, backupKeep: 2 };
    await t.db
      .insertInto('sites')
      .values({
        code: 'ZZ',
        name_en: 'Drill',
        name_ar: 'تمرين',
        time_zone: 'America/New_York',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    if (backupDir) await rm(backupDir, { recursive: true, force: true });
  });

  it('back up a database before migrations change it, keeping the newest three', async () => {
    const log: string[] = [];
    for (let round = 0; round < BEFORE_MIGRATION_KEEP + 1; round += 1) {
      const list = withExtraMigrations(round + 1);
      const before = (await migrationState(t.db, list)).applied.at(-1);
      await migrateWithBackup({ db: t.db } as DatabaseHandle, config, {
        storage: t.storage,
        log: (line) => log.push(line),
        migrationList: list,
      });
      const newest = backupsIn(backupDir, 'before-migration').at(-1) ?? '';
      const { manifest } = await verifyBackup(path.join(backupDir, newest), { pgBinDir: undefined });
      // The backup holds the database as it was before this round's migration.
      expect(manifest.migration).toBe(before);
      expect(manifest.tables[`extra_${round}`]).toBeUndefined();
      expect(manifest.tables.sites).toBe(1);
    }
    expect(backupsIn(backupDir, 'before-migration')).toHaveLength(BEFORE_MIGRATION_KEEP);
    expect(log).toHaveLength(BEFORE_MIGRATION_KEEP + 1);
    expect(log[0]).toMatch(
      /^Backup before migrating: .*-before-migration\.tar \(.*\); pending: 99990101000000_extra$/,
    );
    // Nothing pending: no backup.
    await migrateWithBackup({ db: t.db } as DatabaseHandle, config, {
      storage: t.storage,
      log: (line) => log.push(line),
      migrationList: withExtraMigrations(BEFORE_MIGRATION_KEEP + 1),
    });
    expect(log).toHaveLength(BEFORE_MIGRATION_KEEP + 1);
  });

  it('migrate a new database without a backup, and nothing when the backup fails', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-new-db-'));
    const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : undefined;
    const fresh = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: folder,
      DATABASE_URL: postgres?.url ?? `sqlite:${path.join(folder, 'new.db')}`,
      BACKUP_DIR: path.join(folder, 'backups'),
    });
    const database = openDatabase(fresh.database);
    try {
      const log: string[] = [];
      await migrateWithBackup(database, fresh, { storage: t.storage, log: (line) => log.push(line) });
      expect(log).toEqual([]);
      expect(readdirSync(folder)).not.toContain('backups');
      // A backup folder that cannot be made (a file is in the way): the migration does not run.
      writeFileSync(path.join(folder, 'in-the-way'), '');
      const blocked = { ...fresh, backupDir: path.join(folder, 'in-the-way', 'backups') };
      const list = withExtraMigrations(1, 50);
      await expect(
        migrateWithBackup(database, blocked, { storage: t.storage, migrationList: list }),
      ).rejects.toThrow(
        /Could not back up the database before migrating it \(1 migrations pending\), so nothing was migrated: [\s\S]*BACKUP_BEFORE_MIGRATION=false/,
      );
      expect((await migrationState(database.db, list)).pending).toEqual(['99990101000050_extra']);
      // Turned off, it migrates without one.
      await migrateWithBackup(
        database,
        { ...blocked, backupBeforeMigration: false },
        { storage: t.storage, migrationList: list },
      );
      expect((await migrationState(database.db, list)).pending).toEqual([]);
    } finally {
      await database.close();
      await postgres?.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('run scheduled backups on their timer and keep BACKUP_KEEP of them', async () => {
    const lines: { message: string; details: Record<string, unknown> }[] = [];
    const log = {
      info: (details: Record<string, unknown>, message: string) => lines.push({ message, details }),
      error: (details: Record<string, unknown>, message: string) => lines.push({ message, details }),
    };
    const scheduled = startScheduledBackups({ ...config, backupEveryHours: 1 }, t.storage, log, {
      firstDelayMs: 10,
    });
    try {
      // Until the timer's backup has finished (its line is logged): its file is in place a moment
      // earlier, and a runNow() while it still runs takes none (CI once took 1 instead of 3).
      for (let waited = 0; lines.length === 0 && waited < 10_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(backupsIn(backupDir, 'scheduled')).toHaveLength(1);
      await scheduled.runNow();
      await scheduled.runNow();
    } finally {
      scheduled.stop();
    }
    // Only the newest BACKUP_KEEP (2) are kept; those of other kinds are left alone.
    expect(backupsIn(backupDir, 'scheduled')).toHaveLength(2);
    expect(backupsIn(backupDir, 'before-migration')).toHaveLength(BEFORE_MIGRATION_KEEP);
    expect(lines.map((line) => line.message)).toEqual([
      'scheduled backup written and checked',
      'scheduled backup written and checked',
      'scheduled backup written and checked',
    ]);
    expect(lines[0]?.details).toMatchObject({
      file: expect.stringContaining(backupDir),
      bytes: expect.any(Number),
    });
    const newest = await newestBackupTime(backupDir, 'scheduled');
    expect(Date.now() - (newest?.getTime() ?? 0)).toBeLessThan(60_000);
    // Nothing scheduled: no timer, no backup.
    const idle = startScheduledBackups({ ...config, backupEveryHours: 0 }, t.storage, log, {
      firstDelayMs: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    idle.stop();
    expect(backupsIn(backupDir, 'scheduled')).toHaveLength(2);
  });

  it('log a scheduled backup that fails, and rotation leaves other files alone', async () => {
    const errors: string[] = [];
    const log = {
      info: () => undefined,
      error: (_: Record<string, unknown>, message: string) => errors.push(message),
    };
    const blocked = mkdtempSync(path.join(tmpdir(), 'jaliya-blocked-'));
    writeFileSync(path.join(blocked, 'file'), '');
    const scheduled = startScheduledBackups(
      { ...config, backupDir: path.join(blocked, 'file', 'backups'), backupEveryHours: 1 },
      t.storage,
      log,
    );
    expect(await scheduled.runNow()).toBeUndefined();
    scheduled.stop();
    expect(errors).toEqual(['scheduled backup failed']);
    const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-rotate-'));
    const names = [0, 1, 2, 3].map((minute) =>
      backupFileName('sqlite', 'scheduled', new Date(Date.UTC(2026, 10, 27, 10, minute))),
    );
    const manual = backupFileName('sqlite', 'manual', new Date(Date.UTC(2020, 0, 1)));
    for (const name of [...names, 'notes.txt', manual]) writeFileSync(path.join(folder, name), '');
    expect(await rotateBackups(folder, 'scheduled', 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(folder).sort()).toEqual([...names.slice(2), manual, 'notes.txt'].sort());
    expect((await newestBackupTime(folder, 'scheduled'))?.toISOString()).toBe('2026-11-27T10:03:00.000Z');
    await rm(folder, { recursive: true, force: true });
    await rm(blocked, { recursive: true, force: true });
  });
});

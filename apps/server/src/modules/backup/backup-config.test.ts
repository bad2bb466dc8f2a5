import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-backup-config-'));
const load = (environment: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ...environment });

function problems(environment: Record<string, string>): string[] {
  try {
    load(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('backup settings', () => {
  it('default to backups in DATA_DIR/backups before migrations, none on a schedule, seven kept', () => {
    expect(load({})).toMatchObject({
      backupDir: path.join(dataDir, 'backups'),
      backupEveryHours: 0,
      backupKeep: 7,
      backupBeforeMigration: true,
      pgBinDir: undefined,
    });
  });

  it('read BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP, BACKUP_BEFORE_MIGRATION and PG_BIN_DIR', () => {
    expect(
      load({
        BACKUP_DIR: '/srv/backups/jaliya',
        BACKUP_EVERY_HOURS: '6',
        BACKUP_KEEP: '28',
        BACKUP_BEFORE_MIGRATION: 'false',
        PG_BIN_DIR: '/usr/lib/postgresql/17/bin',
      }),
    ).toMatchObject({
      backupDir: '/srv/backups/jaliya',
      backupEveryHours: 6,
      backupKeep: 28,
      backupBeforeMigration: false,
      pgBinDir: '/usr/lib/postgresql/17/bin',
    });
    expect(load({ BACKUP_EVERY_HOURS: '0.5' }).backupEveryHours).toBe(0.5);
  });

  it('refuse values that cannot be meant, saying what is expected', () => {
    expect(problems({ BACKUP_EVERY_HOURS: 'daily' })).toEqual([
      'BACKUP_EVERY_HOURS: must be a number of hours (0 for no scheduled backups) (got "daily")',
    ]);
    expect(problems({ BACKUP_EVERY_HOURS: '-1' })).toEqual([
      'BACKUP_EVERY_HOURS: must be 0 (no scheduled backups) or more (got "-1")',
    ]);
    expect(problems({ BACKUP_EVERY_HOURS: '0.01' })).toEqual([
      'BACKUP_EVERY_HOURS: must be 0 or at least 0.05 (3 minutes) (got "0.01")',
    ]);
    expect(problems({ BACKUP_KEEP: '0' })).toEqual(['BACKUP_KEEP: must keep at least 1 backup (got "0")']);
    expect(problems({ BACKUP_KEEP: '2.5' })).toEqual([
      'BACKUP_KEEP: must be a whole number of backups to keep (got "2.5")',
    ]);
    expect(problems({ BACKUP_BEFORE_MIGRATION: 'maybe' })).toEqual([
      'BACKUP_BEFORE_MIGRATION: must be true or false (got "maybe")',
    ]);
  });
});

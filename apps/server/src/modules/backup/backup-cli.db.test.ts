import { execFile } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createTestApp,
  isEngineUnavailable,
  type TestApp,
  testEngine,
} from '../../test/test-app';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Runs an npm script as an operator would, with the environment given. */
function npm(args: string[], environment: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...environment } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.skipIf(isEngineUnavailable())(`npm run db:backup and db:restore (${testEngine})`, () => {
  let t: TestApp;
  let folder: string;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    folder = mkdtempSync(path.join(tmpdir(), 'jaliya-cli-'));
    const now = new Date().toISOString();
    await t.db
      .insertInto('sites')
      .values({
        code: 'ZZ',
        name_en: 'Drill',
        name_ar: 'تمرين',
        time_zone: 'UTC',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.storage.write('aaaaaaaaaaaaaaaaaaaaaaaa-400.webp', Buffer.from('RIFF0000WEBPVP8 cli'));
    await t.db
      .insertInto('images')
      .values({
        storage_key: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        mime_type: 'image/webp',
        width: 400,
        height: 300,
        byte_size: 19,
        variant_widths: '[400]',
        alt_en: '',
        alt_ar: '',
        created_at: now,
        owner_user_id: null,
      })
      .execute();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it(
    'write a checked backup, say where, how big and how long, and never overwrite it',
    { timeout: 60_000 },
    async () => {
      const source = { DATA_DIR: t.config.dataDir, DATABASE_URL: sourceUrl(t) };
      const out = path.join(folder, 'site.tar');
      const first = await npm(['db:backup', '--', '--out', out], source);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`Backup written: ${out}\n`);
      expect(first.stdout).toMatch(/ 1 image files [\d.]+ KB from .* \(1 images\)/);
      expect(first.stdout).toMatch(/Size [\d.]+ (KB|MB), took [\d.]+ s; checked: /);
      expect(statSync(out).size).toBeGreaterThan(1000);

      const again = await npm(['db:backup', '--', '--out', out], source);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`${out} already exists: a backup never replaces a file.`);

      const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-cli-restore-'));
      const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : undefined;
      cleanups.push(async () => {
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      });
      const target = {
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dataDir, 'restored.db')}`,
      };
      const restored = await npm(['db:restore', '--', out], target);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(
        /Restored: \d+ tables, \d+ rows, 1 image files, migration \d+_\w+, from a backup of /,
      );
      expect(restored.stdout).toContain('every image row has its files');

      const refused = await npm(['db:restore', '--', out], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The target is not empty: .*add --force/);
      const forced = await npm(['db:restore', '--', out, '--force'], target);
      expect(forced.code).toBe(0);
    },
  );
});

function sourceUrl(t: TestApp): string {
  const { database } = t.config;
  return database.engine === 'postgres' ? database.url : `sqlite:${database.file}`;
}

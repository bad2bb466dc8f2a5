import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BlogPost, BlogPostSummary, PagedList } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrationState } from '../../db/migrate';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { mediaDirectory } from '../../services';
import {
  createPostgresDatabase,
  createTestApp,
  isEngineUnavailable,
  type TestApp,
  testEngine,
} from '../../test/test-app';
import { createMediaStorage, type MediaStorage } from '../media/media.storage';
import { createBackup, verifyBackup } from './backup';
import { BackupError } from './backup-error';
import { totalRows } from './backup-manifest';
import { restoreBackup } from './restore';

/** A new, empty place to restore into: a data folder and, on PostgreSQL, a database of its own. */
async function newPlace(): Promise<{ config: Config; storage: MediaStorage; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-restore-'));
  const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dataDir, 'restored.db')}`,
  });
  return {
    config,
    storage: createMediaStorage(config.mediaStorage, mediaDirectory(config)),
    remove: async () => {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const WEBP = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 drill');

describe.skipIf(isEngineUnavailable())(`backup and restore drill (${testEngine})`, () => {
  let source: TestApp;
  let folder: string;
  const cleanups: (() => Promise<void>)[] = [];
  let siteId: number;

  beforeAll(async () => {
    source = await createTestApp();
    await seedDemoIfEmpty(source.db, source.storage);
    folder = mkdtempSync(path.join(tmpdir(), 'jaliya-backups-'));
    siteId = (
      await source.db.selectFrom('sites').select('id').where('code', '=', 'GA').executeTakeFirstOrThrow()
    ).id;
  }, 90_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await source?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** Adds an image as the app does: its file first, then its row. */
  async function addImage(): Promise<{ id: number; name: string }> {
    const key = randomBytes(12).toString('hex');
    const name = `${key}-400.webp`;
    await source.storage.write(name, WEBP);
    const row = await source.db
      .insertInto('images')
      .values({
        storage_key: key,
        mime_type: 'image/webp',
        width: 400,
        height: 300,
        byte_size: WEBP.length,
        variant_widths: '[400]',
        alt_en: '',
        alt_ar: '',
        created_at: new Date().toISOString(),
        owner_user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name };
  }

  /** Deletes an image as the app does: its row first, then its files. */
  async function deleteImage(image: { id: number; name: string }): Promise<void> {
    await source.db.deleteFrom('images').where('id', '=', image.id).execute();
    await source.storage.remove(image.name);
  }

  it(
    'copies a consistent state while the site writes, and a restored copy serves the same data',
    { timeout: 60_000 },
    async () => {
      // Writers while the backup runs: numbered messages, one after another, and images that
      // come and go (added file first, deleted row first, as the app does).
      const doomed = await Promise.all(Array.from({ length: 12 }, () => addImage()));
      let written = 0;
      let isWriting = true;
      const messages = (async () => {
        while (isWriting) {
          written += 1;
          await source.db
            .insertInto('contact_messages')
            .values({
              site_id: siteId,
              user_id: null,
              name: 'Drill',
              email: 'drill@example.com',
              phone: '',
              message: `drill-${written}`,
              language: 'en',
              created_at: new Date().toISOString(),
            })
            .execute();
          // Requests arrive as I/O events: SQLite's synchronous driver would otherwise never
          // give the event loop back (the backup's worker answers through it).
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      const images = (async () => {
        for (const image of doomed) {
          await deleteImage(image);
          await addImage();
          await new Promise((resolve) => setTimeout(resolve, 15));
        }
      })();
      while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));

      const out = path.join(folder, 'drill.tar');
      const result = await createBackup({ config: source.config, storage: source.storage, out });
      const writtenByBackupEnd = written;
      isWriting = false;
      await Promise.all([messages, images]);

      const { manifest } = result;
      expect(result.file).toBe(out);
      if (testEngine === 'sqlite') {
        // Nothing holds a read transaction open afterwards, neither the app nor the backup's
        // connection: the write-ahead log can be emptied at once (SECURITY.md item 30).
        const housekeeping = source.app.services.database.housekeeping;
        expect(housekeeping?.checkpoint()).toEqual({ isBusy: false, walBytes: 0 });
      }
      expect(manifest.engine).toBe(testEngine);
      expect(manifest.images.missing).toEqual([]);
      expect(manifest.images.files.length).toBeGreaterThan(300);
      // The demo's ten Georgia posts and Michigan's two.
      expect(manifest.tables.blog_posts).toBe(12);
      // Writes went on during the backup, and the backup holds a moment of them: messages 1..n
      // with none missing in between, and fewer than were written by its end.
      const copied = manifest.tables.contact_messages ?? 0;
      expect(copied).toBeGreaterThanOrEqual(20);
      expect(copied).toBeLessThan(writtenByBackupEnd);
      console.info(
        `[drill ${testEngine}] backup ${(result.bytes / 1024 / 1024).toFixed(2)} MB in ${result.tookMs} ms ` +
          `(${Object.keys(manifest.tables).length} tables, ${totalRows(manifest.tables)} rows, ${manifest.images.files.length} image files); ` +
          `${writtenByBackupEnd} messages written meanwhile`,
      );

      const place = await newPlace();
      cleanups.push(place.remove);
      const restored = await restoreBackup({ config: place.config, storage: place.storage, file: out });
      console.info(`[drill ${testEngine}] restore in ${restored.tookMs} ms`);
      expect(restored.rows).toBe(totalRows(manifest.tables));
      expect(restored.images).toBe(manifest.images.files.length);

      // The server starts on the restored place with nothing to migrate and serves the same data.
      const database = openDatabase(place.config.database);
      const app = await buildApp({ config: place.config, database });
      try {
        expect((await migrationState(database.db)).pending).toEqual([]);
        const markers = await database.db
          .selectFrom('contact_messages')
          .select('message')
          .where('message', 'like', 'drill-%')
          .execute();
        const numbers = markers
          .map((row) => Number(row.message.slice('drill-'.length)))
          .sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
        expect(numbers.length).toBe(copied);

        const list = await app.inject({ method: 'GET', url: '/api/GA/en/0/blog/posts' });
        expect(list.statusCode).toBe(200);
        const newest = (list.json() as { data: PagedList<BlogPostSummary> }).data.items[0];
        const before = await source.app.inject({
          method: 'GET',
          url: `/api/GA/en/0/blog/posts/${newest?.id}`,
        });
        const after = await app.inject({ method: 'GET', url: `/api/GA/en/0/blog/posts/${newest?.id}` });
        expect(after.statusCode).toBe(200);
        const post = (after.json() as { data: BlogPost }).data;
        expect(post).toEqual((before.json() as { data: BlogPost }).data);
        // Its picture is there in every width, byte for byte.
        const names = (post.cover?.srcset ?? '')
          .split(', ')
          .map((entry) => entry.split(' ')[0]?.split('/').at(-1) ?? '');
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          const restoredFile = await app.services.storage.read(name);
          expect(sha256(restoredFile)).toBe(sha256(await source.storage.read(name)));
        }
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('never overwrites a backup, and restores into a place that is not empty only when forced', async () => {
    const out = path.join(folder, 'second.tar');
    await createBackup({ config: source.config, storage: source.storage, out });
    await expect(createBackup({ config: source.config, storage: source.storage, out })).rejects.toThrow(
      /already exists: a backup never replaces a file/,
    );
    const place = await newPlace();
    cleanups.push(place.remove);
    await restoreBackup({ config: place.config, storage: place.storage, file: out });
    // Something written into the restored place, then a second restore.
    await place.storage.write('ffffffffffffffffffffffff-400.webp', WEBP);
    await expect(restoreBackup({ config: place.config, storage: place.storage, file: out })).rejects.toThrow(
      /The target is not empty: the database .* has \d+ tables; .* holds \d+ image files\. .*add --force/,
    );
    if (testEngine === 'sqlite') {
      // A server still running on the file: even --force leaves it alone.
      const running = openDatabase(place.config.database);
      await expect(
        restoreBackup({ config: place.config, storage: place.storage, file: out, force: true }),
      ).rejects.toThrow(/is in use \(is the server still running on it\?\)/);
      await running.close();
    }
    const forced = await restoreBackup({
      config: place.config,
      storage: place.storage,
      file: out,
      force: true,
    });
    expect(forced.images).toBeGreaterThan(300);
    const names = new Set<string>();
    for await (const file of place.storage.list()) names.add(file.name);
    expect(names.has('ffffffffffffffffffffffff-400.webp')).toBe(false);
    expect(names.size).toBe(forced.images);
  });

  it('takes a newer copy when an image is deleted after the copy, and records a file lost before it', async () => {
    const deletedAfterCopy = await addImage();
    const lost = await addImage();
    await source.storage.remove(lost.name);
    let reads = 0;
    // The first read of one file: as if it were deleted (row, then file) just after the copy.
    const racing: MediaStorage = Object.assign(Object.create(source.storage) as MediaStorage, {
      read: async (name: string) => {
        if (name === deletedAfterCopy.name && reads++ === 0) {
          await deleteImage(deletedAfterCopy);
        }
        return source.storage.read(name);
      },
    });
    const out = path.join(folder, 'race.tar');
    const { manifest } = await createBackup({ config: source.config, storage: racing, out });
    expect(reads).toBe(1);
    const names = manifest.images.files.map((file) => file.name);
    expect(names).not.toContain(deletedAfterCopy.name);
    expect(manifest.images.missing).toEqual([lost.name]);
    const place = await newPlace();
    cleanups.push(place.remove);
    const restored = await restoreBackup({ config: place.config, storage: place.storage, file: out });
    expect(restored.missing).toEqual([lost.name]);
    await deleteImage(lost);
  });

  it('finds a damaged backup, and refuses a file that is not one', async () => {
    const out = path.join(folder, 'third.tar');
    const { manifest } = await createBackup({ config: source.config, storage: source.storage, out });
    expect((await verifyBackup(out, { pgBinDir: undefined })).databaseCheck).toBe(
      testEngine === 'sqlite' ? 'ok' : 'listed',
    );
    // One byte of one image changed in place.
    const { TarReader } = await import('../../lib/tar');
    const reader = await TarReader.open(out);
    const entry = reader.entry(`media/${manifest.images.files[0]?.name}`);
    await reader.close();
    const { open } = await import('node:fs/promises');
    const handle = await open(out, 'r+');
    await handle.write(Buffer.from([0x42]), 0, 1, entry.offset + 20);
    await handle.close();
    await expect(verifyBackup(out, { pgBinDir: undefined })).rejects.toThrow(
      /does not match its checksum: the file is damaged/,
    );
    const place = await newPlace();
    cleanups.push(place.remove);
    await expect(restoreBackup({ config: place.config, storage: place.storage, file: out })).rejects.toThrow(
      BackupError,
    );
    const notBackup = path.join(folder, 'not-a-backup.tar');
    writeFileSync(notBackup, 'hello');
    await expect(
      restoreBackup({ config: place.config, storage: place.storage, file: notBackup }),
    ).rejects.toThrow(/cannot be read as a backup/);
  });
});

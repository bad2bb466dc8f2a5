import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mediaDirectory } from '../../services';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import {
  createPostgresDatabase,
  createTestApp,
  isEngineUnavailable,
  type TestApp,
  testEngine,
} from '../../test/test-app';
import { createMediaStorage, type MediaStorage } from '../media/media.storage';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

describe.skipIf(isEngineUnavailable())(`backups of images in a bucket (${testEngine})`, () => {
  let source: TestS3Server;
  let target: TestS3Server;
  let t: TestApp;
  let folder: string;
  const names: string[] = [];

  beforeAll(async () => {
    [source, target] = await Promise.all([startS3Server(), startS3Server('jaliya-restored')]);
    t = await createTestApp(source.environment);
    folder = mkdtempSync(path.join(tmpdir(), 'jaliya-s3-backup-'));
    const storage = t.app.services.storage;
    for (let index = 0; index < 3; index += 1) {
      const key = randomBytes(12).toString('hex');
      for (const width of [400, 800]) {
        names.push(`${key}-${width}.webp`);
        await storage.write(`${key}-${width}.webp`, Buffer.from(`RIFF0000WEBPVP8 ${key} ${width}`));
      }
      await t.db
        .insertInto('images')
        .values({
          storage_key: key,
          mime_type: 'image/webp',
          width: 800,
          height: 600,
          byte_size: 40,
          variant_widths: '[400,800]',
          alt_en: '',
          alt_ar: '',
          created_at: new Date().toISOString(),
          owner_user_id: null,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([source?.close(), target?.close()]);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it(
    'copies the objects the database names and restores them into another bucket',
    { timeout: 30_000 },
    async () => {
      // An object no image row names is not part of the site (the orphan sweep would delete it).
      await t.app.services.storage.write('0123456789abcdef01234567-400.webp', Buffer.from('orphan'));
      const out = path.join(folder, 'bucket.tar');
      const { manifest } = await createBackup({ config: t.config, storage: t.app.services.storage, out });
      expect(manifest.images.storage).toBe('s3');
      expect(manifest.images.files.map((file) => file.name)).toEqual([...names].sort());

      const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-s3-restore-'));
      const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : undefined;
      try {
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dataDir, 'restored.db')}`,
          ...target.environment,
        });
        const storage: MediaStorage = createMediaStorage(config.mediaStorage, mediaDirectory(config));
        expect(storage.kind).toBe('s3');
        await target.client.send(
          new PutObjectCommand({
            Bucket: target.bucket,
            Key: 'ffffffffffffffffffffffff-400.webp',
            Body: 'already there',
          }),
        );
        await expect(restoreBackup({ config, storage, file: out })).rejects.toThrow(
          /The target is not empty: s3:\/\/jaliya-restored at .* holds 1 image files/,
        );
        const restored = await restoreBackup({ config, storage, file: out, force: true });
        expect(restored.images).toBe(names.length);
        expect(await target.keys()).toEqual([...names].sort());
        for (const name of names)
          expect((await storage.read(name)).toString()).toBe(
            (await t.app.services.storage.read(name)).toString(),
          );
        // Nothing went to the data folder: the images are in the bucket.
        expect(existsSync(path.join(dataDir, 'media'))).toBe(false);
        // An object lost from the bucket (its row still there) is told apart from a network error.
        const lost = names[0] ?? '';
        await t.app.services.storage.remove(lost);
        const again = await createBackup({
          config: t.config,
          storage: t.app.services.storage,
          out: path.join(folder, 'lost.tar'),
        });
        expect(again.manifest.images.missing).toEqual([lost]);
      } finally {
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

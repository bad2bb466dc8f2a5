import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createCategory, createCity, createSite } from '../../seed/factories';
import { mediaDirectory } from '../../services';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import {
  createPostgresDatabase,
  createTestApp,
  isEngineUnavailable,
  type TestApp,
  testEngine,
} from '../../test/test-app';
import { createBackup } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import { registerTestUser } from '../../test/test-users';
import { addMissingImageSizes } from './image-sizes';
import { variantName } from './image-view';
import { createMediaStorage, S3MediaStorage } from './media.storage';
import { sweepOrphanFiles } from './uploads';

const base = '/api/GA/en/0';
const boundary = '----jaliya-s3-media';
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const HOUR = 60 * 60_000;

async function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: hue, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

function photoBody(content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** The file names behind an image answer's srcset (`/media/KEY-W.webp W w, ...`). */
function namesIn(image: { srcset: string }): string[] {
  return image.srcset
    .split(', ')
    .map((entry) => (entry.split(' ')[0] ?? '').split('/').at(-1) ?? '')
    .sort();
}

async function seedSite(t: TestApp) {
  const site = await createSite(t.db);
  await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 });
  const shops = await createCategory(t.db, {
    site_id: site.id,
    parent_id: null,
    kind: 'business',
    name_en: 'Shops',
    name_ar: 'المتاجر',
    sort_order: 0,
  });
  await createCategory(t.db, {
    site_id: site.id,
    parent_id: shops.id,
    kind: 'business',
    name_en: 'Bakeries',
    name_ar: 'مخابز',
    sort_order: 0,
  });
}

async function uploadProfilePhoto(t: TestApp, headers: Record<string, string>, hue: number, prefix = base) {
  return t.app.inject({
    method: 'POST',
    url: `${prefix}/profile/photo`,
    headers: { ...headers, ...multipart },
    payload: photoBody(await photo(hue)),
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('S3 storage settings', () => {
  it('are checked at start-up, each problem named', () => {
    const attempt = (environment: Record<string, string>) => () =>
      loadConfig({ DATA_DIR: '/tmp/jaliya-config-s3', SESSION_SECRET: 'x'.repeat(32), ...environment });
    expect(attempt({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: is set but S3_BUCKET is not/,
    );
    expect(attempt({ MEDIA_PUBLIC_URL: 'https://cdn.example.org' })).toThrow(
      /MEDIA_PUBLIC_URL: is set but S3_BUCKET is not/,
    );
    expect(attempt({ S3_BUCKET: 'Media_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(attempt({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(attempt({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
    expect(attempt({ S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      /AWS_SECRET_ACCESS_KEY: must be set with AWS_ACCESS_KEY_ID/,
    );
    expect(
      attempt({
        S3_BUCKET: 'media',
        PUBLIC_URL: 'https://ga.jaliya.us',
        MEDIA_PUBLIC_URL: 'http://cdn.example.org',
      }),
    ).toThrow(/MEDIA_PUBLIC_URL: must be an https:\/\/ address on an https:\/\/ site/);
    // A secret key is never echoed back, even when something else is wrong.
    expect(
      attempt({ S3_BUCKET: 'x', AWS_ACCESS_KEY_ID: 'AKIA1', AWS_SECRET_ACCESS_KEY: 'hunter22' }),
    ).toThrow(/^(?![\s\S]*hunter22)[\s\S]*S3_BUCKET: must be a bucket name/);
  });

  it('choose the bucket only when S3_BUCKET is set; the local folder stays the default', () => {
    const settings = { DATA_DIR: '/tmp/jaliya-config-s3', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(settings).mediaStorage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        ...settings,
        S3_BUCKET: 'jaliya-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
        MEDIA_PUBLIC_URL: 'https://media.example.org/',
      }).mediaStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'jaliya-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'https://media.example.org',
    });
  });
});

describe.skipIf(isEngineUnavailable())(`images in an S3-compatible bucket (${testEngine})`, () => {
  let s3: TestS3Server;
  let t: TestApp;
  /** The same app with the local folder, to compare what /media/ answers. */
  let local: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.environment);
    local = await createTestApp();
    await seedSite(t);
    await seedSite(local);
  });
  afterAll(async () => {
    await t?.close();
    await local?.close();
    await s3?.close();
  });

  it('keeps an uploaded photo in the bucket, never on disk, and serves it as the local folder does', async () => {
    expect(t.app.services.storage.kind).toBe('s3');
    const owner = await registerTestUser(t);
    const response = await uploadProfilePhoto(t, owner.headers, 10);
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data.photo as { url: string; srcset: string; width: number };
    expect(image.url).toMatch(/^\/media\/[a-z0-9-]+-\d+\.webp$/);
    const names = namesIn(image);
    expect(names.length).toBeGreaterThan(1);
    expect((await s3.keys()).filter((key) => names.includes(key))).toEqual(names);
    expect(existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    const stored = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: image.url.split('/').at(-1) }),
    );
    expect(served.rawPayload.equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(image.width);

    // The local folder's answer to the same request, header by header.
    const localOwner = await registerTestUser(local);
    const localUpload = await uploadProfilePhoto(local, localOwner.headers, 10);
    const localUrl = (localUpload.json().data.photo as { url: string }).url;
    const localServed = await local.app.inject({ method: 'GET', url: localUrl });
    expect(localServed.statusCode).toBe(200);
    for (const answer of [served, localServed]) {
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(new Date(String(answer.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - HOUR);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.headers['content-encoding']).toBeUndefined();
    }

    // Asked again with what the browser kept: 304, no bytes, on both.
    for (const [app, url, first] of [
      [t, image.url, served],
      [local, localUrl, localServed],
    ] as const) {
      const again = await app.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      const since = await app.app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': String(first.headers['last-modified']) },
      });
      expect(since.statusCode).toBe(304);
      const head = await app.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      expect(Number(head.headers['content-length']), JSON.stringify(head.headers)).toBe(
        first.rawPayload.length,
      );
      expect(head.rawPayload.length).toBe(0);
    }

    // Anything but a stored name is a 404, as from the folder.
    for (const url of ['/media/abc0123-640.webp', '/media/..%2F..%2Fetc%2Fpasswd', '/media/Upper-1.webp']) {
      for (const app of [t, local]) {
        const missing = await app.app.inject({ method: 'GET', url });
        expect(missing.statusCode, `${url}`).toBe(404);
        expect(missing.json().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('puts post photos and the console’s images in the bucket too', async () => {
    const owner = await registerTestUser(t);
    const post = await t.app.inject({
      method: 'POST',
      url: `${base}/uploads/listing-photos`,
      headers: { ...owner.headers, ...multipart },
      payload: photoBody(await photo(40)),
    });
    expect(post.statusCode, post.body).toBe(200);
    const admin = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const site = await t.app.inject({
      method: 'POST',
      url: `${base}/admin/uploads/images`,
      headers: { ...admin.headers, ...multipart },
      payload: photoBody(await photo(50)),
    });
    expect(site.statusCode, site.body).toBe(200);
    const keys = await s3.keys();
    for (const answer of [post, site]) {
      const names = namesIn(answer.json().data.image as { srcset: string });
      expect(keys.filter((key) => names.includes(key))).toEqual(names);
      const served = await t.app.inject({ method: 'GET', url: `/media/${names[0]}` });
      expect(served.statusCode).toBe(200);
    }
  });

  it('deletes the objects of a replaced and of a removed photo', async () => {
    const owner = await registerTestUser(t);
    const first = namesIn((await uploadProfilePhoto(t, owner.headers, 60)).json().data.photo);
    const second = namesIn((await uploadProfilePhoto(t, owner.headers, 70)).json().data.photo);
    let keys = await s3.keys();
    expect(keys.filter((key) => first.includes(key))).toEqual([]);
    expect(keys.filter((key) => second.includes(key))).toEqual(second);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base}/profile/photo`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    keys = await s3.keys();
    expect(keys.filter((key) => second.includes(key))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/media/${second[0]}` })).statusCode).toBe(404);
  });

  it('sweeps objects no image uses, older than an hour, and nothing else in the bucket', async () => {
    const owner = await registerTestUser(t);
    const kept = namesIn((await uploadProfilePhoto(t, owner.headers, 80)).json().data.photo);
    const put = (key: string) =>
      s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: Buffer.from('x') }));
    await put('0badc0de0badc0de-640.webp');
    await put('notes-from-the-operator.txt');
    s3.age(2 * HOUR);
    // Written a moment ago: an upload may be between its files and its record.
    await put('0fresh0fresh0fresh-640.webp');
    const removed = await sweepOrphanFiles(t.app.services.media, t.app.services.storage);
    expect(removed).toBe(1);
    const keys = await s3.keys();
    expect(keys).not.toContain('0badc0de0badc0de-640.webp');
    expect(keys).toContain('0fresh0fresh0fresh-640.webp');
    expect(keys).toContain('notes-from-the-operator.txt');
    expect(keys.filter((key) => kept.includes(key))).toEqual(kept);
  });

  it('lists a bucket of more than one page, in name order', async () => {
    const storage = new S3MediaStorage(
      {
        kind: 's3',
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        publicUrl: undefined,
      },
      { pageSize: 2 },
    );
    const listed: string[] = [];
    for await (const file of storage.list()) {
      expect(file.size).toBeGreaterThan(0);
      listed.push(file.name);
    }
    const images = (await s3.keys()).filter((key) => key.endsWith('.webp'));
    expect(images.length).toBeGreaterThan(4);
    expect(listed).toEqual(images);
    await storage.close();
  });

  it('adds missing sizes (db:image-sizes) from and to the bucket', async () => {
    const owner = await registerTestUser(t);
    const response = await uploadProfilePhoto(t, owner.headers, 90);
    const names = namesIn(response.json().data.photo);
    const row = await t.db
      .selectFrom('images')
      .selectAll()
      .where('storage_key', '=', names[0]!.replace(/-\d+\.webp$/, ''))
      .executeTakeFirstOrThrow();
    const widths = JSON.parse(row.variant_widths) as number[];
    const smallest = widths[0]!;
    await t.app.services.storage.remove(variantName(row.storage_key, smallest));
    await t.db
      .updateTable('images')
      .set({ variant_widths: JSON.stringify(widths.slice(1)) })
      .where('id', '=', row.id)
      .execute();
    const added = await addMissingImageSizes(t.db, t.app.services.storage);
    expect(added.failed).toEqual([]);
    expect(added.files).toBeGreaterThanOrEqual(1);
    expect(await s3.keys()).toContain(variantName(row.storage_key, smallest));
    const file = await t.app.services.storage.read(variantName(row.storage_key, smallest));
    expect((await sharp(file).metadata()).width).toBe(smallest);
  });
});

describe.skipIf(isEngineUnavailable())(
  `a backup of a site whose images are in a bucket (${testEngine})`,
  () => {
    let source: TestS3Server;
    let target: TestS3Server;
    let t: TestApp;
    const cleanups: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      source = await startS3Server('jaliya-source');
      target = await startS3Server('jaliya-target');
      t = await createTestApp(source.environment);
      await seedSite(t);
    });
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
      await t?.close();
      await source?.close();
      await target?.close();
    });

    it('reads every image from the bucket and restores them into another bucket', async () => {
      const owner = await registerTestUser(t);
      const names = namesIn((await uploadProfilePhoto(t, owner.headers, 120)).json().data.photo);
      // An object no image uses is not part of the site and stays out of the backup.
      await source.client.send(
        new PutObjectCommand({
          Bucket: source.bucket,
          Key: '0a0a0a0a0a0a0a0a-640.webp',
          Body: Buffer.from('x'),
        }),
      );
      const folder = mkdtempSync(path.join(tmpdir(), 'jaliya-s3-backup-'));
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      const backup = await createBackup({
        config: t.config,
        storage: t.app.services.storage,
        out: path.join(folder, 'site.tar'),
      });
      expect(backup.manifest.images.files.map((file) => file.name).sort()).toEqual(names);

      const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-s3-restore-'));
      const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : undefined;
      cleanups.push(async () => {
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      });
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dataDir, 'restored.db')}`,
        ...target.environment,
      });
      const storage = createMediaStorage(config.mediaStorage, mediaDirectory(config));
      const restored = await restoreBackup({ config, storage, file: backup.file });
      expect(restored.images).toBe(names.length);
      expect(await target.keys()).toEqual(names);
      for (const name of names)
        expect((await storage.read(name)).equals(await t.app.services.storage.read(name))).toBe(true);
      await (storage as S3MediaStorage).close();
    });
  },
);

describe.skipIf(isEngineUnavailable())(`a bucket with a public address (${testEngine})`, () => {
  let s3: TestS3Server;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server('jaliya-public');
    t = await createTestApp({ ...s3.environment, MEDIA_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` });
    await seedSite(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('gives image addresses there, and /media/ redirects there', async () => {
    const owner = await registerTestUser(t);
    const response = await uploadProfilePhoto(t, owner.headers, 100);
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data.photo as { url: string; srcset: string };
    const publicBase = `${s3.endpoint}/${s3.bucket}/`;
    expect(image.url.startsWith(publicBase)).toBe(true);
    for (const entry of image.srcset.split(', ')) expect(entry.startsWith(publicBase)).toBe(true);
    // The public address gives the bytes straight from the store, with the year-long caching.
    const direct = await fetch(image.url);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).format).toBe('webp');
    // An address saved before (in a page's text, a bookmark) still leads to it.
    const name = image.url.slice(publicBase.length);
    const redirected = await t.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(image.url);
    expect(redirected.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2Fx' })).statusCode).toBe(404);
  });
});

describe.skipIf(isEngineUnavailable())(`a bucket that does not answer (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: 'jaliya-media',
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    await seedSite(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an upload and a /media/ read with 503 in the visitor’s language, never a 500', async () => {
    const owner = await registerTestUser(t);
    for (const [prefix, expected] of [
      [base, 'temporarily unavailable'],
      ['/api/GA/ar/0', 'غير متاحة مؤقتًا'],
    ] as const) {
      const upload = await uploadProfilePhoto(t, owner.headers, 110, prefix);
      expect(upload.statusCode, upload.body).toBe(503);
      expect(upload.json().error.code).toBe('UNAVAILABLE');
      expect(upload.json().error.message).toContain(expected);
      expect(upload.headers['retry-after']).toBe('5');
    }
    // Nothing half-done stays: no image record was made.
    expect(await t.db.selectFrom('images').select('id').execute()).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: '/media/abc0123-640.webp' });
    expect(served.statusCode).toBe(503);
    expect(served.json().error.code).toBe('UNAVAILABLE');
  });
});

import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import { imageWorkQueue } from './image-work';

const boundary = '----jaliya-image-work';

function filePart(name: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
}

function textPart(name: string, value: string): Buffer {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}

const end = Buffer.from(`--${boundary}--\r\n`);
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };

/** A promise the test settles itself: a job that waits on it holds its slot until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.skipIf(isEngineUnavailable())(`image work queue (${testEngine})`, () => {
  let t: TestApp;
  let jpeg: Buffer;

  /** Every stored file and every image row's sizes: the two must always match. */
  async function disk() {
    const list = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);
    const files = list(t.storage.directory).filter((name) => name.endsWith('.webp'));
    const rows = await t.db.selectFrom('images').select(['storage_key', 'variant_widths']).execute();
    const expected = rows.flatMap((row) =>
      (JSON.parse(row.variant_widths) as number[]).map((width) => `${row.storage_key}-${width}.webp`),
    );
    const incoming = list(`${t.storage.directory}-incoming`).length;
    return { files: files.sort(), expected: expected.sort(), rows: rows.length, incoming };
  }

  beforeAll(async () => {
    t = await createTestApp({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '1' });
    const site = await createSite(t.db);
    await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 });
    jpeg = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('with one image at a time and one waiting, three uploads at once: two stored, one 503 with Retry-After', async () => {
    const queue = imageWorkQueue();
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    // Each image waits on the gate before its work, so the first holds the one slot while the
    // others arrive: the second waits, the third finds the queue full.
    const held = gate();
    const run = queue.run.bind(queue);
    vi.spyOn(queue, 'run').mockImplementation((job) =>
      run(async () => {
        await held.opened;
        return job();
      }),
    );
    const people = [await registerTestUser(t), await registerTestUser(t), await registerTestUser(t)];
    const before = await disk();
    // A safety net: should no request be refused, the gate still opens and the test fails below.
    const fallback = setTimeout(held.open, 5000);
    const responses = await Promise.all(
      people.map((person) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/GA/ar/0/uploads/listing-photos',
            headers: { ...person.headers, ...multipart },
            payload: Buffer.concat([filePart('photo', jpeg), end]),
          })
          .then((response) => {
            if (response.statusCode === 503) held.open();
            return response;
          }),
      ),
    );
    clearTimeout(fallback);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused?.json().error.code).toBe('IMAGES_BUSY');
    expect(refused?.json().error.message).toMatch(
      /^يجري الآن تجهيز صور كثيرة\. يُرجى إرسال صورتك مرة أخرى بعد/,
    );
    // The two stored images have all their files, and nothing else was written.
    const after = await disk();
    expect(after.rows).toBe(before.rows + 2);
    expect(after.files).toEqual(after.expected);
    expect(after.incoming).toBe(0);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('bounds every path that takes an image: profile photo, the console’s site images, the old client’s business form', async () => {
    const owner = await registerTestUser(t);
    const admin = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const queue = imageWorkQueue();
    // Two images hold the queue: one running, one waiting.
    const held = gate();
    const holders = [queue.run(() => held.opened), queue.run(() => held.opened)];
    const before = await disk();
    try {
      const attempts = [
        await t.app.inject({
          method: 'POST',
          url: '/api/GA/en/0/profile/photo',
          headers: { ...owner.headers, ...multipart },
          payload: Buffer.concat([filePart('photo', jpeg), end]),
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/GA/en/0/admin/uploads/images',
          headers: { ...admin.headers, ...multipart },
          payload: Buffer.concat([filePart('photo', jpeg), end]),
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/GA/en/0/uploads/listing-photos',
          headers: { ...owner.headers, ...multipart },
          payload: Buffer.concat([filePart('photo', jpeg), end]),
        }),
      ];
      // The old client's business form answers in the old error form.
      const oldClient = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/business/create',
        headers: { ...owner.headers, ...multipart },
        payload: Buffer.concat([textPart('name', 'Queued Bakery'), filePart('logo', jpeg), end]),
      });
      const busy = expect.stringMatching(
        /^Many photos are being processed right now\. Please send yours again in \d+ seconds\.$/,
      );
      for (const response of [...attempts, oldClient]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      }
      for (const response of attempts)
        expect(response.json().error).toMatchObject({ code: 'IMAGES_BUSY', message: busy });
      expect(oldClient.json()).toMatchObject({
        status: false,
        status_number: 'S400',
        code: 'IMAGES_BUSY',
        message: busy,
      });
    } finally {
      held.open();
      await Promise.all(holders);
    }
    expect(await disk()).toEqual(before);
    // Once the queue is free, the same upload goes through.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/profile/photo',
      headers: { ...owner.headers, ...multipart },
      payload: Buffer.concat([filePart('photo', jpeg), end]),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import { LISTING_PHOTO_QUOTA } from '../directory/listing-photos';
import type { ImageRow } from './media.repository';

const base = '/api/GA/en/0';
const boundary = '----jaliya-image-paths';
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const SENTINELS = ['SENTINEL-GPS-DATUM', 'Sentinel Artist', 'Sentinel Camera'];

/**
 * A phone photo as phones send them (SECURITY.md item 20): GPS position in the EXIF GPS directory,
 * the owner's name, the camera, and an orientation to apply (6: turn 90 degrees clockwise), so a
 * 300 x 200 sensor image is a 200 x 300 picture. The sentinels are checked in the fixture itself.
 */
async function gpsTaggedJpeg(hue: number): Promise<Buffer> {
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: hue, g: 110, b: 70 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Sentinel Artist', Model: 'Sentinel Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 45/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '84/1 23/1 0/1',
        GPSMapDatum: 'SENTINEL-GPS-DATUM',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const metadata = await sharp(photo).metadata();
  expect(metadata.orientation).toBe(6);
  for (const sentinel of SENTINELS) expect(photo.includes(Buffer.from(sentinel))).toBe(true);
  return photo;
}

function filePart(name: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="IMG_0001.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
}

const textPart = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`--${boundary}--\r\n`);

/** The chunk names of a WebP file (RIFF): metadata would be in `EXIF` or `XMP ` chunks. */
function webpChunks(file: Buffer): string[] {
  expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const names: string[] = [];
  for (let offset = 12; offset + 8 <= file.length;) {
    names.push(file.subarray(offset, offset + 4).toString('latin1'));
    const size = file.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return names;
}

describe.skipIf(isEngineUnavailable())(`every path that takes an image (${testEngine})`, () => {
  let t: TestApp;
  let ids: { atlanta: number; shops: number; bakeries: number };

  /** Checks every stored size and the preview of an image: no metadata, orientation applied. */
  async function expectClean(image: ImageRow) {
    const widths = JSON.parse(image.variant_widths) as number[];
    expect(widths.length).toBeGreaterThan(0);
    // Turned upright before anything else: the largest size is the 200-pixel-wide picture.
    expect([image.width, image.height]).toEqual([200, 300]);
    for (const width of widths) {
      const file = readFileSync(path.join(t.storage.directory, `${image.storage_key}-${width}.webp`));
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBeGreaterThan(width);
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(webpChunks(file).filter((name) => name === 'EXIF' || name === 'XMP ')).toEqual([]);
      for (const sentinel of SENTINELS) expect(file.includes(Buffer.from(sentinel))).toBe(false);
    }
    const preview = Buffer.from(image.placeholder?.split(',')[1] ?? '', 'base64');
    expect((await sharp(preview).metadata()).exif).toBeUndefined();
    for (const sentinel of SENTINELS) expect(preview.includes(Buffer.from(sentinel))).toBe(false);
  }

  const imageById = (id: number) =>
    t.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    const atlanta = await createCity(t.db, {
      site_id: site.id,
      name_en: 'Atlanta',
      name_ar: 'أتلانتا',
      sort_order: 0,
    });
    const shops = await createCategory(t.db, {
      site_id: site.id,
      parent_id: null,
      kind: 'business',
      name_en: 'Shops',
      name_ar: 'المتاجر',
      sort_order: 0,
    });
    const bakeries = await createCategory(t.db, {
      site_id: site.id,
      parent_id: shops.id,
      kind: 'business',
      name_en: 'Bakeries',
      name_ar: 'مخابز',
      sort_order: 0,
    });
    ids = { atlanta: atlanta.id, shops: shops.id, bakeries: bakeries.id };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('strips GPS and every other metadata from a post photo, in every size', async () => {
    const owner = await registerTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/uploads/listing-photos`,
      headers: { ...owner.headers, ...multipart },
      payload: Buffer.concat([filePart('photo', await gpsTaggedJpeg(10)), end]),
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClean(await imageById(response.json().data.id));
  });

  it('strips it from a profile photo', async () => {
    const owner = await registerTestUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/profile/photo`,
      headers: { ...owner.headers, ...multipart },
      payload: Buffer.concat([filePart('photo', await gpsTaggedJpeg(20)), end]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('photo_image_id')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    await expectClean(await imageById(Number(user.photo_image_id)));
  });

  it('strips it from the console’s site images', async () => {
    const admin = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/admin/uploads/images`,
      headers: { ...admin.headers, ...multipart },
      payload: Buffer.concat([filePart('photo', await gpsTaggedJpeg(30)), end]),
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectClean(await imageById(response.json().data.id));
  });

  it('strips it from every photo of the old client’s one-request business form', async () => {
    const owner = await registerTestUser(t);
    const fields: Array<[string, string]> = [
      ['name', 'Upright Bakery'],
      ['main_id', String(ids.shops)],
      ['branch_id[]', String(ids.bakeries)],
      ['description', 'Bread and pastries.'],
      ['offers[0]', 'Bread'],
      ['offers[1]', 'Cakes'],
      ['offers[2]', 'Catering'],
      ['address', '12 Main St'],
      ['city', 'Atlanta'],
      ['state', '1'],
      ['zip_code', '30303'],
      ['phone_number', '+1 404 555 0111'],
      ['email', 'bakery@example.com'],
      ['work_times[0][day_type]', 'Mon'],
      ['work_times[0][time_from]', '08:00 AM'],
      ['work_times[0][time_to]', '06:30 PM'],
    ];
    const photos = [
      ['logo', 40],
      ['cover', 50],
      ...[0, 1, 2].map((index) => ['photos[]', 60 + index] as const),
      ...[0, 1, 2, 3, 4, 5].map((index) => ['gallerys[]', 70 + index] as const),
    ] as const;
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/business/create`,
      headers: { ...owner.headers, ...multipart },
      payload: Buffer.concat([
        ...fields.map(([name, value]) => textPart(name, value)),
        ...(await Promise.all(photos.map(async ([name, hue]) => filePart(name, await gpsTaggedJpeg(hue))))),
        end,
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.db
      .selectFrom('images')
      .selectAll()
      .where('owner_user_id', '=', owner.user.id)
      .execute();
    expect(stored).toHaveLength(photos.length);
    for (const image of stored) await expectClean(image);
  });
});

describe.skipIf(isEngineUnavailable())(`the post photo quota (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`refuses a photo beyond ${LISTING_PHOTO_QUOTA} kept, in the visitor's language, before reading it`, async () => {
    const owner = await registerTestUser(t);
    const other = await registerTestUser(t);
    // The quota counts the account's post photos, attached or not: the rows alone are enough.
    const rows = Array.from({ length: LISTING_PHOTO_QUOTA }, (_, index) => ({
      owner_user_id: owner.user.id,
      purpose: 'listing' as const,
      position: index,
      storage_key: `quota${String(index).padStart(4, '0')}`,
      mime_type: 'image/webp',
      width: 320,
      height: 240,
      byte_size: 1000,
      variant_widths: '[320]',
      alt_en: '',
      alt_ar: '',
      created_at: new Date().toISOString(),
      placeholder: null,
      upload_key: null,
    }));
    await t.db.insertInto('images').values(rows).execute();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const upload = (headers: Record<string, string>, language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/GA/${language}/0/uploads/listing-photos`,
        headers: { ...headers, ...multipart },
        payload: Buffer.concat([filePart('photo', photo), end]),
      });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('images')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const refused = await upload(owner.headers, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      photo: 'You have reached the limit of 200 photos; delete some posts or photos first',
    });
    const refusedInArabic = await upload(owner.headers, 'ar');
    expect(refusedInArabic.statusCode).toBe(400);
    expect(refusedInArabic.json().error.fields.photo).toBe(
      'وصلت إلى الحد الأقصى وهو ٢٠٠ صورة؛ احذف بعض الإعلانات أو الصور أولًا',
    );
    // The old client's form counts against the same quota, and keeps nothing.
    const oldClient = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/business/create',
      headers: { ...owner.headers, ...multipart },
      payload: Buffer.concat([textPart('name', 'Over Quota'), filePart('logo', photo), end]),
    });
    expect(oldClient.statusCode).toBe(400);
    expect(oldClient.json()).toMatchObject({ status: false, status_number: 'S400' });
    expect(Object.values(oldClient.json().errors).flat()).toContainEqual(
      expect.stringContaining('200 photos'),
    );
    expect(await count()).toBe(before);

    // Another account's quota is its own; deleting one photo makes room again.
    expect((await upload(other.headers, 'en')).statusCode).toBe(200);
    await t.db.deleteFrom('images').where('storage_key', '=', 'quota0000').execute();
    expect((await upload(owner.headers, 'en')).statusCode).toBe(200);
  });
});

import type { Business, BusinessCard, KeysetPage, MainCategory, OwnListing } from '@jaliya/contract';
import { emptyOpeningHours, openIntervalRows, type OpeningHours } from '@jaliya/contract';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { makeTrustedReporter, registerTestUser } from '../../test/test-users';
import { sweepUnattachedListingPhotos } from '../media/uploads';
import { BusinessesRepository } from './businesses.repository';

const base = '/api/GA/en/0';

function weekly(range: { opens: string; closes: string } | null): OpeningHours {
  const hours = emptyOpeningHours();
  if (range)
    for (const day of Object.keys(hours.weekly) as (keyof OpeningHours['weekly'])[])
      hours.weekly[day] = [range];
  return hours;
}

describe.skipIf(isEngineUnavailable())(`directory API (${testEngine})`, () => {
  let t: TestApp;
  let ids: {
    site: number;
    atlanta: number;
    decatur: number;
    services: number;
    shops: number;
    doctors: number;
    bakeries: number;
  };
  let moderator: Record<string, string>;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => t.app.inject({ method, url: `${base}/${url}`, headers, ...(payload ? { payload } : {}) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

  async function seedBusiness(
    name: string,
    options: {
      cityId?: number;
      mainId?: number;
      subId?: number;
      hours?: OpeningHours;
      verified?: boolean;
      status?: 'published' | 'pending';
      publishedAt?: string;
    } = {},
  ) {
    const hours = options.hours ?? weekly({ opens: '09:00', closes: '17:00' });
    return new BusinessesRepository(t.db).insert(
      { siteId: ids.site, ownerUserId: null, status: options.status ?? 'published' },
      {
        title: name,
        summary: `${name} serves the community.`,
        language: 'en',
        cityId: options.cityId ?? ids.atlanta,
        mainCategoryId: options.mainId ?? ids.services,
        subcategoryIds: [options.subId ?? ids.doctors],
        latitude: 33.75,
        longitude: -84.39,
        street: '1 Peachtree St',
        state: 'GA',
        postalCode: '30303',
        phone: '+1 404 555 0101',
        email: 'hello@example.com',
        website: null,
        social: {},
        services: ['One', 'Two', 'Three'],
        hours,
        images: [],
        openIntervals: openIntervalRows(hours),
      },
      { isVerified: options.verified ?? false, publishedAt: options.publishedAt ?? new Date().toISOString() },
    );
  }

  const uploadPhoto = (headers: Record<string, string>, hue: number, key?: string) =>
    uploadListingPhoto(t, headers, { hue, ...(key ? { idempotencyKey: key } : {}) });

  async function validInput(headers: Record<string, string>) {
    const photos: number[] = [];
    for (let index = 0; index < 11; index++) photos.push(await uploadPhoto(headers, index * 20));
    return {
      name: 'Cedar Family Clinic',
      mainCategoryId: ids.services,
      subcategoryIds: [ids.doctors],
      description: 'A family clinic in Decatur.\nArabic and English spoken.',
      services: ['Check-ups', 'Vaccines', 'Lab tests'],
      street: '120 Church St',
      cityId: ids.decatur,
      state: 'GA',
      postalCode: '30030',
      email: 'Clinic@Example.com',
      phone: '+1 404 555 0199',
      website: 'https://clinic.example.com',
      social: { facebook: 'https://www.facebook.com/cedarclinic' },
      location: { lat: 33.77, lng: -84.29 },
      hours: weekly({ opens: '09:00', closes: '17:00' }),
      logoId: photos[0],
      coverId: photos[1],
      mainPhotoIds: photos.slice(2, 5),
      galleryPhotoIds: photos.slice(5, 11),
    };
  }

  beforeAll(async () => {
    // The sites are read once: their re-read every 500 ms would count in a request's queries.
    t = await createTestApp({}, { sitesMaxAgeMs: 3_600_000 });
    const site = await createSite(t.db);
    // A second site of the same deployment, to show its addresses never reach the first's posts.
    await createSite(t.db, { code: 'MI', name_en: 'Michigan', name_ar: 'ميشيغان' });
    const atlanta = await createCity(t.db, {
      site_id: site.id,
      name_en: 'Atlanta',
      name_ar: 'أتلانتا',
      sort_order: 0,
    });
    const decatur = await createCity(t.db, {
      site_id: site.id,
      name_en: 'Decatur',
      name_ar: 'ديكاتور',
      sort_order: 1,
    });
    const services = await createCategory(t.db, {
      site_id: site.id,
      parent_id: null,
      kind: 'service',
      name_en: 'Service Providers',
      name_ar: 'مقدمو الخدمات',
      sort_order: 0,
    });
    const shops = await createCategory(t.db, {
      site_id: site.id,
      parent_id: null,
      kind: 'business',
      name_en: 'Shops',
      name_ar: 'المتاجر',
      sort_order: 1,
    });
    const doctors = await createCategory(t.db, {
      site_id: site.id,
      parent_id: services.id,
      kind: 'service',
      name_en: 'Doctors',
      name_ar: 'أطباء',
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
    ids = {
      site: site.id,
      atlanta: atlanta.id,
      decatur: decatur.id,
      services: services.id,
      shops: shops.id,
      doctors: doctors.id,
      bakeries: bakeries.id,
    };
    const mod = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
    moderator = mod.headers;
  });
  afterAll(() => t?.close());

  it('lists main categories with their subcategories and published counts, in both languages', async () => {
    const a = await seedBusiness('Counted Clinic');
    await seedBusiness('Pending Clinic', { status: 'pending' });
    const english = data<MainCategory[]>(await call('GET', 'categories?type=service'));
    expect(english.map((category) => category.name)).toEqual(['Service Providers']);
    expect(english[0]?.subcategories[0]).toMatchObject({ name: 'Doctors', type: 'service', listingCount: 1 });
    const arabic = data<MainCategory[]>(await t.app.inject({ url: '/api/GA/ar/0/categories' }));
    expect(arabic.map((category) => category.name)).toEqual(['مقدمو الخدمات', 'المتاجر']);
    expect(data<unknown[]>(await call('GET', `categories/${ids.shops}/subcategories`))).toHaveLength(1);
    expect((await call('GET', 'categories/999999/subcategories')).statusCode).toBe(404);
    await t.db.deleteFrom('listings').where('id', '=', a).execute();
    await t.db.deleteFrom('listings').execute();
    t.app.services.cache.invalidateTags(['site:GA']);
  });

  it('pages through a list with a stable cursor: every item once, newest first, with the total', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const created: number[] = [];
    for (let index = 0; index < 23; index++) {
      // Several share a publication time: the id breaks the tie.
      created.push(
        await seedBusiness(`Bakery ${index}`, {
          mainId: ids.shops,
          subId: ids.bakeries,
          publishedAt: new Date(start + Math.floor(index / 3) * 60_000).toISOString(),
        }),
      );
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: KeysetPage<BusinessCard> = data(
        await call('GET', `businesses?type=business&limit=10${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.total).toBe(23);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
    const byName = data<KeysetPage<BusinessCard>>(
      await call('GET', `businesses?category_id=${ids.bakeries}&sort=name&limit=50`),
    );
    expect(byName.items.map((item) => item.name)).toEqual([...byName.items.map((item) => item.name)].sort());
    const bad = await call('GET', 'businesses?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cursor).toMatch(/page link/);
    expect((await call('GET', 'businesses?sort=nearest')).json().error.fields.lat).toMatch(/location/);
    expect((await call('GET', 'businesses?limit=500')).statusCode).toBe(400);
  });

  it('reads a list page or a profile in the same few queries whatever its size (no N+1)', async () => {
    // Each address is asked once, so every answer is built (never served from the cache).
    const queriesFor = async (url: string) => {
      const before = t.queries.count;
      const response = await call('GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return t.queries.count - before;
    };
    await queriesFor('businesses?limit=1'); // Warms what every request shares (the site, its cities).
    const small = await queriesFor('businesses?limit=2&sort=name');
    const large = await queriesFor('businesses?limit=20&sort=name');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(6);
    const filtered = await queriesFor(`businesses?limit=20&category_id=${ids.doctors}&open_now=1`);
    expect(filtered).toBeLessThanOrEqual(small);
    const [first, second] = data<KeysetPage<BusinessCard>>(await call('GET', 'businesses?limit=2')).items;
    expect(await queriesFor(`businesses/${first?.id}`)).toBe(await queriesFor(`businesses/${second?.id}`));
    expect(await queriesFor('categories')).toBeLessThanOrEqual(4);
  });

  it('filters by city, verified and open now, and never shows contact details on a list', async () => {
    await seedBusiness('Always Open Pharmacy', {
      cityId: ids.decatur,
      hours: { ...weekly(null), alwaysOpen: true },
      verified: true,
    });
    await seedBusiness('Never Open Shop', { cityId: ids.decatur, hours: weekly(null) });
    const decatur = data<KeysetPage<BusinessCard>>(await call('GET', `businesses?city=${ids.decatur}`));
    expect(decatur.items.map((item) => item.name).sort()).toEqual([
      'Always Open Pharmacy',
      'Never Open Shop',
    ]);
    const open = data<KeysetPage<BusinessCard>>(
      await call('GET', `businesses?city=${ids.decatur}&open_now=1`),
    );
    expect(open.items.map((item) => item.name)).toEqual(['Always Open Pharmacy']);
    expect(open.items[0]?.openState).toEqual({ state: 'always_open' });
    const verified = data<KeysetPage<BusinessCard>>(await call('GET', 'businesses?verified=true'));
    expect(verified.items.map((item) => item.name)).toEqual(['Always Open Pharmacy']);
    const body = (await call('GET', 'businesses?limit=50')).body;
    expect(body).not.toContain('555 0101');
    expect(body).not.toContain('hello@example.com');
  });

  it('takes a business from the owner through review to the public, and keeps another user out', async () => {
    const owner = await registerTestUser(t);
    const other = await registerTestUser(t);
    const input = await validInput(owner.headers);
    const created = await call('POST', 'businesses', owner.headers, input);
    expect(created.statusCode, created.body).toBe(200);
    const listing = data<OwnListing>(created);
    expect(listing).toMatchObject({
      status: 'pending',
      title: 'Cedar Family Clinic',
      slug: 'cedar-family-clinic',
    });
    expect((await call('GET', `businesses/${listing.id}`)).statusCode).toBe(404);
    const mine = data<KeysetPage<OwnListing>>(await call('GET', 'my/businesses', owner.headers));
    expect(mine.items.map((item) => item.status)).toEqual(['pending']);

    // Another user's post id is a 404 on every write, never a change; an owner cannot approve.
    expect(
      (await call('PATCH', `businesses/${listing.id}`, other.headers, { ...input, name: 'Taken' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `businesses/${listing.id}`, other.headers)).statusCode).toBe(404);
    // Nor does the owner change it through another site's address.
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `/api/MI/en/0/businesses/${listing.id}`,
      headers: owner.headers,
      payload: { ...input, name: 'Moved' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    expect((await call('GET', `my/businesses/${listing.id}`, other.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `moderation/listings/${listing.id}`, other.headers, { action: 'approve' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `moderation/listings/${listing.id}`, owner.headers, { action: 'approve' }))
        .statusCode,
    ).toBe(403);
    // Photos of someone else cannot be attached.
    const stolen = await call('POST', 'businesses', other.headers, input);
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().error.fields)).toEqual([
      'logoId',
      'coverId',
      'mainPhotoIds',
      'galleryPhotoIds',
    ]);

    expect(
      (await call('POST', `moderation/listings/${listing.id}`, moderator, { action: 'reject' })).json().error
        .fields.reason,
    ).toBeTruthy();
    const approved = await call('POST', `moderation/listings/${listing.id}`, moderator, {
      action: 'approve',
    });
    expect(data(approved)).toEqual({ id: listing.id, status: 'published' });
    const profile = data<Business>(await call('GET', `businesses/${listing.id}`));
    expect(profile).toMatchObject({
      name: 'Cedar Family Clinic',
      email: 'clinic@example.com',
      services: ['Check-ups', 'Vaccines', 'Lab tests'],
    });
    expect(profile.mainPhotos).toHaveLength(3);
    expect(profile.gallery).toHaveLength(6);
    expect(profile.social).toEqual([{ type: 'facebook', url: 'https://www.facebook.com/cedarclinic' }]);

    // An edit of a published business waits for review; the public keeps the approved one.
    const edited = await call('PATCH', `businesses/${listing.id}`, owner.headers, {
      ...input,
      name: 'Cedar Clinic & Lab',
    });
    expect(data<OwnListing>(edited)).toMatchObject({ status: 'published', hasPendingChanges: true });
    expect(data<Business>(await call('GET', `businesses/${listing.id}`)).name).toBe('Cedar Family Clinic');
    const forEdit = await call('GET', `my/businesses/${listing.id}`, owner.headers);
    expect(forEdit.statusCode, forEdit.body).toBe(200);
    const own = data<{ input: { name: string; logoId: number }; photos: { id: number }[] }>(forEdit);
    expect(own.input.name).toBe('Cedar Clinic & Lab');
    // Every photo the input names comes with it, so the edit form can show them.
    expect(own.photos).toHaveLength(11);
    expect(own.photos.map((photo) => photo.id)).toContain(own.input.logoId);
    await call('POST', `moderation/listings/${listing.id}`, moderator, { action: 'approve' });
    expect(data<Business>(await call('GET', `businesses/${listing.id}`)).name).toBe('Cedar Clinic & Lab');

    // Following counts once per user; saving works through the one saved-items mechanism.
    expect(
      data<{ followerCount: number }>(await call('POST', `businesses/${listing.id}/follow`, other.headers))
        .followerCount,
    ).toBe(1);
    expect(
      data<{ followerCount: number }>(await call('POST', `businesses/${listing.id}/follow`, other.headers))
        .followerCount,
    ).toBe(1);
    expect(data(await call('GET', `businesses/${listing.id}/follow`, other.headers))).toEqual({
      id: listing.id,
      isFollowing: true,
      followerCount: 1,
    });
    expect(
      data<{ followerCount: number }>(await call('DELETE', `businesses/${listing.id}/follow`, other.headers))
        .followerCount,
    ).toBe(0);
    expect(data(await call('GET', `businesses/${listing.id}/follow`, other.headers))).toMatchObject({
      isFollowing: false,
    });
    expect(
      (await call('POST', 'profile/save', other.headers, { type: 'business', id: listing.id })).statusCode,
    ).toBe(200);
    const saved = data<KeysetPage<{ id: number; name: string }>>(
      await call('GET', 'my/saved/businesses', other.headers),
    );
    expect(saved.items.map((item) => item.id)).toEqual([listing.id]);
    expect(saved.total).toBe(1);
    expect(data<KeysetPage<unknown>>(await call('GET', 'my/saved/businesses', owner.headers)).total).toBe(0);
    expect((await call('GET', 'my/saved/businesses')).statusCode).toBe(401);

    const deleted = await call('DELETE', `businesses/${listing.id}`, owner.headers);
    expect(data(deleted)).toEqual({ id: listing.id, status: 'deleted' });
    expect((await call('GET', `businesses/${listing.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `businesses/${listing.id}`, owner.headers)).statusCode).toBe(404);
    // A deleted business leaves the saved list and cannot be followed.
    expect(data<KeysetPage<unknown>>(await call('GET', 'my/saved/businesses', other.headers)).total).toBe(0);
    expect((await call('GET', `businesses/${listing.id}/follow`, other.headers)).statusCode).toBe(404);
  });

  it('answers every missing or wrong field with its message, in English and in Arabic, and stores nothing', async () => {
    const owner = await registerTestUser(t);
    const before = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const english = (await call('POST', 'businesses', owner.headers, {})).json().error.fields as Record<
      string,
      string
    >;
    expect(english).toMatchObject({
      name: 'Company name is required',
      mainCategoryId: 'main category is required',
      subcategoryIds: 'sub category is required',
      description: 'Description is required',
      street: 'Street address is required',
      cityId: 'City is required',
      postalCode: 'Postal code is required',
      email: 'Email is required',
      phone: 'Phone is required',
      logoId: 'Logo is required',
      coverId: 'Cover image is required',
      mainPhotoIds: 'Add 3 to 6 main photos',
      galleryPhotoIds: 'Add 6 to 10 gallery photos',
    });
    const input = await validInput(owner.headers);
    const limits = await t.app.inject({
      method: 'POST',
      url: '/api/GA/ar/0/businesses',
      headers: owner.headers,
      payload: {
        ...input,
        description: 'one\ntwo\nthree\nfour',
        services: ['a', 'b'],
        mainPhotoIds: input.mainPhotoIds.slice(0, 2),
        galleryPhotoIds: [...input.galleryPhotoIds, ...input.mainPhotoIds, input.logoId, input.coverId].slice(
          0,
          11,
        ),
        postalCode: '3003',
        website: 'javascript:alert(1)',
        role: 'admin',
      },
    });
    expect(limits.statusCode).toBe(400);
    expect(limits.json().error.fields).toMatchObject({
      description: 'يجب أن يكون الوصف من سطر إلى ٣ أسطر',
      services: 'أضف من ٣ إلى ٩ خدمات',
      mainPhotoIds: 'أضف من ٣ إلى ٦ صور رئيسية',
      galleryPhotoIds: 'أضف من ٦ إلى ١٠ صور للمعرض',
      postalCode: 'يجب أن يتكون الرمز البريدي من ٥ أرقام (أو ٥+٤)',
      website: 'يجب أن يبدأ الرابط بـ http:// أو https://',
    });
    const after = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores a retried upload once, and strips the metadata of every stored size', async () => {
    const owner = await registerTestUser(t);
    const first = await uploadPhoto(owner.headers, 10, 'retry-key-123456');
    const again = await uploadPhoto(owner.headers, 10, 'retry-key-123456');
    expect(again).toBe(first);
    const image = await t.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    // A 400-pixel photo: the sizes of a logo on a card or a job's thumbnail (128, 192), 320 and
    // its own width, never enlarged.
    expect(JSON.parse(image.variant_widths)).toEqual([128, 192, 320, 400]);
    for (const width of JSON.parse(image.variant_widths) as number[]) {
      const file = readFileSync(path.join(t.storage.directory, `${image.storage_key}-${width}.webp`));
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(file.includes(Buffer.from('Sentinel Person'))).toBe(false);
    }
    // The blurred preview shown while the photo loads: tiny, and as clean as the sizes.
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(image.placeholder?.length).toBeLessThan(400);
    const preview = Buffer.from(image.placeholder?.split(',')[1] ?? '', 'base64');
    const previewMetadata = await sharp(preview).metadata();
    expect(previewMetadata.width).toBe(16);
    expect(previewMetadata.exif).toBeUndefined();
  });

  it('sweeps post photos no post uses once they are old, keeping those of posts and of edits in review', async () => {
    const owner = await registerTestUser(t);
    const input = await validInput(owner.headers);
    const abandoned = await uploadPhoto(owner.headers, 3);
    const created = data<OwnListing>(await call('POST', 'businesses', owner.headers, input));
    await call('POST', `moderation/listings/${created.id}`, moderator, { action: 'approve' });
    // An edit in review swaps the logo: the new logo is in no post yet, the old one still is.
    const newLogo = await uploadPhoto(owner.headers, 6);
    const edited = await call('PATCH', `businesses/${created.id}`, owner.headers, {
      ...input,
      logoId: newLogo,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const sweep = (graceMs: number) =>
      sweepUnattachedListingPhotos(
        t.app.services.media,
        t.app.services.storage,
        () => t.app.services.listings.pendingImageIds(),
        graceMs,
      );
    const exists = async (id: number) =>
      (await t.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

    // Younger than the grace: nothing goes.
    expect(await sweep(60 * 60_000)).toBe(0);
    expect(await exists(abandoned)).toBe(true);

    const abandonedRow = await t.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', abandoned)
      .executeTakeFirstOrThrow();
    expect(await sweep(-60_000)).toBeGreaterThanOrEqual(1);
    expect(await exists(abandoned)).toBe(false);
    for (const width of JSON.parse(abandonedRow.variant_widths) as number[]) {
      expect(existsSync(path.join(t.storage.directory, `${abandonedRow.storage_key}-${width}.webp`))).toBe(
        false,
      );
    }
    expect(await exists(newLogo)).toBe(true);
    for (const id of [input.logoId, input.coverId, ...input.mainPhotoIds, ...input.galleryPhotoIds]) {
      expect(await exists(id ?? 0)).toBe(true);
    }
    // The profile still shows every photo.
    const profile = data<Business>(await call('GET', `businesses/${created.id}`));
    expect(profile.gallery).toHaveLength(6);
  });

  it("lists a member's businesses and saves one through the saved items", async () => {
    const owner = await registerTestUser(t);
    const created = data<OwnListing>(
      await call('POST', 'businesses', owner.headers, await validInput(owner.headers)),
    );
    await call('POST', `moderation/listings/${created.id}`, moderator, { action: 'approve' });

    expect((await call('GET', 'businesses/999999')).statusCode).toBe(404);
    expect(
      data<KeysetPage<OwnListing>>(await call('GET', 'my/businesses', owner.headers)).items.map(
        (item) => item.id,
      ),
    ).toContain(created.id);
    expect((await call('GET', 'my/businesses')).statusCode).toBe(401);

    const fan = await registerTestUser(t);
    const save = (id: unknown) => call('POST', 'profile/save', fan.headers, { type: 'business', id });
    expect((await save(created.id)).statusCode).toBe(200);
    expect(
      data<KeysetPage<BusinessCard>>(await call('GET', 'my/saved/businesses', fan.headers)).items.map(
        (item) => item.id,
      ),
    ).toEqual([created.id]);
    expect((await call('DELETE', `profile/save/business/${created.id}`, fan.headers)).statusCode).toBe(200);
    expect(
      data<KeysetPage<BusinessCard>>(await call('GET', 'my/saved/businesses', fan.headers)).items,
    ).toEqual([]);
    expect((await save(999999)).statusCode).toBe(404);
    expect((await save('x')).statusCode).toBe(400);
  });

  it('takes HEIF photos (the AV1 kind sharp decodes) and delivers them as WebP', async () => {
    const owner = await registerTestUser(t);
    const heif = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .heif({ compression: 'av1' })
      .toBuffer();
    const boundary = '----jaliya-heif';
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/uploads/listing-photos`,
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="IMG_0001.HEIC"\r\nContent-Type: image/heic\r\n\r\n`,
        ),
        heif,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { image } = data<{ image: { url: string; width: number } }>(response);
    expect(image.url).toMatch(/\.webp$/);
    expect(image.width).toBe(800);
  });

  it('stops taking photos while the media disk is nearly full, saying so in the visitor’s language', async () => {
    const owner = await registerTestUser(t);
    const storage = t.app.services.storage;
    const freeBytes = storage.freeBytes.bind(storage);
    storage.freeBytes = async () => 10 * 1024 * 1024;
    try {
      const before = await t.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const boundary = '----jaliya-full';
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/GA/ar/0/uploads/listing-photos`,
        headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
            .png()
            .toBuffer(),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(refused.statusCode).toBe(507);
      expect(refused.json().error).toMatchObject({
        code: 'STORAGE_FULL',
        message: 'لا يمكن رفع الصور الآن. يرجى المحاولة لاحقاً.',
      });
      const after = await t.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      storage.freeBytes = freeBytes;
    }
    expect(await uploadPhoto(owner.headers, 5)).toBeGreaterThan(0);
  });

  it('takes reports once per person, hides a post after three trusted ones, and a moderator brings it back', async () => {
    const owner = await registerTestUser(t);
    const created = data<OwnListing>(
      await call('POST', 'businesses', owner.headers, await validInput(owner.headers)),
    );
    await call('POST', `moderation/listings/${created.id}`, moderator, { action: 'approve' });
    const reasons = data<Array<{ id: number; key: string; label: string }>>(
      await call('GET', 'report-reasons'),
    );
    expect(reasons.map((reason) => reason.key)).toContain('scam');
    const arabic = await t.app.inject({ method: 'GET', url: '/api/GA/ar/0/report-reasons' });
    expect(data<Array<{ label: string }>>(arabic)[0]?.label).toBe('احتيال أو نصب');
    const scam = reasons.find((reason) => reason.key === 'scam')?.id ?? 0;
    let addresses = 0;
    const report = (headers: Record<string, string>, body: object, id = created.id) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/listings/${id}/report`,
        headers,
        payload: body,
        remoteAddress: `198.51.100.${++addresses}`,
      });
    // Reports count in full from verified, established accounts on different connections.
    const trusted = async () => {
      const person = await registerTestUser(t);
      await makeTrustedReporter(t, person.user.id, ids.site);
      return person;
    };

    // Guests are asked to log in; bad input is refused field by field and stores nothing.
    expect((await report({}, { reasonId: scam })).statusCode).toBe(401);
    const first = await trusted();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/GA/ar/0/listings/${created.id}/report`,
      headers: first.headers,
      payload: { reasonId: 999_999, note: 'x'.repeat(501) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ note: 'يجب ألا تتجاوز الملاحظة ٥٠٠ حرف' });
    expect((await report(first.headers, { reasonId: 999_999 })).json().error.fields).toEqual({
      reasonId: 'Please choose a reason',
    });
    expect((await report(first.headers, { reasonId: scam }, 999_999)).statusCode).toBe(404);

    // One person reporting twice counts once; the owner's own report counts for nothing.
    expect(data(await report(first.headers, { reasonId: scam, note: 'Asked me to pay first' }))).toEqual({
      id: created.id,
      isReported: true,
    });
    await report(first.headers, { reasonId: scam });
    await report(owner.headers, { reasonId: scam });
    const second = await trusted();
    await report(second.headers, { reasonId: scam });
    expect((await call('GET', `businesses/${created.id}`)).statusCode).toBe(200);

    const third = await trusted();
    await report(third.headers, { reasonId: scam });
    expect((await call('GET', `businesses/${created.id}`)).statusCode).toBe(404);
    const own = data<KeysetPage<OwnListing>>(await call('GET', 'my/businesses', owner.headers)).items.find(
      (item) => item.id === created.id,
    );
    expect(own).toMatchObject({ status: 'pending', statusReason: 'reports' });
    expect(JSON.stringify(own)).not.toContain('Asked me to pay first');

    // The moderator's approval deals with the reports: one more report does not hide it again.
    await call('POST', `moderation/listings/${created.id}`, moderator, { action: 'approve' });
    expect((await call('GET', `businesses/${created.id}`)).statusCode).toBe(200);
    await report((await trusted()).headers, { reasonId: scam });
    expect((await call('GET', `businesses/${created.id}`)).statusCode).toBe(200);
  });

  it("adds a business the old client's way: one multipart request with photos and AM/PM working times", async () => {
    const owner = await registerTestUser(t);
    const boundary = '----jaliya-old-client';
    const jpeg = (hue: number) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 90, b: 60 } } })
        .jpeg()
        .toBuffer();
    const filePart = async (name: string, hue: number) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p${hue}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        await jpeg(hue),
        Buffer.from('\r\n'),
      ]);
    const textPart = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const body = async (text: Array<[string, string]>, mainPhotos: number) =>
      Buffer.concat([
        ...text.map(([name, value]) => textPart(name, value)),
        await filePart('logo', 1),
        await filePart('cover', 2),
        ...(await Promise.all(
          Array.from({ length: mainPhotos }, (_, index) => filePart('photos[]', 10 + index)),
        )),
        ...(await Promise.all(Array.from({ length: 6 }, (_, index) => filePart('gallerys[]', 40 + index)))),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const fields: Array<[string, string]> = [
      ['name', 'Old Client Bakery'],
      ['main_id', String(ids.shops)],
      ['branch_id[]', String(ids.bakeries)],
      ['description', 'Bread and pastries.'],
      ['offers[0]', 'Bread'],
      ['offers[1]', 'Cakes'],
      ['offers[2]', 'Catering'],
      ['address', '12 Main St'],
      // The old form names the city and sends the id `state_page/business` gave.
      ['city', 'Atlanta'],
      ['state', '1'],
      ['zip_code', '30303'],
      ['phone_number', '+1 404 555 0111'],
      ['email', 'bakery@example.com'],
      ['facebook', 'https://facebook.com/oldclientbakery'],
      ['latitude', '33.75'],
      ['longitude', '-84.39'],
      ['work_times[0][day_type]', 'Mon'],
      ['work_times[0][time_from]', '08:00 AM'],
      ['work_times[0][time_to]', '06:30 PM'],
      ['work_times[1][day_type]', 'friday'],
      ['work_times[1][time_from]', '06:00 PM'],
      ['work_times[1][time_to]', '02:00 AM'],
      ['work_times[2][day_type]', 'sunday'],
      ['work_times[2][is_closed]', '1'],
    ];
    const send = async (payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/business/create`,
        headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const countImages = async () =>
      Number(
        (
          await t.db
            .selectFrom('images')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('owner_user_id', '=', owner.user.id)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // Two main photos and no e-mail, category or postal code: refused field by field, and no photo is kept.
    const refused = await send(
      await body(
        fields.filter(([name]) => name !== 'email' && name !== 'main_id' && name !== 'zip_code'),
        2,
      ),
    );
    // Refused in the old form, under the old field names.
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: false,
      status_number: 'S400',
      errors: {
        email: ['Email is required'],
        main_id: ['main category is required'],
        zip_code: [expect.any(String)],
        photos: ['Add 3 to 6 main photos'],
      },
    });
    expect(await countImages()).toBe(0);

    const created = await send(await body(fields, 3));
    expect(created.statusCode, created.body).toBe(200);
    const listing = data<OwnListing>(created);
    expect(created.json()).toMatchObject({ status: true, status_number: 'S200' });
    expect(listing).toMatchObject({ status: 'pending', title: 'Old Client Bakery' });
    await call('POST', `moderation/listings/${listing.id}`, moderator, { action: 'approve' });
    const profile = data<Business>(await call('GET', `businesses/${listing.id}`));
    expect(profile.hours.weekly.monday).toEqual([{ opens: '08:00', closes: '18:30' }]);
    expect(profile.hours.weekly.friday).toEqual([{ opens: '18:00', closes: '02:00' }]);
    expect(profile.hours.weekly.sunday).toEqual([]);
    expect(profile.mainPhotos).toHaveLength(3);
    expect(profile.gallery).toHaveLength(6);
    expect(profile.social).toEqual([{ type: 'facebook', url: 'https://facebook.com/oldclientbakery' }]);
    expect(profile.location).toEqual({ lat: 33.75, lng: -84.39 });
    expect(profile.services).toEqual(['Bread', 'Cakes', 'Catering']);
    expect((await t.app.inject({ method: 'POST', url: `${base}/business/create` })).statusCode).toBe(401);
  });

  it('asks a guest to log in for every write', async () => {
    for (const [method, url] of [
      ['POST', 'businesses'],
      ['PATCH', 'businesses/1'],
      ['DELETE', 'businesses/1'],
      ['GET', 'my/businesses'],
      ['POST', 'businesses/1/follow'],
      ['POST', 'moderation/listings/1'],
      ['POST', 'uploads/listing-photos'],
    ] as const) {
      expect(
        (await call(method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });
});

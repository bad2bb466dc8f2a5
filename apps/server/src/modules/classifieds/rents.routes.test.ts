import type { KeysetPage, OwnListing, Rent, RentCard } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { registerTestUser } from '../../test/test-users';

const base = '/api/GA/en/0';
type Headers = Record<string, string>;

describe.skipIf(isEngineUnavailable())(`rentals API (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let moderator: Headers;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${base}/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

  const uploadPhoto = (headers: Headers) => uploadListingPhoto(t, headers, { hue: 170 });

  const rentInput = async (overrides: Record<string, unknown> = {}) => ({
    intent: 'offer',
    title: 'Two-bedroom apartment',
    description: 'Near the mosque.',
    cityId: atlanta,
    email: 'landlord@example.com',
    accommodationType: 'apartment',
    price: 1200,
    areaSqft: 850,
    bedrooms: 2,
    bathrooms: 1.5,
    sharedBathroom: 'false',
    gender: 'any',
    photoIds: [await uploadPhoto(owner.headers)],
    ...overrides,
  });

  async function postAndApprove(overrides: Record<string, unknown> = {}) {
    const created = await call('POST', 'rents', owner.headers, await rentInput(overrides));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = data<OwnListing>(created);
    await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    const mod = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
    moderator = mod.headers;
    owner = await registerTestUser(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('posts a home, shows it once approved, and filters on every field with ranges', async () => {
    const flat = await postAndApprove({ location: { lat: 33.774321, lng: -84.296789 } });
    const room = await postAndApprove({
      title: 'Room for a woman',
      accommodationType: 'room',
      price: 550,
      areaSqft: 140,
      bedrooms: 1,
      bathrooms: 1,
      sharedBathroom: true,
      gender: 'female',
    });
    const house = await postAndApprove({
      title: 'Family house',
      accommodationType: 'house',
      price: 2100,
      areaSqft: 1800,
      bedrooms: 4,
      bathrooms: 2,
    });
    const rent = data<Rent>(await call('GET', `rents/${flat}`));
    expect(rent).toMatchObject({
      kind: 'rent',
      accommodationType: 'apartment',
      bathrooms: 1.5,
      sharedBathroom: false,
      price: 1200,
    });
    expect(JSON.stringify(rent)).not.toContain('landlord@example.com');
    // Visitors see the area, never the exact spot.
    expect(rent.location).toEqual({ lat: 33.77, lng: -84.3 });

    const ids = async (query: string) =>
      data<KeysetPage<RentCard>>(await call('GET', `rents?${query}`)).items.map((item) => item.id);
    expect(await ids('accommodation_type=room')).toEqual([room]);
    expect(await ids('bedrooms_min=3')).toEqual([house]);
    expect(await ids('price_min=1000&price_max=1500')).toEqual([flat]);
    expect(await ids('area_min=500&area_max=1000')).toEqual([flat]);
    expect(await ids('shared_bathroom=true')).toEqual([room]);
    expect(await ids('bathrooms_min=1.5&bathrooms_max=2')).toEqual([house, flat]);
    // Women find places for women and places open to anyone; "anyone" finds only those.
    expect((await ids('gender=female')).sort()).toEqual([flat, room, house].sort());
    expect(await ids('gender=male')).toEqual([house, flat]);
    expect(await ids('gender=any&bedrooms_max=2')).toEqual([flat]);
    expect(await ids('sort=price_low')).toEqual([room, flat, house]);
    expect(await ids('sort=price_high&bedrooms_min=&gender=')).toEqual([house, flat, room]);
    expect((await call('GET', 'rents?bedrooms_min=500&gender=robot')).statusCode).toBe(400);
  });

  it('asks for every required field in the visitor’s language, and photos only for a place on offer', async () => {
    const response = await call('POST', '/api/GA/ar/0/rents', owner.headers, {
      intent: 'offer',
      phone: '',
      email: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      title: 'العنوان مطلوب',
      accommodationType: 'نوع السكن مطلوب',
      price: 'السعر مطلوب',
      areaSqft: 'المساحة مطلوبة',
      bedrooms: 'عدد غرف النوم مطلوب',
      bathrooms: 'عدد الحمامات مطلوب',
      gender: 'الجنس مطلوب',
      phone: 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني',
      photoIds: 'الصورة مطلوبة',
    });
    const outOfBounds = await call(
      'POST',
      'rents',
      owner.headers,
      await rentInput({ bedrooms: 99, areaSqft: -5, price: 1e12, bathrooms: 1.25 }),
    );
    expect(Object.keys(outOfBounds.json().error.fields).sort()).toEqual([
      'areaSqft',
      'bathrooms',
      'bedrooms',
      'price',
    ]);
    const seeking = await call(
      'POST',
      'rents',
      owner.headers,
      await rentInput({ intent: 'seek', photoIds: [] }),
    );
    expect(seeking.statusCode, seeking.body).toBe(200);
  });

  it('closes a home as rented', async () => {
    const id = await postAndApprove();
    expect(
      data(await call('POST', `rents/${id}/actions`, owner.headers, { action: 'close', reason: 'rented' })),
    ).toEqual({ id, status: 'closed' });
    expect((await call('GET', `rents/web/show/${id}`)).statusCode).toBe(404);
    const { intent: _intent, ...fields } = await rentInput();
    const old = await call('POST', 'rents', owner.headers, { ...fields, intent: 'offer' });
    expect(old.statusCode, old.body).toBe(200);
    const looking = data<{ intent: string; count: number }[]>(await call('GET', 'rents/intents'));
    expect(looking.map((row) => row.intent)).toEqual(['offer', 'seek']);
  });
});

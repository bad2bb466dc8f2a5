import type { OwnListing } from '@jaliya/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_ROUTES } from './modules/legacy-api/legacy-endpoints';
import { createCity, createSite } from './seed/factories';
import { registeredRoutes } from './test/registered-routes';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from './test/test-app';
import { registerTestUser } from './test/test-users';

/*
 * SECURITY.md item 22: creates and uploads accept an `Idempotency-Key`, and a retried request
 * never makes a duplicate. The key is kept per account (per address for a guest) for 24 hours.
 */
const base = '/api/GA/en/0';
type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof registerTestUser>>;

/**
 * POST routes that are not creates, uploads or one-time actions, and so ignore the header: signing
 * in and out, and steps of a password, e-mail or subscription change that a retry repeats harmlessly.
 */
const NOT_IDEMPOTENT = new Set(
  [
    'auth/login',
    'logout',
    'password/forgot',
    'password/reset',
    'profile/password',
    'profile/email',
    'profile/email/confirm',
    'profile/email/verify',
    'email/verify',
    'subscribes/confirm',
    'subscribes/unsubscribe',
  ].map((path) => `POST /api/:site/:lang/:cityId/${path}`),
);
NOT_IDEMPOTENT.add('POST /api/newsletter/one-click-unsubscribe');

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

async function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
}

function multipart(content: Buffer, boundary = '----jaliya-idempotency'): { type: string; body: Buffer } {
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe.skipIf(isEngineUnavailable())(`Idempotency-Key (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let owner: Person;
  let other: Person;
  let admin: Person;

  const post = (path: string, headers: Headers, payload: object, key?: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/GA/${language}/0/${path}`,
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const upload = (path: string, headers: Headers, content: Buffer, key: string, boundary?: string) => {
    const { type, body } = multipart(content, boundary);
    return t.app.inject({
      method: 'POST',
      url: `${base}/${path}`,
      headers: { ...headers, 'content-type': type, 'idempotency-key': key },
      payload: body,
    });
  };
  const jobInput = (overrides: Record<string, unknown> = {}) => ({
    intent: 'offer',
    title: 'Baker for early mornings',
    description: 'Bread and pastries from five in the morning.',
    cityId: atlanta,
    phone: '+1 404 555 0177',
    email: 'bakery@example.com',
    jobType: 'part_time',
    workLocation: 'Atlanta',
    posterType: 'company',
    company: 'Cedar Bakery',
    salary: 16,
    salaryType: 'hour',
    experience: 'none',
    ...overrides,
  });
  const count = async (query: () => Promise<{ count: string | number }>) => Number((await query()).count);
  const jobsOf = (userId: number) =>
    count(() =>
      t.db
        .selectFrom('listings')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('owner_user_id', '=', userId)
        .where('kind', '=', 'job')
        .executeTakeFirstOrThrow(),
    );
  const imagesOf = (userId: number | null) =>
    count(() =>
      t.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('owner_user_id', userId === null ? 'is' : '=', userId)
        .executeTakeFirstOrThrow(),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    owner = await registerTestUser(t);
    other = await registerTestUser(t);
    admin = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
  });
  afterAll(() => t?.close());

  it('answers a retried create with the first answer and makes one job', async () => {
    const before = await jobsOf(owner.user.id);
    const first = await post('jobs', owner.headers, jobInput(), 'retry-create-1');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post('jobs', owner.headers, jobInput(), 'retry-create-1');
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await jobsOf(owner.user.id)).toBe(before + 1);

    // Without a key, or with a new one, each request is a new job.
    expect((await post('jobs', owner.headers, jobInput(), 'retry-create-2')).statusCode).toBe(200);
    expect((await post('jobs', owner.headers, jobInput())).statusCode).toBe(200);
    expect(await jobsOf(owner.user.id)).toBe(before + 3);
  });

  it('refuses the same key with another body (422, translated) and makes nothing', async () => {
    const first = await post('jobs', owner.headers, jobInput(), 'changed-body');
    expect(first.statusCode, first.body).toBe(200);
    const before = await jobsOf(owner.user.id);
    const changed = await post('jobs', owner.headers, jobInput({ title: 'Cashier' }), 'changed-body');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
    });
    const inArabic = await post('jobs', owner.headers, jobInput({ title: 'Cashier' }), 'changed-body', 'ar');
    expect(inArabic.statusCode).toBe(422);
    expect(inArabic.json().error.message).toContain('استُخدم مفتاح Idempotency-Key');
    expect(await jobsOf(owner.user.id)).toBe(before);
  });

  it('keeps keys per account: two people may send the same key', async () => {
    const mine = await post('jobs', owner.headers, jobInput({ title: 'Mine' }), 'shared-key');
    const theirs = await post('jobs', other.headers, jobInput({ title: 'Theirs' }), 'shared-key');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mineId = (mine.json() as { data: OwnListing }).data.id;
    const theirsId = (theirs.json() as { data: OwnListing }).data.id;
    expect(theirsId).not.toBe(mineId);
    expect((theirs.json() as { data: OwnListing }).data.title).toBe('Theirs');
  });

  it('makes one job of concurrent requests with one key', async () => {
    const before = await jobsOf(other.user.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('jobs', other.headers, jobInput({ title: 'Raced' }), 'raced')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded.map((answer) => answer.body)).size).toBe(1);
    for (const busy of answers.filter((answer) => answer.statusCode === 409)) {
      expect(busy.json().error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(await jobsOf(other.user.id)).toBe(before + 1);
    const retry = await post('jobs', other.headers, jobInput({ title: 'Raced' }), 'raced');
    expect(retry.body).toBe(succeeded[0]?.body);
  });

  it('frees the key when the first request fails, so the corrected retry runs', async () => {
    const before = await jobsOf(owner.user.id);
    const invalid = await post('jobs', owner.headers, jobInput({ cityId: 999_999 }), 'after-failure');
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalid.statusCode).toBeLessThan(500);
    const fixed = await post('jobs', owner.headers, jobInput(), 'after-failure');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await jobsOf(owner.user.id)).toBe(before + 1);
  });

  it('answers a retried upload with the first image and stores one', async () => {
    const before = await imagesOf(owner.user.id);
    const content = await photo(30);
    const first = await upload('uploads/listing-photos', owner.headers, content, 'photo-1');
    expect(first.statusCode, first.body).toBe(200);
    // A browser sends the retry with a new multipart boundary: still the same request.
    const retry = await upload('uploads/listing-photos', owner.headers, content, 'photo-1', '----another');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await imagesOf(owner.user.id)).toBe(before + 1);

    const otherPhoto = await upload('uploads/listing-photos', owner.headers, await photo(200), 'photo-1');
    expect(otherPhoto.statusCode).toBe(422);
    expect(await imagesOf(owner.user.id)).toBe(before + 1);
  });

  it('answers a retried profile photo and site image upload once', async () => {
    const content = await photo(90);
    const profile = await upload('profile/photo', other.headers, content, 'profile-photo');
    expect(profile.statusCode, profile.body).toBe(200);
    const ownImages = await imagesOf(other.user.id);
    const profileRetry = await upload('profile/photo', other.headers, content, 'profile-photo');
    expect(profileRetry.body).toBe(profile.body);
    expect(await imagesOf(other.user.id)).toBe(ownImages);

    const siteImages = await imagesOf(null);
    const site = await upload('admin/uploads/images', admin.headers, content, 'site-image');
    expect(site.statusCode, site.body).toBe(200);
    const siteRetry = await upload('admin/uploads/images', admin.headers, content, 'site-image');
    expect(siteRetry.body).toBe(site.body);
    expect(await imagesOf(null)).toBe(siteImages + 1);
  });

  it('keeps a guest’s key per address: one message, and another address is independent', async () => {
    const messages = () =>
      count(() =>
        t.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow(),
      );
    const before = await messages();
    const message = {
      name: 'Huda Saleh',
      email: 'huda@example.org',
      phone: '+1 678 555 0110',
      message: 'Do you list Arabic-speaking dentists?',
    };
    const from = nextAddress();
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/contact`,
        headers: { 'idempotency-key': 'guest-message' },
        payload: message,
        remoteAddress,
      });
    const first = await send(from);
    expect(first.statusCode, first.body).toBe(200);
    expect((await send(from)).body).toBe(first.body);
    expect(await messages()).toBe(before + 1);
    expect((await send(nextAddress())).statusCode).toBe(200);
    expect(await messages()).toBe(before + 2);
  });

  it('answers a retried registration with the same account and token, stored unreadable', async () => {
    const email = `retried.${Date.now()}@example.org`;
    const payload = {
      name: 'Retried Person',
      email,
      phone: '+1 404 555 0188',
      password: 'cedar-grove-2026',
      password_confirmation: 'cedar-grove-2026',
      gender: 'female',
      accept_terms: true,
      sessionType: 'bearer',
    };
    const from = nextAddress();
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: `${base}/auth/register`,
        headers: { 'idempotency-key': 'register-once' },
        payload,
        remoteAddress: from,
      });
    const first = await register();
    expect(first.statusCode, first.body).toBe(201);
    const retry = await register();
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    const accounts = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);

    // Neither the key nor the answer (a session token, an e-mail address) is stored readable.
    const { token } = (first.json() as { data: { token: string } }).data;
    const rows = await t.db.selectFrom('idempotency_keys').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const secret of [token, email, 'register-once', 'Retried Person'])
      expect(stored).not.toContain(secret);
  });

  it('refuses a malformed key with a 400 that says what a key must be', async () => {
    for (const key of ['k'.repeat(256), 'tab\there']) {
      const response = await post('jobs', owner.headers, jobInput(), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error).toEqual({
        code: 'IDEMPOTENCY_KEY_INVALID',
        message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
      });
    }
    const arabic = await post('jobs', owner.headers, jobInput(), 'k'.repeat(256), 'ar');
    expect(arabic.json().error.message).toContain('Idempotency-Key');
    expect(arabic.json().error.message).toContain('٢٥٥');
    // The longest valid key is accepted.
    expect((await post('jobs', owner.headers, jobInput(), '~'.repeat(255))).statusCode).toBe(200);
  });

  it('checks the key on every create, upload and action the router has', async () => {
    const routes = registeredRoutes(t.app).filter(
      // The old client's addresses never send the header (modules/legacy-api).
      (route) => route.startsWith('POST ') && !NOT_IDEMPOTENT.has(route) && !LEGACY_ROUTES.has(route),
    );
    expect(routes.length).toBeGreaterThan(40);
    const ignored: string[] = [];
    for (const route of routes) {
      const url = route
        .slice('POST '.length)
        .replace(':site', 'GA')
        .replace(':lang', 'en')
        .replace(':cityId', '0')
        .replaceAll(/:\w+/g, '1');
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...admin.headers, 'idempotency-key': 'k'.repeat(256) },
        payload: {},
      });
      if (response.statusCode !== 400 || response.json().error.code !== 'IDEMPOTENCY_KEY_INVALID')
        ignored.push(`${route} answered ${response.statusCode}`);
    }
    expect(ignored).toEqual([]);
  });

  it('forgets keys after 24 hours: swept, and the key starts afresh', async () => {
    const first = await post('jobs', other.headers, jobInput({ title: 'Yesterday' }), 'old-key');
    expect(first.statusCode).toBe(200);
    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: Date.now() - 1000 })
      .where('user_id', '=', other.user.id)
      .execute();
    const before = await jobsOf(other.user.id);
    expect(await t.app.services.idempotency.sweep()).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('idempotency_keys')
      .select('id')
      .where('user_id', '=', other.user.id)
      .execute();
    expect(left).toEqual([]);
    const again = await post('jobs', other.headers, jobInput({ title: 'Today' }), 'old-key');
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toBe(first.body);
    expect(await jobsOf(other.user.id)).toBe(before + 1);
  });
});

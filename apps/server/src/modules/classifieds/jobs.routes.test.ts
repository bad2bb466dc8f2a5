import type { Job, JobCard, KeysetPage, OwnListing } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { registerTestUser } from '../../test/test-users';

const base = '/api/GA/en/0';
type Headers = Record<string, string>;

describe.skipIf(isEngineUnavailable())(`jobs API (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let decatur: number;
  let moderator: Headers;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let other: Awaited<ReturnType<typeof registerTestUser>>;

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

  const uploadPhoto = (headers: Headers) =>
    uploadListingPhoto(t, headers, { artist: 'Sentinel Poster', fileName: 'sentinel-poster.jpg' });

  const jobInput = (overrides: Record<string, unknown> = {}) => ({
    intent: 'offer',
    title: 'Cashier for a bakery',
    description: 'Mornings and weekends.\nArabic a plus.',
    cityId: atlanta,
    phone: '+1 404 555 0123',
    email: 'Hiring@Example.com',
    jobType: 'part_time',
    workLocation: 'Atlanta, Buford Highway',
    posterType: 'company',
    company: 'Cedar Bakery',
    salary: 15,
    salaryType: 'hour',
    experience: 'none',
    ...overrides,
  });

  async function postAndApprove(headers: Headers, overrides: Record<string, unknown> = {}) {
    const created = await call('POST', 'jobs', headers, jobInput(overrides));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = data<OwnListing>(created);
    const approved = await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    decatur = (
      await createCity(t.db, { site_id: site.id, name_en: 'Decatur', name_ar: 'ديكاتور', sort_order: 1 })
    ).id;
    const mod = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.user.id).execute();
    moderator = mod.headers;
    owner = await registerTestUser(t, { name: 'Sentinel Poster' });
    other = await registerTestUser(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('posts a job that waits for review, then lists and shows it once approved', async () => {
    const photo = await uploadPhoto(owner.headers);
    const created = await call('POST', 'jobs', owner.headers, jobInput({ photoIds: [photo] }));
    expect(created.statusCode, created.body).toBe(200);
    const own = data<OwnListing>(created);
    expect(own).toMatchObject({ kind: 'job', status: 'pending', title: 'Cashier for a bakery' });
    expect((await call('GET', `jobs/${own.id}`)).statusCode).toBe(404);

    await call('POST', `moderation/listings/${own.id}`, moderator, { action: 'approve' });
    const shown = await call('GET', `jobs/${own.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const job = data<Job>(shown);
    expect(job).toMatchObject({
      intent: 'offer',
      company: 'Cedar Bakery',
      jobType: 'part_time',
      price: 15,
      salaryType: 'hour',
      poster: { name: 'Sentinel Poster' },
      hasPhone: true,
      hasEmail: true,
    });
    expect(job.photos).toHaveLength(1);
    expect(job.expiresAt).not.toBeNull();
    // Contact details are never in the item or a list; only the contact action gives them.
    expect(shown.body).not.toContain('555 0123');
    expect(shown.body).not.toContain('hiring@example.com');
    const contact = await call('POST', `jobs/${own.id}/contact`);
    expect(data(contact)).toEqual({ phone: '+1 404 555 0123', email: 'hiring@example.com', link: null });
    expect(contact.headers['cache-control']).toBe('no-store');

    const list = await call('GET', 'jobs?intent=offer');
    expect(data<KeysetPage<JobCard>>(list).items.map((item) => item.id)).toContain(own.id);
    expect(list.body).not.toContain('555 0123');
  });

  it('filters by job type, salary range and type, city, experience, poster and date, and sorts by salary', async () => {
    const low = await postAndApprove(owner.headers, { title: 'Low pay', salary: 11, experience: 'junior' });
    const high = await postAndApprove(owner.headers, { title: 'High pay', salary: 40, jobType: 'full_time' });
    const seek = await postAndApprove(owner.headers, {
      intent: 'seek',
      title: 'Looking for a driver job',
      posterType: 'individual',
      company: null,
      salary: null,
      salaryType: null,
      cityId: decatur,
    });
    const ids = async (query: string) =>
      data<KeysetPage<JobCard>>(await call('GET', `jobs?${query}`)).items.map((item) => item.id);

    expect(await ids('job_type=full_time')).toEqual([high]);
    expect(await ids('price_min=20&salary_type=hour')).toEqual([high]);
    expect(await ids('price_max=12')).toEqual([low]);
    expect(await ids(`city=${decatur}`)).toEqual([seek]);
    expect(await ids('intent=seek&poster_type=individual')).toEqual([seek]);
    expect(await ids('experience=junior')).toEqual([low]);
    expect(await ids('posted_within=1&intent=seek')).toEqual([seek]);
    // Empty values are "no filter", as the old client sends them.
    expect(await ids('job_type=&city=&intent=seek&posted_within=')).toEqual([seek]);
    const bySalary = await ids('sort=salary_high&limit=50');
    expect(bySalary.indexOf(high)).toBeLessThan(bySalary.indexOf(low));
    expect(bySalary.at(-1)).toBe(seek);
    const cheapest = await ids('sort=salary_low&limit=50');
    expect(cheapest[0]).toBe(low);

    // Keyset pages walk the whole list without repeats, in every sort.
    for (const sort of ['newest', 'salary_high', 'salary_low']) {
      const seen: number[] = [];
      let cursor = '';
      do {
        const page = data<KeysetPage<JobCard>>(
          await call('GET', `jobs?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`),
        );
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? '';
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(await ids(`sort=${sort}&limit=50`));
    }

    const bad = await call('GET', 'jobs?job_type=weekends&price_min=-3&sort=random&cursor=%21%21');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['job_type', 'price_min', 'sort', 'cursor']),
    );

    const counts = data<{ intent: string; count: number; label: string }[]>(
      await call('GET', 'jobs/intents'),
    );
    expect(counts.find((row) => row.intent === 'seek')).toMatchObject({ label: 'Looking for a job' });
    const arabic = data<{ label: string }[]>(await call('GET', '/api/GA/ar/0/jobs/intents'));
    expect(arabic[0]?.label).toBe('أبحث عن موظف');
  });

  it('answers every required-field message in the visitor’s language and stores nothing', async () => {
    const before = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await call('POST', '/api/GA/ar/0/jobs', owner.headers, {
      intent: 'offer',
      title: ' ',
      description: '',
      phone: '',
      email: '',
      jobType: '',
      workLocation: '',
      posterType: 'company',
      salary: 10,
      salaryType: null,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      title: 'العنوان مطلوب',
      description: 'الوصف مطلوب',
      cityId: 'المدينة مطلوبة',
      jobType: 'نوع الوظيفة مطلوب',
      workLocation: 'الموقع مطلوب',
      // Checked with the fields, not after them: the form shows every problem at once.
      phone: 'يرجى إدخال رقم الهاتف أو البريد الإلكتروني',
      company: 'اسم الشركة مطلوب',
    });
    const english = await call(
      'POST',
      'jobs',
      owner.headers,
      jobInput({ phone: '', email: null, company: '' }),
    );
    expect(english.json().error.fields).toMatchObject({
      phone: 'Please fill phone number or email address',
      company: 'Company name is required',
    });
    const after = await t.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Another user's photo, an unknown city: refused field by field.
    const theirs = await uploadPhoto(other.headers);
    const refused = await call(
      'POST',
      'jobs',
      owner.headers,
      jobInput({ photoIds: [theirs], cityId: 999_999 }),
    );
    expect(refused.json().error.fields).toMatchObject({
      photoIds: expect.any(String),
      cityId: expect.any(String),
    });
    // Malformed bodies answer 400, never 500.
    for (const payload of [[], 'x', { ...jobInput(), salary: 'lots' }, { ...jobInput(), photoIds: [-1] }]) {
      const result = await t.app.inject({
        method: 'POST',
        url: `${base}/jobs`,
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(result.statusCode).toBe(400);
    }
  });

  it('lets only the owner edit, renew, close and delete; an edit of a published job waits for review', async () => {
    const id = await postAndApprove(owner.headers, { title: 'Original title' });
    for (const [method, url, body] of [
      ['PATCH', `jobs/${id}`, jobInput({ title: 'Hijacked' })],
      ['POST', `jobs/${id}/actions`, { action: 'close' }],
      ['DELETE', `jobs/${id}`, undefined],
      ['GET', `my/jobs/${id}`, undefined],
    ] as const) {
      const response = await call(method, url, other.headers, body);
      expect([403, 404], `${method} ${url}`).toContain(response.statusCode);
    }
    expect(data<Job>(await call('GET', `jobs/${id}`)).title).toBe('Original title');

    const edited = await call('PATCH', `jobs/${id}`, owner.headers, jobInput({ title: 'Edited title' }));
    expect(data<OwnListing>(edited)).toMatchObject({ status: 'published', hasPendingChanges: true });
    expect(data<Job>(await call('GET', `jobs/${id}`)).title).toBe('Original title');
    const form = data<{ input: { title: string } }>(await call('GET', `my/jobs/${id}`, owner.headers));
    expect(form.input.title).toBe('Edited title');
    await call('POST', `moderation/listings/${id}`, moderator, { action: 'approve' });
    expect(data<Job>(await call('GET', `jobs/${id}`)).title).toBe('Edited title');

    // Renewing starts the time again, from now, and says until when; closing ends it; the owner
    // sees each state.
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await t.db.updateTable('listings').set({ expires_at: inTenDays }).where('id', '=', id).execute();
    const renewed = data<{ id: number; status: string; expiresAt: string }>(
      await call('POST', `jobs/${id}/actions`, owner.headers, { action: 'renew' }),
    );
    expect(renewed).toMatchObject({ id, status: 'published' });
    const days = (Date.parse(renewed.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const stored = await t.db
      .selectFrom('listings')
      .select('expires_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.expires_at).toBe(renewed.expiresAt);
    const closed = await call('POST', `jobs/${id}/actions`, owner.headers, { action: 'close' });
    expect(data(closed)).toEqual({ id, status: 'closed' });
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(404);
    const mine = data<KeysetPage<OwnListing>>(await call('GET', 'my/jobs', owner.headers));
    expect(mine.items.find((item) => item.id === id)?.status).toBe('closed');
    expect((await call('POST', `jobs/${id}/actions`, owner.headers, { action: 'renew' })).statusCode).toBe(
      409,
    );
    // An owner cannot approve their own post.
    const pending = data<OwnListing>(await call('POST', 'jobs', owner.headers, jobInput()));
    expect(
      (await call('POST', `moderation/listings/${pending.id}`, owner.headers, { action: 'approve' }))
        .statusCode,
    ).toBe(403);
    expect(data(await call('DELETE', `jobs/${pending.id}`, owner.headers))).toEqual({
      id: pending.id,
      status: 'deleted',
    });
  });

  it('expires jobs past their time after warning the owner once, and renews them', async () => {
    const id = await postAndApprove(owner.headers, { title: 'Expiring soon' });
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    await t.db.updateTable('listings').set({ expires_at: soon }).where('id', '=', id).execute();
    const first = await t.app.services.expiry.run();
    expect(first.warned).toBeGreaterThanOrEqual(1);
    expect((await t.app.services.expiry.run()).warned).toBe(0);

    await t.db
      .updateTable('listings')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await t.app.services.expiry.run()).expired).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(404);
    const renewed = await call('POST', `jobs/${id}/actions`, owner.headers, { action: 'renew' });
    expect(data(renewed)).toMatchObject({ id, status: 'published' });
    expect((await call('GET', `jobs/${id}`)).statusCode).toBe(200);
  });

  it('gives a portfolio address with the contact details on request, never in the item or a list', async () => {
    const portfolio = 'https://www.linkedin.com/in/sentinel-portfolio';
    const id = await postAndApprove(owner.headers, {
      intent: 'seek',
      title: 'Looking for work as a cook',
      posterType: 'individual',
      company: null,
      portfolioUrl: portfolio,
    });
    for (const response of [
      await call('GET', `jobs/${id}`),
      await call('GET', 'jobs?intent=seek&limit=50'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('sentinel-portfolio');
    }
    expect(data<Job>(await call('GET', `jobs/${id}`)).hasLink).toBe(true);
    expect(data<{ link: string | null }>(await call('POST', `jobs/${id}/contact`)).link).toBe(portfolio);
  });

  it('hides the poster of an anonymous job everywhere the public looks, its links included', async () => {
    const photo = await uploadPhoto(owner.headers);
    // Every free-text and link field a poster fills in, each with a sentinel.
    const id = await postAndApprove(owner.headers, {
      title: 'Anonymous opening',
      isAnonymous: 'true',
      company: 'Sentinel Company',
      portfolioUrl: 'https://www.linkedin.com/in/sentinel-real-name',
      photoIds: [photo],
    });
    const contact = await call('POST', `jobs/${id}/contact`);
    expect(data<{ link: string | null }>(contact).link).toBeNull();
    const responses = [
      await call('GET', `jobs/${id}`),
      await call('GET', `/api/GA/ar/0/jobs/${id}`),
      await call('GET', 'jobs?limit=50'),
      await call('GET', `jobs/web/show/${id}`),
      await call('GET', `search?keyword=${encodeURIComponent('Anonymous opening')}`),
      contact,
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/Sentinel/i);
      expect(response.body).not.toContain(owner.email);
    }
    const job = data<Job>(responses[0] as never);
    expect(job).toMatchObject({ isAnonymous: true, poster: null, company: null, logo: null, hasLink: false });
    // The photo's file carries no trace of its uploader (no EXIF, no original name).
    const photoUrl = job.photos[0]?.url ?? '';
    expect(photoUrl).not.toMatch(/sentinel/i);
    const file = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(file.rawPayload.includes(Buffer.from('Sentinel'))).toBe(false);
  });

  it('saves jobs through the one saved-items mechanism and lists them', async () => {
    const id = await postAndApprove(owner.headers, { title: 'Worth saving' });
    const saved = await call('POST', 'profile/save', other.headers, { type: 'job', id });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = data<KeysetPage<JobCard>>(await call('GET', 'my/saved/jobs', other.headers));
    expect(list.items.map((item) => item.id)).toEqual([id]);
    await call('POST', `jobs/${id}/actions`, owner.headers, { action: 'close' });
    expect(data<KeysetPage<JobCard>>(await call('GET', 'my/saved/jobs', other.headers)).items).toEqual([]);
    // "My posts" of every kind.
    const everything = data<KeysetPage<OwnListing>>(await call('GET', 'my/posts?limit=50', owner.headers));
    expect(everything.items.map((item) => item.id)).toContain(id);
    expect(everything.items.every((item) => item.kind === 'job')).toBe(true);
    expect((await call('GET', 'my/posts', other.headers)).json().data.total).toBe(0);
  });
});

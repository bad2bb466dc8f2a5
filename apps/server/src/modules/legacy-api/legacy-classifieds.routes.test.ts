import type { OwnListing } from '@jaliya/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCity, createSite } from '../../seed/factories';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { uploadListingPhoto } from '../../test/test-uploads';
import { registerTestUser } from '../../test/test-users';
import { LegacyErrorSchema } from './legacy-endpoint';

type Headers = Record<string, string>;
const tokenOf = (headers: Headers) => (headers.authorization ?? '').replace('Bearer ', '');

describe.skipIf(isEngineUnavailable())(`old client's jobs and homes (${testEngine})`, () => {
  let t: TestApp;
  let atlanta: number;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let visitor: Awaited<ReturnType<typeof registerTestUser>>;
  const jobs: number[] = [];
  let rent = 0;

  const post = async (path: string, body: object) => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/GA/en/0/${path}`,
      headers: owner.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    return (created.json() as { data: OwnListing }).data.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    owner = await registerTestUser(t);
    visitor = await registerTestUser(t);
    const moderator = await registerTestUser(t);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator.user.id).execute();
    // Five jobs (three offered, two sought) and one home, each approved as a moderator would.
    for (const [index, intent] of (['offer', 'offer', 'offer', 'seek', 'seek'] as const).entries()) {
      jobs.push(
        await post('jobs', {
          intent,
          title: `Job number ${index + 1}`,
          description: index === 0 ? 'Bakes <b>bread</b>\nat dawn' : 'Mornings.',
          cityId: atlanta,
          phone: '+1 404 555 0123',
          email: 'hiring@example.com',
          jobType: 'part_time',
          workLocation: 'Buford Highway',
          posterType: 'company',
          company: 'Cedar Bakery',
          salary: 15,
          salaryType: 'hour',
        }),
      );
    }
    rent = await post('rents', {
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
      photoIds: [await uploadListingPhoto(t, owner.headers)],
    });
    for (const id of [...jobs, rent]) {
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/GA/en/0/moderation/listings/${id}`,
        headers: moderator.headers,
        payload: { action: 'approve' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/profile/save',
      headers: visitor.headers,
      payload: { type: 'job', id: jobs[0] },
    });
  });
  afterAll(() => t?.close());

  it('jobs/web: {jobs: {total, model}} paged by page and limit_by (the last one sent), with the looking-for page’s head', async () => {
    const first = await legacyCall(
      t,
      'GET',
      'jobs/web?limit_by=6&page=1&limit_by=2&looking=undefined&type=&place=',
    );
    expect(first.statusCode, first.body).toBe(200);
    const { data } = first.json();
    expect(data.jobs.total).toBe(5);
    expect(data.jobs.model).toHaveLength(2);
    expect(data).toMatchObject({ advertisements: [], Latest_post: { title: 'Newest jobs' } });
    // The list draws the same head as the looking-for page (HeroNav.jsx reads slider.main and model).
    const head = (await legacyCall(t, 'GET', 'jobs/web/looking_for')).json().data.slider;
    expect(data.slider).toEqual(head);
    const rents = (await legacyCall(t, 'GET', 'rents/web')).json().data;
    expect(rents.slider).toEqual((await legacyCall(t, 'GET', 'rents/web/looking_for')).json().data.slider);
    const third = (await legacyCall(t, 'GET', 'jobs/web?page=3&limit_by=2')).json().data.jobs.model;
    expect(third).toHaveLength(1);
    const seen = [
      ...data.jobs.model,
      ...(await legacyCall(t, 'GET', 'jobs/web?page=2&limit_by=2')).json().data.jobs.model,
      ...third,
    ];
    expect(seen.map((job: { id: number }) => job.id).sort()).toEqual([...jobs].sort());
    expect(third[0]).toMatchObject({
      status: true,
      saved: false,
      is_user_post: false,
      type: 'Part time',
      place: 'Buford Highway',
    });
    expect(third[0].created_at).toMatch(/ago$/);
  });

  it('jobs/web: looking=1 lists people looking for a job, 0 the jobs offered', async () => {
    const seeking = (await legacyCall(t, 'GET', 'jobs/web?looking=1')).json().data.jobs;
    expect(seeking.total).toBe(2);
    expect(seeking.model[0].looking_for_text).toBe('Looking for a job');
    expect((await legacyCall(t, 'GET', 'jobs/web?looking=0')).json().data.jobs.total).toBe(3);
    const arabic = (await legacyCall(t, 'GET', 'jobs/web?looking=1', { language: 'ar' })).json().data.jobs
      .model[0];
    expect(arabic.looking_for_text).toMatch(/[\u0600-\u06FF]/);
  });

  it('jobs/web and rents/web: place is a city name in either language', async () => {
    for (const place of ['Atlanta', 'atlanta', encodeURIComponent('أتلانتا')]) {
      const jobsThere = await legacyCall(t, 'GET', `jobs/web?place=${place}`);
      expect(jobsThere.statusCode, jobsThere.body).toBe(200);
      expect(jobsThere.json().data.jobs.total, place).toBe(5);
      const rentsThere = await legacyCall(t, 'GET', `rents/web?place=${place}`);
      expect(rentsThere.statusCode, rentsThere.body).toBe(200);
      expect(rentsThere.json().data.rents.total, place).toBe(1);
    }
  });

  it('marks what the caller saved when the token is theirs, and ignores Bearer null', async () => {
    const signedIn = (
      await legacyCall(t, 'GET', 'jobs/web?limit_by=10', { token: tokenOf(visitor.headers) })
    ).json();
    const first = signedIn.data.jobs.model.find((job: { id: number }) => job.id === jobs[0]);
    expect(first).toMatchObject({ saved: true, save_job: true });
    const guest = (await legacyCall(t, 'GET', 'jobs/web?limit_by=10')).json();
    expect(guest.data.jobs.model.every((job: { saved: boolean }) => !job.saved)).toBe(true);
  });

  it('jobs/web/show/{id}: data.job with escaped HTML; contact details only for a signed-in caller', async () => {
    const guest = await legacyCall(t, 'GET', `jobs/web/show/${jobs[0]}`);
    expect(guest.statusCode).toBe(200);
    const job = guest.json().data.job;
    expect(job).toMatchObject({
      id: jobs[0],
      company: 'Cedar Bakery',
      salary: '15',
      salary_type: 'Hour',
      email: '',
      phone: '',
    });
    expect(job.web_description).toBe('Bakes &lt;b&gt;bread&lt;/b&gt;<br>at dawn');
    expect(guest.json().data.hero).toEqual([]);
    const member = (
      await legacyCall(t, 'GET', `jobs/web/show/${jobs[0]}`, { token: tokenOf(visitor.headers) })
    ).json();
    expect(member.data.job).toMatchObject({
      email: 'hiring@example.com',
      phone: '+1 404 555 0123',
      saved: true,
    });
    expect(
      (await legacyCall(t, 'GET', `jobs/web/show/${jobs[0]}`, { token: tokenOf(visitor.headers) })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
  });

  it('an unknown or unpublished id is a 404 in the old error form', async () => {
    const missing = await legacyCall(t, 'GET', 'jobs/web/show/999999');
    expect(missing.statusCode).toBe(404);
    expect(LegacyErrorSchema.parse(missing.json())).toMatchObject({
      status: false,
      status_number: 'S400',
      code: 'NOT_FOUND',
    });
    expect((await legacyCall(t, 'GET', 'jobs/web/show/abc')).statusCode).toBe(404);
    expect((await legacyCall(t, 'GET', `rents/web/show/${jobs[0]}`)).statusCode).toBe(404);
    expect((await legacyCall(t, 'GET', `market/web/show/${rent}`)).statusCode).toBe(404);
  });

  it('rents/web and rents/web/show/{id}: {rents: {total, model}}, images and gallery as absolute URL strings', async () => {
    const list = (
      await legacyCall(t, 'GET', 'rents/web?page=1&limit_by=4&looking=0&price_from=&room_from=1')
    ).json().data;
    expect(list.rents.total).toBe(1);
    const card = list.rents.model[0];
    expect(card).toMatchObject({
      id: rent,
      price: '1200',
      area: '850',
      bedrooms: 2,
      bathrooms: 1.5,
      place: 'Atlanta',
    });
    expect(card.image).toMatch(/^https:\/\/jaliya\.example\/media\/.+\.webp$/);
    const shown = (await legacyCall(t, 'GET', `rents/web/show/${rent}`, { language: 'ar' })).json().data.rent;
    expect(shown.gallery.length).toBeGreaterThan(0);
    for (const url of shown.gallery) expect(url).toMatch(/^https:\/\/jaliya\.example\/media\//);
    expect(shown).toMatchObject({ is_bathroom_shared: false, place: 'أتلانتا', email: '' });
    expect(shown.gender).toMatch(/[\u0600-\u06FF]/);
  });

  it('favorite/job, favorite/rent and favorite/store take the old `id` and toggle the one saved item', async () => {
    const token = tokenOf(visitor.headers);
    const saved = await legacyCall(t, 'POST', 'favorite/rent', { token, fields: { id: String(rent) } });
    expect(saved.json()).toMatchObject({ status: true, data: { id: rent, saved: true } });
    const lists = (await legacyCall(t, 'GET', 'profile/save', { token })).json().data;
    expect(lists.rents.map((card: { id: number }) => card.id)).toEqual([rent]);
    expect(lists.jobs.map((card: { id: number }) => card.id)).toEqual([jobs[0]]);
    expect(lists.blogs).toEqual([]);
    const unsaved = await legacyCall(t, 'POST', 'favorite/rent', { token, fields: { id: String(rent) } });
    expect(unsaved.json().data.saved).toBe(false);
    // Per-user calls work whatever the city segment (the old client sends 0 for some).
    expect((await legacyCall(t, 'GET', 'profile/save', { token, cityId: '9' })).json().data.rents).toEqual(
      [],
    );
    const guest = await legacyCall(t, 'POST', 'favorite/job', { fields: { id: String(jobs[1]) } });
    expect(guest.statusCode).toBe(401);
    const missing = await legacyCall(t, 'POST', 'favorite/job', { token, fields: { id: '999999' } });
    expect(missing.statusCode).toBe(404);
    const noId = await legacyCall(t, 'POST', 'favorite/store', { token, fields: {} });
    expect(LegacyErrorSchema.parse(noId.json()).errors.id).toBeDefined();
    expect((await legacyCall(t, 'GET', 'profile/favorite', { token })).json().data).toEqual([]);
    expect((await legacyCall(t, 'GET', 'profile/market/save', { token })).json().data).toEqual([]);
  });

  it('user/jobs and user/my-post list the member’s own posts with their status; DELETE removes one of theirs only', async () => {
    const token = tokenOf(owner.headers);
    const own = (await legacyCall(t, 'GET', 'user/jobs', { token })).json().data.jobs;
    expect(own.map((post: { id: number }) => post.id).sort()).toEqual([...jobs].sort());
    expect(own[0]).toMatchObject({ status: true, is_user_post: true, status_text: 'published' });
    // Each carries its picture (a card-sized absolute URL) and its city, as the old cards show them.
    expect(own[0]).toMatchObject({ image: '', place: 'Atlanta' });
    // The old job card draws company_image, else user_image: without a logo, the jobs' briefcase.
    expect(own[0]).toMatchObject({
      company_image: '',
      user_image: 'https://jaliya.example/media/category-icons/briefcase.svg',
    });
    const mine = (await legacyCall(t, 'GET', 'user/my-post', { token })).json().data;
    expect(mine.rents.map((post: { id: number }) => post.id)).toEqual([rent]);
    expect(mine.rents[0].image).toMatch(/^https:\/\/jaliya\.example\/media\/.+-\d+\.\w+$/);
    // The old "my homes" card shows the rent, rooms and area (it drew an empty "$" without them).
    expect(mine.rents[0]).toMatchObject({ price: '1200', area: '850', bedrooms: 2, bathrooms: 1.5 });
    expect(mine.market).toEqual([]);
    // The old product card parses the description as HTML and blanks the page when it is missing.
    for (const post of [own[0], mine.rents[0]]) expect(post.description).toMatch(/\S/);
    const arabic = (await legacyCall(t, 'GET', 'user/my-post', { token, language: 'ar' })).json().data;
    expect(arabic.rents[0].place).toBe('أتلانتا');
    expect((await legacyCall(t, 'GET', 'business', { token })).json().data.businesses).toEqual([]);

    const last = jobs.at(-1) as number;
    const stranger = await legacyCall(t, 'DELETE', `user/jobs/delete/${last}`, {
      token: tokenOf(visitor.headers),
    });
    expect(stranger.statusCode).toBe(404);
    const wrongKind = await legacyCall(t, 'DELETE', `user/rents/delete/${last}`, { token });
    expect(wrongKind.statusCode).toBe(404);
    const deleted = await legacyCall(t, 'DELETE', `user/jobs/delete/${last}`, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await legacyCall(t, 'GET', `jobs/web/show/${last}`)).statusCode).toBe(404);
    jobs.pop();
  });

  it('search?type=job|rent|blog answers the old lists, the other lists empty; no type searches every kind', async () => {
    const jobsOnly = await legacyCall(t, 'GET', 'search?keyword=apartment%20job&type=job');
    expect(jobsOnly.statusCode, jobsOnly.body).toBe(200);
    const lists = jobsOnly.json().data;
    expect(Object.keys(lists).sort()).toEqual(['blogs', 'guide', 'jobs', 'market', 'rents', 'stores']);
    expect(lists.jobs.length).toBeGreaterThan(0);
    expect(lists.rents).toEqual([]);
    expect(lists.jobs[0]).toMatchObject({
      title: expect.stringMatching(/^Job number/),
      slug: String(lists.jobs[0].id),
    });
    const rentsOnly = (await legacyCall(t, 'GET', 'search?keyword=apartment&type=rent')).json().data;
    expect(rentsOnly.rents.map((item: { id: number }) => item.id)).toEqual([rent]);
    expect(rentsOnly.rents[0].image).toMatch(/^https:\/\/jaliya\.example\/media\//);
    expect(rentsOnly.jobs).toEqual([]);
    const everything = (await legacyCall(t, 'GET', 'search?keyword=apartment')).json().data;
    expect(everything.rents).toHaveLength(1);
    const empty = (await legacyCall(t, 'GET', 'search?keyword=')).json().data;
    expect(Object.values(empty).every((list) => Array.isArray(list) && list.length === 0)).toBe(true);
  });

  const photo = (hue: number) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
  const ownedPhotos = async (userId: number) =>
    (await t.db.selectFrom('images').select('id').where('owner_user_id', '=', userId).execute()).length;

  it('jobs/create: the individual form (looking=1) and the company form with its logo, as multipart', async () => {
    const token = tokenOf(visitor.headers);
    const individual = await legacyCall(t, 'POST', 'jobs/create', {
      token,
      fields: {
        title: 'Looking for cashier work',
        anonymous: 'false',
        description: 'Evenings.',
        salary: '',
        salary_type: '',
        type: 'part_time',
        email: 'me@example.org',
        phone: '',
        place: 'Atlanta',
        experience_level: 'junior',
        profile_url: '',
        looking: '1',
      },
    });
    expect(individual.statusCode, individual.body).toBe(200);
    expect(individual.json().data).toMatchObject({ kind: 'job', status: 'pending' });
    const company = await legacyCall(t, 'POST', 'jobs/create', {
      token,
      fields: {
        title: 'Baker wanted',
        anonymous: 'false',
        description: 'Early mornings.',
        salary: '18',
        salary_type: 'hour',
        type: 'full_time',
        company: 'Cedar Bakery',
        company_name: 'Cedar Bakery',
        email: 'jobs@example.org',
        phone: '+1 404 555 0111',
        place: 'أتلانتا',
        looking: '0',
      },
      files: { logo: [await photo(30)] },
    });
    expect(company.statusCode, company.body).toBe(200);
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/GA/en/0/my/jobs/${company.json().data.id}`,
      headers: visitor.headers,
    });
    expect(edit.json().data.input).toMatchObject({
      intent: 'offer',
      posterType: 'company',
      company: 'Cedar Bakery',
    });
    expect(edit.json().data.input.logoId).toEqual(expect.any(Number));
    const mine = (await legacyCall(t, 'GET', 'user/jobs', { token })).json().data.jobs;
    expect(mine.map((job: { status: boolean }) => job.status)).toEqual([false, false]);
  });

  it('jobs/create refuses a bad form field by field, in the old names, and keeps none of its photos', async () => {
    const token = tokenOf(visitor.headers);
    const before = await ownedPhotos(visitor.user.id);
    const refused = await legacyCall(t, 'POST', 'jobs/create', {
      token,
      language: 'ar',
      fields: {
        title: '',
        description: 'x',
        type: 'someday',
        place: 'Nowhere',
        looking: '0',
        email: 'a@b.co',
      },
      files: { logo: [await photo(80)] },
    });
    expect(refused.statusCode).toBe(400);
    const errors = LegacyErrorSchema.parse(refused.json()).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['title', 'type', 'place']));
    expect(errors.title?.[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await ownedPhotos(visitor.user.id)).toBe(before);
    const guest = await legacyCall(t, 'POST', 'jobs/create', { fields: { title: 'x' } });
    expect(guest.statusCode).toBe(401);
  });

  it('rents/create: a place offered (looking=0) with images[] goes to review with its photos', async () => {
    const token = tokenOf(visitor.headers);
    const created = await legacyCall(t, 'POST', 'rents/create', {
      token,
      fields: {
        title: 'Room near the park',
        description: 'Quiet.',
        gender: 'female',
        email: 'room@example.org',
        phone_number: '',
        price: '700',
        bathrooms: '1',
        bedrooms: '1',
        type: 'room',
        area: '200',
        place: 'Atlanta',
        looking: '0',
        is_bathroom_shared: 'true',
      },
      files: { 'images[]': [await photo(120), await photo(150)] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/GA/en/0/my/rents/${created.json().data.id}`,
      headers: visitor.headers,
    });
    expect(own.json().data.input).toMatchObject({
      intent: 'offer',
      sharedBathroom: true,
      accommodationType: 'room',
    });
    expect(own.json().data.input.photoIds).toHaveLength(2);
    const noPhotos = await legacyCall(t, 'POST', 'rents/create', {
      token,
      fields: {
        title: 'Flat',
        description: 'x',
        gender: 'any',
        email: 'a@b.co',
        price: '900',
        bathrooms: '1',
        bedrooms: '2',
        type: 'apartment',
        area: '600',
        place: 'Atlanta',
        looking: '0',
      },
    });
    expect(LegacyErrorSchema.parse(noPhotos.json()).errors.images).toEqual(['Image is required']);
  });

  it('market/create names a missing category by the old field', async () => {
    const refused = await legacyCall(t, 'POST', 'market/create', {
      token: tokenOf(visitor.headers),
      fields: {
        title: 'Sofa',
        description: 'Blue<br>Like new',
        email: 'a@b.co',
        price: '50',
        condition: 'used',
        place: 'Atlanta',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(LegacyErrorSchema.parse(refused.json()).errors)).toEqual(
      expect.arrayContaining(['main_id', 'sub_id']),
    );
  });
});

import { type PageState, SAVED_ITEM_TYPES } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';

// The personal part of a public page (decision 024): each signed-in visitor learns their own
// marks among the ids a page asks about, and nothing about anyone else.
describe.skipIf(isEngineUnavailable())(`page state API (${testEngine})`, () => {
  let t: TestApp;
  let posts: number[];
  let businesses: number[];
  let amira: Awaited<ReturnType<typeof registerTestUser>>;
  let basil: Awaited<ReturnType<typeof registerTestUser>>;

  const url = (query = '') => `/api/GA/en/0/me/page-state${query ? `?${query}` : ''}`;
  const stateOf = async (headers: Record<string, string>, query: string) => {
    const response = await t.app.inject({ method: 'GET', url: url(query), headers });
    expect(response.statusCode, response.body).toBe(200);
    return { response, state: (response.json() as { data: PageState }).data };
  };

  beforeAll(async () => {
    // The sites are read once: their re-read every 500 ms would count in a request's queries.
    t = await createTestApp({}, { sitesMaxAgeMs: 3_600_000 });
    const site = await createSite(t.db);
    posts = [];
    for (const slug of ['one', 'two', 'three'])
      posts.push((await createBlogPost(t.db, { site_id: site.id, slug, title_en: `Post ${slug}` })).id);
    amira = await registerTestUser(t, { name: 'Amira Sentinelqx', email: 'amira.sentinelqx@example.org' });
    basil = await registerTestUser(t, { name: 'Basil Sentinelzw', email: 'basil.sentinelzw@example.org' });
    const now = new Date().toISOString();
    businesses = [];
    for (const title of ['Cedar Bakery', 'Olive Garage']) {
      const row = await t.db
        .insertInto('listings')
        .values({
          site_id: site.id,
          kind: 'business',
          owner_user_id: amira.user.id,
          status: 'published',
          language: 'en',
          title,
          sort_title: title.toLowerCase(),
          summary: '',
          created_at: now,
          updated_at: now,
          published_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      businesses.push(Number(row.id));
    }
    const save = async (headers: Record<string, string>, type: string, id: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/profile/save',
        headers,
        payload: { type, id },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await save(amira.headers, 'blog', posts[0]!);
    await save(amira.headers, 'blog', posts[2]!);
    await save(basil.headers, 'blog', posts[1]!);
    await t.db
      .insertInto('listing_follows')
      .values({ user_id: basil.user.id, listing_id: businesses[1]!, created_at: now })
      .execute();
  });
  afterAll(() => t?.close());

  it('asks a guest to log in, and is never stored by anyone', async () => {
    const guest = await t.app.inject({ method: 'GET', url: url(`blog=${posts[0]}`) });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('UNAUTHENTICATED');
    const { response } = await stateOf(amira.headers, `blog=${posts.join(',')}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("answers each visitor's own name and marks among the ids asked, never the other's", async () => {
    const all = `blog=${posts.join(',')}&follow=${businesses.join(',')}&business=${businesses.join(',')}`;
    const forAmira = await stateOf(amira.headers, all);
    expect(forAmira.state).toEqual({
      viewer: {
        name: 'Amira Sentinelqx',
        email: 'amira.sentinelqx@example.org',
        phone: '+1 404 555 0100',
        role: 'user',
      },
      // Every kind of saved item has its list (none saved but the two posts).
      saved: {
        ...Object.fromEntries(SAVED_ITEM_TYPES.map((type) => [type, []])),
        blog: [posts[0], posts[2]].sort(),
      },
      following: [],
    });
    const forBasil = await stateOf(basil.headers, all);
    expect(forBasil.state.viewer.name).toBe('Basil Sentinelzw');
    expect(forBasil.state.saved.blog).toEqual([posts[1]]);
    expect(forBasil.state.following).toEqual([businesses[1]]);
    for (const [own, other] of [
      [forAmira.response.body, 'Basil'],
      [forBasil.response.body, 'Amira'],
    ] as const) {
      expect(own).not.toContain(`${other} Sentinel`);
      expect(own.toLowerCase()).not.toContain(`${other.toLowerCase()}.sentinel`);
    }
    // Only the ids asked about: a saved post the page does not show is not named.
    const some = await stateOf(amira.headers, `blog=${posts[1]},${posts[2]}`);
    expect(some.state.saved.blog).toEqual([posts[2]]);
    // Nothing asked: the viewer alone (the header's name), with every kind empty.
    const bare = await stateOf(basil.headers, '');
    expect(bare.state.saved.blog).toEqual([]);
    expect(bare.state.following).toEqual([]);
  });

  it('costs the session lookup and one query for the saved marks, one more for follows', async () => {
    const count = async (query: string) => {
      const before = t.queries.count;
      await stateOf(amira.headers, query);
      return t.queries.count - before;
    };
    // Several kinds of saved mark in one query, plus the session; the site is the sites read.
    expect(await count(`blog=${posts.join(',')}&job=5,6&product=7&rent=8&business=9`)).toBe(2);
    expect(await count(`blog=${posts[0]}&follow=${businesses.join(',')}`)).toBe(3);
  });

  it('refuses a malformed list field by field, in the caller’s language', async () => {
    for (const query of [
      'blog=abc',
      'blog=1,,2',
      'follow=0',
      'job=99999999999',
      `blog=${'1,'.repeat(100)}1`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/GA/ar/0/me/page-state?${query}`,
        headers: amira.headers,
      });
      expect(response.statusCode, query).toBe(400);
      const field = query.split('=')[0]!;
      expect(response.json().error.fields?.[field], query).toBe('المعرّف غير صالح');
    }
    const unknown = await t.app.inject({ method: 'GET', url: url('blogs=1'), headers: amira.headers });
    expect(unknown.statusCode).toBe(400);
  });
});

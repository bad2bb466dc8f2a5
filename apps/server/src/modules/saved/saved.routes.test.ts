import type { BlogPostSummary, PagedList, SavedIds } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';

describe.skipIf(isEngineUnavailable())(`saved items API (${testEngine})`, () => {
  let t: TestApp;
  let posts: number[];
  let draftId: number;
  let foreignId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    const other = await createSite(t.db, { code: 'TS', name_en: 'Test', name_ar: 'تجربة' });
    posts = [];
    for (const slug of ['first', 'second', 'third']) {
      posts.push((await createBlogPost(t.db, { site_id: site.id, slug, title_en: `Title ${slug}` })).id);
    }
    draftId = (await createBlogPost(t.db, { site_id: site.id, slug: 'draft', is_published: 0 })).id;
    foreignId = (await createBlogPost(t.db, { site_id: other.id, slug: 'foreign' })).id;
  });
  afterAll(() => t?.close());

  const base = '/api/GA/en/0/profile/save';
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const idsOf = async (headers: Record<string, string>) =>
    ((await call('GET', `${base}/ids?type=blog`, headers)).json() as { data: SavedIds }).data.ids;

  it('asks a guest to log in on every address', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/GA/en/0/my/saved/blogs?type=blog'],
      ['GET', `${base}/ids?type=blog`],
      ['POST', base, { type: 'blog', id: posts[0] }],
      ['DELETE', `${base}/blog/${posts[0]}`],
    ] as const) {
      const response = await call(method, url, {}, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('saves, lists newest saved first, and unsaves; saving twice is not a duplicate', async () => {
    const { headers } = await registerTestUser(t);
    for (const id of [posts[0], posts[2], posts[0]]) {
      const response = await call('POST', base, headers, { type: 'blog', id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { type: 'blog', id, isSaved: true } });
    }
    expect(await idsOf(headers)).toHaveLength(2);
    const list = await call('GET', '/api/GA/en/0/my/saved/blogs?type=blog', headers);
    expect(list.headers['cache-control']).toBe('no-store');
    const page = (list.json() as { data: PagedList<BlogPostSummary> }).data;
    expect(page.total).toBe(2);
    expect(page.items.map((post) => post.slug).sort()).toEqual(['first', 'third']);
    const removed = await call('DELETE', `${base}/blog/${posts[0]}`, headers);
    expect(removed.json()).toEqual({ data: { type: 'blog', id: posts[0], isSaved: false } });
    expect(await idsOf(headers)).toEqual([posts[2]]);
    // Unsaving again is fine too.
    expect((await call('DELETE', `${base}/blog/${posts[0]}`, headers)).statusCode).toBe(200);
  });

  it('keeps each user’s saved items to themselves', async () => {
    const alice = await registerTestUser(t);
    const bob = await registerTestUser(t);
    await call('POST', base, alice.headers, { type: 'blog', id: posts[1] });
    expect(await idsOf(bob.headers)).toEqual([]);
    // Bob unsaving Alice's item changes only Bob's (empty) list.
    await call('DELETE', `${base}/blog/${posts[1]}`, bob.headers);
    expect(await idsOf(alice.headers)).toEqual([posts[1]]);
  });

  it('refuses unknown, unpublished and other-site posts, and bad bodies, without saving anything', async () => {
    const { headers } = await registerTestUser(t);
    for (const id of [999_999, draftId, foreignId]) {
      const response = await call('POST', base, headers, { type: 'blog', id });
      expect(response.statusCode, String(id)).toBe(404);
    }
    for (const payload of [
      { type: 'vehicle', id: posts[0] },
      { type: 'blog', id: 'one' },
      { type: 'blog', id: -1 },
      { type: 'blog', id: posts[0], user_id: 1 },
      {},
    ]) {
      const response = await call('POST', base, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', `${base}/ids?type=house`, headers)).statusCode).toBe(400);
    expect((await call('DELETE', `${base}/house/1`, headers)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/blog/abc`, headers)).statusCode).toBe(404);
    expect(await idsOf(headers)).toEqual([]);
  });

  it('hides a saved post once it is unpublished', async () => {
    const { headers } = await registerTestUser(t);
    await call('POST', base, headers, { type: 'blog', id: posts[1] });
    await t.db
      .updateTable('blog_posts')
      .set({ is_published: 0 })
      .where('id', '=', posts[1] as number)
      .execute();
    const page = (
      (await call('GET', '/api/GA/en/0/my/saved/blogs?type=blog', headers)).json() as {
        data: PagedList<BlogPostSummary>;
      }
    ).data;
    expect(page.items).toEqual([]);
    await t.db
      .updateTable('blog_posts')
      .set({ is_published: 1 })
      .where('id', '=', posts[1] as number)
      .execute();
  });

  it('refuses a cross-site save', async () => {
    const { headers } = await registerTestUser(t);
    const response = await call(
      'POST',
      base,
      { ...headers, 'sec-fetch-site': 'cross-site' },
      { type: 'blog', id: posts[0] },
    );
    expect(response.statusCode).toBe(403);
  });

  it('erases saved items, contact messages, form submissions and subscriptions with the account', async () => {
    const { user, headers, password, email } = await registerTestUser(t);
    await call('POST', base, headers, { type: 'blog', id: posts[0] });
    await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/contact',
      headers,
      payload: { name: 'Omar', email, message: 'Please call me back' },
    });
    await t.app.inject({ method: 'POST', url: '/api/GA/en/0/subscribes', payload: { email } });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/GA/en/0/profile',
      headers,
      payload: { password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const saved = await t.db
      .selectFrom('saved_items')
      .select('item_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(saved).toEqual([]);
    const messages = await t.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(messages).toEqual([]);
    const subscriptions = await t.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(subscriptions).toEqual([]);
  });
});

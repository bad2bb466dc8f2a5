import type { KeysetPage, OtherSite, OwnListing, PagedList, SavedIds } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createCity, createSettings, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { registerTestUser } from '../../test/test-users';
import { SitesRepository } from './sites.repository';

// Issue 36: one account across several states. Its own lists (my posts, saved items) read the
// site of their address; `sites=all` reads every site's, each item naming its site, and
// `my/other-sites` says where else it has something, at which address.
const PUBLIC_URL = 'https://jaliya.example';

type Headers = Record<string, string>;

describe.skipIf(isEngineUnavailable())(`own lists by site (${testEngine})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerTestUser>>;
  let admin: Headers;
  const jobs: { georgia: number; michigan: number } = { georgia: 0, michigan: 0 };
  const articles: { georgia: number; michigan: number } = { georgia: 0, michigan: 0 };

  const call = (host: string, method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers: { host, ...headers }, ...(payload ? { payload } : {}) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

  const postJob = async (host: string, code: string, cityId: number, title: string) => {
    const created = await call(host, 'POST', `/api/${code}/en/0/jobs`, owner.headers, {
      intent: 'offer',
      title,
      description: 'Mornings and weekends.',
      cityId,
      phone: '+1 313 555 0123',
      email: 'hiring@example.com',
      jobType: 'part_time',
      workLocation: 'Main street',
      posterType: 'company',
      company: 'Cedar Bakery',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = data<OwnListing>(created);
    const approved = await call(host, 'POST', `/api/${code}/en/0/moderation/listings/${id}`, admin, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    const sites = new SitesRepository(t.db);
    const georgia = await createSite(t.db, { code: 'GA', name_en: 'Georgia', name_ar: 'جورجيا' });
    const michigan = await createSite(t.db, {
      code: 'MI',
      name_en: 'Michigan',
      name_ar: 'ميشيغان',
      time_zone: 'America/Detroit',
      sort_order: 1,
    });
    await sites.replaceHosts(georgia.id, ['ga.example.org']);
    await sites.replaceHosts(michigan.id, ['mi.example.org']);
    for (const site of [georgia, michigan]) await createSettings(t.db, { site_id: site.id });
    const atlanta = await createCity(t.db, {
      site_id: georgia.id,
      name_en: 'Atlanta',
      name_ar: 'أتلانتا',
      sort_order: 0,
    });
    const dearborn = await createCity(t.db, {
      site_id: michigan.id,
      name_en: 'Dearborn',
      name_ar: 'ديربورن',
      sort_order: 0,
    });
    const deploymentAdmin = await registerTestUser(t);
    await t.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', deploymentAdmin.user.id)
      .execute();
    admin = deploymentAdmin.headers;
    owner = await registerTestUser(t, { name: 'Two States' });
    jobs.georgia = await postJob('ga.example.org', 'GA', atlanta.id, 'Cashier in Atlanta');
    jobs.michigan = await postJob('mi.example.org', 'MI', dearborn.id, 'Cashier in Dearborn');
    articles.georgia = (await createBlogPost(t.db, { site_id: georgia.id, slug: 'atlanta-news' })).id;
    articles.michigan = (await createBlogPost(t.db, { site_id: michigan.id, slug: 'dearborn-news' })).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lists one site's posts by default and every site's with sites=all, each naming its site", async () => {
    for (const path of ['my/posts', 'my/jobs']) {
      const georgia = data<KeysetPage<OwnListing>>(
        await call('ga.example.org', 'GET', `/api/GA/en/0/${path}`, owner.headers),
      );
      expect(
        georgia.items.map((post) => [post.id, post.site]),
        path,
      ).toEqual([[jobs.georgia, 'GA']]);
      expect(georgia.total, path).toBe(1);
      const michigan = data<KeysetPage<OwnListing>>(
        await call('mi.example.org', 'GET', `/api/MI/en/0/${path}`, owner.headers),
      );
      expect(
        michigan.items.map((post) => [post.id, post.site]),
        path,
      ).toEqual([[jobs.michigan, 'MI']]);
      const all = data<KeysetPage<OwnListing>>(
        await call('ga.example.org', 'GET', `/api/GA/en/0/${path}?sites=all`, owner.headers),
      );
      expect(
        all.items.map((post) => [post.id, post.site]),
        path,
      ).toEqual([
        [jobs.michigan, 'MI'],
        [jobs.georgia, 'GA'],
      ]);
      expect(all.total, path).toBe(2);
    }
    const businesses = data<KeysetPage<OwnListing>>(
      await call('ga.example.org', 'GET', '/api/GA/en/0/my/businesses?sites=all', owner.headers),
    );
    expect(businesses.items).toEqual([]);
  });

  it('refuses any other value of sites, field by field in the reader’s language', async () => {
    const english = await call('ga.example.org', 'GET', '/api/GA/en/0/my/posts?sites=every', owner.headers);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toMatchObject({
      sites: 'Sites can only be "all", or left out for this site',
    });
    const arabic = await call('ga.example.org', 'GET', '/api/GA/ar/0/my/jobs?sites=GA', owner.headers);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().error.fields.sites).toContain('لا يقبل حقل المواقع');
  });

  it("refuses to save another site's post through this site's address (404), and saves it on its own", async () => {
    const wrong = await call('ga.example.org', 'POST', '/api/GA/en/0/profile/save', owner.headers, {
      type: 'job',
      id: jobs.michigan,
    });
    expect(wrong.statusCode, wrong.body).toBe(404);
    const right = await call('mi.example.org', 'POST', '/api/MI/en/0/profile/save', owner.headers, {
      type: 'job',
      id: jobs.michigan,
    });
    expect(right.statusCode, right.body).toBe(200);
    // Georgia's saved jobs leave Michigan's out; Michigan's list has it.
    const onGeorgia = data<KeysetPage<{ id: number }>>(
      await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/jobs', owner.headers),
    );
    expect(onGeorgia.items).toEqual([]);
    const onMichigan = data<KeysetPage<{ id: number }>>(
      await call('mi.example.org', 'GET', '/api/MI/en/0/my/saved/jobs', owner.headers),
    );
    expect(onMichigan.items.map((job) => job.id)).toEqual([jobs.michigan]);
  });

  it('says which other sites hold the account’s posts and saved items, with their names and addresses', async () => {
    const fromGeorgia = data<OtherSite[]>(
      await call('ga.example.org', 'GET', '/api/GA/ar/0/my/other-sites', owner.headers),
    );
    expect(fromGeorgia).toEqual([
      { code: 'MI', name: 'ميشيغان', url: 'https://mi.example.org', posts: 1, saved: 1 },
    ]);
    const fromMichigan = data<OtherSite[]>(
      await call('mi.example.org', 'GET', '/api/MI/en/0/my/other-sites', owner.headers),
    );
    expect(fromMichigan).toEqual([{ code: 'GA', name: 'Georgia', url: PUBLIC_URL, posts: 1, saved: 0 }]);
    // Someone with nothing elsewhere gets an empty list; a visitor must sign in.
    expect(data(await call('ga.example.org', 'GET', '/api/GA/en/0/my/other-sites', admin))).toEqual([]);
    expect((await call('ga.example.org', 'GET', '/api/GA/en/0/my/other-sites')).statusCode).toBe(401);
  });

  // The tests below save Georgia's job too, so they run after the counts above.
  it("lists one site's saved items by default and every site's with sites=all, each naming its site and address", async () => {
    const saved = await call('ga.example.org', 'POST', '/api/GA/en/0/profile/save', owner.headers, {
      type: 'job',
      id: jobs.georgia,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    type Tagged = { id: number; site?: string; siteUrl?: string };
    const onGeorgia = data<KeysetPage<Tagged>>(
      await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/jobs', owner.headers),
    );
    // One site's list is as before: its items only, without a site of their own.
    expect(onGeorgia.items.map((job) => [job.id, job.site, job.siteUrl])).toEqual([
      [jobs.georgia, undefined, undefined],
    ]);
    expect(onGeorgia.total).toBe(1);
    const all = data<KeysetPage<Tagged>>(
      await call('mi.example.org', 'GET', '/api/MI/en/0/my/saved/jobs?sites=all', owner.headers),
    );
    // The address's own site first, then the others in the state menu's order.
    expect(all.items.map((job) => [job.id, job.site, job.siteUrl])).toEqual([
      [jobs.michigan, 'MI', 'https://mi.example.org'],
      [jobs.georgia, 'GA', PUBLIC_URL],
    ]);
    expect(all.total).toBe(2);
    expect(all.nextCursor).toBeNull();
    // One at a time: the cursor carries on into the next site's list.
    const first = data<KeysetPage<Tagged>>(
      await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/jobs?sites=all&limit=1', owner.headers),
    );
    expect(first.items.map((job) => job.site)).toEqual(['GA']);
    expect(first.total).toBe(2);
    expect(first.nextCursor).toBe('MI-');
    const second = data<KeysetPage<Tagged>>(
      await call(
        'ga.example.org',
        'GET',
        `/api/GA/en/0/my/saved/jobs?sites=all&limit=1&cursor=${first.nextCursor}`,
        owner.headers,
      ),
    );
    expect(second.items.map((job) => [job.id, job.site])).toEqual([[jobs.michigan, 'MI']]);
    expect(second.nextCursor).toBeNull();
    const unknown = await call(
      'ga.example.org',
      'GET',
      '/api/GA/ar/0/my/saved/jobs?sites=all&cursor=TX-abc',
      owner.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['cursor']);
    const wrong = await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/jobs?sites=GA', owner.headers);
    expect(wrong.statusCode).toBe(400);
    expect(
      data<KeysetPage<Tagged>>(
        await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/businesses?sites=all', owner.headers),
      ),
    ).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it("lists one site's saved blog posts by default and every site's with sites=all", async () => {
    for (const [host, code, id] of [
      ['ga.example.org', 'GA', articles.georgia],
      ['mi.example.org', 'MI', articles.michigan],
    ] as const) {
      const saved = await call(host, 'POST', `/api/${code}/en/0/profile/save`, owner.headers, {
        type: 'blog',
        id,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    type Tagged = { id: number; site?: string; siteUrl?: string };
    const onGeorgia = data<PagedList<Tagged>>(
      await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/blogs?type=blog', owner.headers),
    );
    expect(onGeorgia.items.map((post) => [post.id, post.site])).toEqual([[articles.georgia, undefined]]);
    expect(onGeorgia.total).toBe(1);
    const all = data<PagedList<Tagged>>(
      await call('ga.example.org', 'GET', '/api/GA/en/0/my/saved/blogs?type=blog&sites=all', owner.headers),
    );
    // Newest saved first, whatever the site.
    expect(all.items.map((post) => [post.id, post.site, post.siteUrl])).toEqual([
      [articles.michigan, 'MI', 'https://mi.example.org'],
      [articles.georgia, 'GA', PUBLIC_URL],
    ]);
    expect(all.total).toBe(2);
  });

  it('says which items are saved on the site of the address, or on every site with sites=all', async () => {
    const ids = async (host: string, code: string, query: string) =>
      data<SavedIds>(await call(host, 'GET', `/api/${code}/en/0/profile/save/ids?${query}`, owner.headers))
        .ids;
    expect(await ids('ga.example.org', 'GA', 'type=job')).toEqual([jobs.georgia]);
    expect(await ids('mi.example.org', 'MI', 'type=job')).toEqual([jobs.michigan]);
    expect((await ids('ga.example.org', 'GA', 'type=job&sites=all')).sort()).toEqual(
      [jobs.georgia, jobs.michigan].sort(),
    );
    expect(await ids('mi.example.org', 'MI', 'type=blog')).toEqual([articles.michigan]);
    expect(await ids('ga.example.org', 'GA', 'type=blog')).toEqual([articles.georgia]);
    const bad = await call(
      'ga.example.org',
      'GET',
      '/api/GA/en/0/profile/save/ids?type=job&sites=MI',
      owner.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      sites: 'Sites can only be "all", or left out for this site',
    });
  });

  it("gives the old apps' my posts of the site of the address, in their old shape", async () => {
    // The old apps call `/api/{site}/...` with their bearer token, on any host.
    const jobsOf = async (host: string, code: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${code}/en/0/user/jobs`,
        headers: { host, authorization: owner.headers.authorization ?? '' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: { jobs: { id: number; title: string }[] } };
      expect(Object.keys(body.data)).toEqual(['jobs']);
      return body.data.jobs.map((job) => [job.id, job.title]);
    };
    expect(await jobsOf('ga.example.org', 'GA')).toEqual([[jobs.georgia, 'Cashier in Atlanta']]);
    expect(await jobsOf('mi.example.org', 'MI')).toEqual([[jobs.michigan, 'Cashier in Dearborn']]);
  });
});

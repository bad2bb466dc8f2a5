import type { GeneralSetting, SearchResults } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlogPost,
  createCategory,
  createPage,
  createSettings,
  createSite,
  createStateEntry,
} from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { runSiteCommand, SiteInputError, SiteUsageError } from './site-admin';
import { SitesRepository } from './sites.repository';

// Issue 36: one deployment, one site per state, each chosen by the request's host.
const PUBLIC_URL = 'https://jaliya.example';

const on = (t: TestApp, host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** Georgia (default, ga.example.org) and Michigan (mi.example.org), each with a blog post of its own. */
async function twoSites(t: TestApp) {
  const sites = new SitesRepository(t.db);
  const georgia = await createSite(t.db, { code: 'GA', name_en: 'Georgia', name_ar: 'جورجيا' });
  const michigan = await createSite(t.db, {
    code: 'MI',
    name_en: 'Michigan',
    name_ar: 'ميشيغان',
    time_zone: 'America/Detroit',
    sort_order: 1,
  });
  await sites.replaceHosts(georgia.id, ['ga.example.org', 'arabgeorgia.example']);
  await sites.replaceHosts(michigan.id, ['mi.example.org']);
  for (const site of [georgia, michigan]) await createSettings(t.db, { site_id: site.id });
  const peach = await createBlogPost(t.db, {
    site_id: georgia.id,
    slug: 'peach-festival',
    title_en: 'Peach festival in Macon',
  });
  const lake = await createBlogPost(t.db, {
    site_id: michigan.id,
    slug: 'lakeside-picnic',
    title_en: 'Lakeside picnic in Dearborn',
  });
  return { georgia, michigan, peach, lake };
}

/** Every address a sitemap (index and child files) on this host lists. */
async function sitemapAddresses(t: TestApp, host: string): Promise<string[]> {
  const index = await on(t, host, '/sitemap.xml');
  expect(index.statusCode, index.body).toBe(200);
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const addresses: string[] = [...files];
  for (const file of files) {
    const child = await on(t, host, new URL(file).pathname);
    expect(child.statusCode, file).toBe(200);
    addresses.push(...[...child.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  return addresses;
}

describe.skipIf(isEngineUnavailable())(`sites by host (${testEngine})`, () => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof twoSites>>;
  const command = (argv: string[]) =>
    runSiteCommand(argv, { db: t.db, defaultSite: 'GA', publicUrl: PUBLIC_URL });
  const settingsOf = async (host: string, code: string, language = 'en') => {
    const response = await on(t, host, `/api/${code}/${language}/0/site/settings`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: GeneralSetting }).data;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    data = await twoSites(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers each host with its own site: robots.txt names the host's own sitemap", async () => {
    for (const [host, address] of [
      ['ga.example.org', 'https://jaliya.example'],
      ['GA.Example.org:8443', 'https://jaliya.example'],
      ['arabgeorgia.example', 'https://jaliya.example'],
      ['mi.example.org', 'https://mi.example.org'],
      // Unknown hosts and PUBLIC_URL's own get the default site (UNKNOWN_HOST=default), whose
      // address is PUBLIC_URL.
      ['jaliya.example', 'https://jaliya.example'],
      ['unknown.example.net', 'https://jaliya.example'],
    ]) {
      const robots = await on(t, host ?? '', '/robots.txt');
      expect(robots.statusCode, host).toBe(200);
      expect(robots.body, host).toContain(`Sitemap: ${address}/sitemap.xml`);
    }
  });

  it("lists only the host's own site's posts in its sitemaps, at the site's own address", async () => {
    const georgia = await sitemapAddresses(t, 'ga.example.org');
    const michigan = await sitemapAddresses(t, 'mi.example.org');
    expect(georgia.every((address) => address.startsWith('https://jaliya.example/'))).toBe(true);
    expect(michigan.every((address) => address.startsWith('https://mi.example.org/'))).toBe(true);
    expect(georgia.some((address) => address.includes('peach-festival'))).toBe(true);
    expect(georgia.some((address) => address.includes('lakeside-picnic'))).toBe(false);
    expect(michigan.some((address) => address.includes('lakeside-picnic'))).toBe(true);
    expect(michigan.some((address) => address.includes('peach-festival'))).toBe(false);
  });

  it("answers a post id from one site with 404 on the other's addresses", async () => {
    const own = await on(t, 'ga.example.org', `/api/GA/en/0/blog/posts/${data.peach.id}`);
    expect(own.statusCode).toBe(200);
    // From any host (API_SITE_MATCHES_HOST is off): Michigan's address never shows Georgia's post.
    for (const host of ['mi.example.org', 'ga.example.org']) {
      const other = await on(t, host, `/api/MI/en/0/blog/posts/${data.peach.id}`);
      expect(other.statusCode, host).toBe(404);
    }
    expect((await on(t, 'mi.example.org', `/api/MI/en/0/blog/posts/${data.lake.id}`)).statusCode).toBe(200);
  });

  it("never finds one site's posts in another site's search", async () => {
    const search = async (code: string, keyword: string) => {
      const response = await on(t, 'ga.example.org', `/api/${code}/en/0/search/results?keyword=${keyword}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: SearchResults }).data.items.map((item) => item.title);
    };
    expect(await search('GA', 'peach')).toContain('Peach festival in Macon');
    expect(await search('MI', 'peach')).toEqual([]);
    expect(await search('MI', 'lakeside')).toContain('Lakeside picnic in Dearborn');
    expect(await search('GA', 'lakeside')).toEqual([]);
  });

  it('keeps API answers per site in the response cache', async () => {
    const georgia = await settingsOf('ga.example.org', 'GA');
    const michigan = await settingsOf('ga.example.org', 'MI');
    expect(georgia.site.code).toBe('GA');
    expect(michigan.site.code).toBe('MI');
    // Again, from the cache: still each its own.
    expect((await settingsOf('mi.example.org', 'GA')).site.code).toBe('GA');
    expect((await settingsOf('mi.example.org', 'MI')).site.code).toBe('MI');
  });

  it("lists the deployment's other sites in the state menu, open ones linked to their host", async () => {
    const georgia = await settingsOf('ga.example.org', 'GA');
    expect(georgia.navbar.states).toEqual([
      { title: 'Michigan', image: null, url: 'https://mi.example.org' },
    ]);
    const michigan = await settingsOf('mi.example.org', 'MI', 'ar');
    expect(michigan.navbar.states).toEqual([{ title: 'جورجيا', image: null, url: 'https://jaliya.example' }]);
  });

  it('makes a site with the command, served on its host within a second without a restart', async () => {
    await createCategory(t.db, {
      site_id: data.georgia.id,
      parent_id: null,
      kind: 'service',
      name_en: 'Lawyers',
      name_ar: 'محامون',
      sort_order: 0,
    });
    await createPage(t.db, {
      site_id: data.georgia.id,
      key: 'about',
      image_id: null,
      title_en: 'About Jaliya',
      title_ar: 'عن جالية',
      summary_en: 'Who we are.',
      summary_ar: 'من نحن.',
      body_en: '<p>We are neighbours.</p>',
      body_ar: '<p>نحن جيران.</p>',
    });
    await createStateEntry(t.db, {
      site_id: data.georgia.id,
      title_en: 'Florida',
      title_ar: 'فلوريدا',
      image_id: null,
      url: null,
      sort_order: 0,
    });
    // The host is not known yet: it is the default site's.
    expect((await on(t, 'tx.example.org', '/robots.txt')).body).toContain('https://jaliya.example/');

    const started = Date.now();
    const printed = await command([
      'create',
      '--code',
      'tx',
      '--host',
      'TX.example.org',
      '--name-en',
      'Texas',
      '--name-ar',
      'تكساس',
      '--time-zone',
      'America/Chicago',
      '--open',
    ]);
    expect(printed[0]).toBe('Site TX created, open, at https://tx.example.org.');
    expect(printed[1]).toBe('Copied from GA: 1 categories and 1 editorial pages.');
    let robots = '';
    while (Date.now() - started < 1000) {
      robots = (await on(t, 'tx.example.org', '/robots.txt')).body;
      if (robots.includes('https://tx.example.org/sitemap.xml')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(robots).toContain('Sitemap: https://tx.example.org/sitemap.xml');
    expect(Date.now() - started).toBeLessThan(1000);

    // It starts with the template's categories and editorial pages in both languages.
    const about = await on(t, 'tx.example.org', '/api/TX/ar/0/pages/about');
    expect(about.statusCode, about.body).toBe(200);
    expect(about.body).toContain('عن جالية');
    const categories = await t.db
      .selectFrom('categories')
      .innerJoin('sites', 'sites.id', 'categories.site_id')
      .select(['categories.name_en', 'categories.name_ar'])
      .where('sites.code', '=', 'TX')
      .execute();
    expect(categories).toEqual([{ name_en: 'Lawyers', name_ar: 'محامون' }]);

    // The other sites' state menus follow once the change is read (every 2 s; at once here).
    await t.app.services.contentChanges.poll();
    const georgia = await settingsOf('ga.example.org', 'GA');
    expect(georgia.navbar.states.map((state) => [state.title, state.url])).toEqual([
      ['Florida', null],
      ['Michigan', 'https://mi.example.org'],
      ['Texas', 'https://tx.example.org'],
    ]);
  });

  it('lists and updates sites; a site made "coming soon" has no link, no sitemap and keeps crawlers out', async () => {
    const listed = await command(['list']);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatch(
      /^GA {2}Georgia \/ جورجيا {2}America\/New_York {2}open {2}https:\/\/jaliya\.example .*\(default\)$/,
    );
    expect(listed[2]).toContain('TX  Texas / تكساس  America/Chicago  open  https://tx.example.org');

    await command(['update', '--code', 'TX', '--coming-soon', '--host', 'texas.example.org']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await t.app.services.contentChanges.poll();
    const robots = await on(t, 'texas.example.org', '/robots.txt');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect((await on(t, 'texas.example.org', '/sitemap.xml')).statusCode).toBe(404);
    // The old host is no longer Texas's: it is the default site's.
    expect((await on(t, 'tx.example.org', '/robots.txt')).body).toContain('https://jaliya.example/');
    const georgia = await settingsOf('ga.example.org', 'GA', 'ar');
    expect(georgia.navbar.states.find((state) => state.title === 'تكساس')?.url).toBeNull();

    await command(['update', '--code', 'TX', '--open']);
    expect((await command(['list']))[2]).toContain('open  https://texas.example.org');
  });

  it("shows a site opened by the command as open in every site's state menu within a second, without the content changes' poll", async () => {
    // The content changes' poll (every 2 s) is stopped, so only the site directory can do it.
    t.app.services.contentChanges.stop();
    await command(['update', '--code', 'TX', '--coming-soon']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await t.app.services.contentChanges.poll();
    // Both menus are read (and kept in the response cache) while Texas is coming soon.
    const texasOf = async (host: string, code: string) =>
      (await settingsOf(host, code)).navbar.states.find((state) => state.title === 'Texas')?.url;
    expect(await texasOf('ga.example.org', 'GA')).toBeNull();
    expect(await texasOf('mi.example.org', 'MI')).toBeNull();

    const started = Date.now();
    await command(['update', '--code', 'TX', '--open']);
    // No poll of the content changes here: the site directory's own refresh (500 ms) is enough.
    const opened = { GA: false, MI: false };
    while (Date.now() - started < 1000 && !(opened.GA && opened.MI)) {
      opened.GA = (await texasOf('ga.example.org', 'GA')) === 'https://texas.example.org';
      opened.MI = (await texasOf('mi.example.org', 'MI')) === 'https://texas.example.org';
      if (!(opened.GA && opened.MI)) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(opened).toEqual({ GA: true, MI: true });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("follows a site closed, opened or moved by the command in its robots.txt and sitemaps within a second, without the content changes' poll", async () => {
    // The poll is still stopped (above). Texas is open on texas.example.org, its index kept in the cache.
    expect((await on(t, 'texas.example.org', '/sitemap.xml')).statusCode).toBe(200);
    const kept = await on(t, 'texas.example.org', '/sitemap.xml');
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.body).toContain('<loc>https://texas.example.org/sitemaps/');
    /** Asks until `done` holds, for a second at most; answers how long it took. */
    const within = async (done: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await done()) && Date.now() - started < 1000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return Date.now() - started;
    };

    await command(['update', '--code', 'TX', '--coming-soon']);
    const closed = await within(
      async () =>
        (await on(t, 'texas.example.org', '/robots.txt')).body === 'User-agent: *\nDisallow: /\n' &&
        (await on(t, 'texas.example.org', '/sitemap.xml')).statusCode === 404,
    );
    expect(closed).toBeLessThan(1000);

    // Opened again on another address: its robots.txt and every sitemap file name the new one.
    await command(['update', '--code', 'TX', '--open', '--host', 'lonestar.example.org']);
    const moved = await within(async () => {
      const robots = await on(t, 'lonestar.example.org', '/robots.txt');
      const index = await on(t, 'lonestar.example.org', '/sitemap.xml');
      return (
        robots.body.includes('Sitemap: https://lonestar.example.org/sitemap.xml') &&
        index.statusCode === 200 &&
        index.body.includes('<loc>https://lonestar.example.org/sitemaps/')
      );
    });
    expect(moved).toBeLessThan(1000);
    const addresses = await sitemapAddresses(t, 'lonestar.example.org');
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) expect(address).toMatch(/^https:\/\/lonestar\.example\.org\//);
  });

  it('refuses wrong values option by option, and a host another site has', async () => {
    const problems = async (argv: string[]) => {
      try {
        await command(argv);
      } catch (error) {
        if (error instanceof SiteInputError) return error.fields;
        throw error;
      }
      throw new Error('accepted');
    };
    expect(
      Object.keys(
        await problems([
          'create',
          '--code',
          'X1',
          '--host',
          'http://x/',
          '--name-en',
          '',
          '--time-zone',
          'Mars/Base',
        ]),
      ).sort(),
    ).toEqual(['code', 'host', 'name-ar', 'name-en', 'time-zone']);
    expect(
      await problems([
        'create',
        '--code',
        'FL',
        '--host',
        'mi.example.org',
        '--name-en',
        'Florida',
        '--name-ar',
        'فلوريدا',
        '--time-zone',
        'America/New_York',
      ]),
    ).toEqual({ host: 'mi.example.org already belongs to site MI' });
    expect(await problems(['update', '--code', 'MI', '--host', 'ga.example.org'])).toEqual({
      host: 'ga.example.org already belongs to site GA',
    });
    expect(await problems(['update', '--code', 'ZZ', '--open'])).toEqual({ code: 'There is no site ZZ' });
    expect(await problems(['update', '--code', 'MI', '--name-ar', ' '])).toEqual({
      'name-ar': 'This field is required',
    });
    expect(await problems(['create', '--code', 'MI', '--coming-soon', '--open'])).toEqual({
      open: 'cannot be given with --coming-soon',
    });
    await expect(command(['delete', '--code', 'MI'])).rejects.toBeInstanceOf(SiteUsageError);
    await expect(command(['update', '--code', 'MI'])).rejects.toBeInstanceOf(SiteUsageError);
    await expect(command(['list', '--colour', 'red'])).rejects.toBeInstanceOf(SiteUsageError);
    expect(await t.db.selectFrom('sites').select('code').where('code', '=', 'FL').execute()).toEqual([]);
  });
});

describe.skipIf(isEngineUnavailable())(`strict hosts (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, UNKNOWN_HOST: '404', API_SITE_MATCHES_HOST: 'true' });
    await twoSites(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a host no site claims with a translated 404 (UNKNOWN_HOST=404)', async () => {
    const english = await on(t, 'unknown.example.net', '/robots.txt');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({
      error: { code: 'HOST_NOT_FOUND', message: expect.stringContaining('unknown.example.net') },
    });
    const arabic = await on(t, 'unknown.example.net', '/sitemap.xml', { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(404);
    expect((arabic.json() as { error: { message: string } }).error.message).toContain('ليس أحد مواقعنا');
    // PUBLIC_URL's host is always the default site's.
    expect((await on(t, 'jaliya.example', '/robots.txt')).statusCode).toBe(200);
    expect((await on(t, 'mi.example.org', '/robots.txt')).body).toContain(
      'https://mi.example.org/sitemap.xml',
    );
  });

  it("serves a site's API only on its own host (API_SITE_MATCHES_HOST), cached answers included", async () => {
    expect((await on(t, 'mi.example.org', '/api/MI/en/0/site/settings')).statusCode).toBe(200);
    const elsewhere = await on(t, 'ga.example.org', '/api/MI/en/0/site/settings');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'SITE_NOT_FOUND' } });
    expect((await on(t, 'ga.example.org', '/api/ga/en/0/site/settings')).statusCode).toBe(200);
    expect((await on(t, 'unknown.example.net', '/api/GA/en/0/site/settings')).statusCode).toBe(404);
    // Addresses outside the site API (health checks by IP) do not depend on the host.
    expect((await on(t, '10.0.0.7', '/health')).statusCode).toBe(200);
  });
});

describe.skipIf(isEngineUnavailable())(`a one-state database (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // As an existing deployment is after the migration: one site, no host, its own state menu.
    t = await createTestApp({ PUBLIC_URL: 'https://arabgeorgia.example' });
    const georgia = await createSite(t.db);
    await createSettings(t.db, { site_id: georgia.id });
    await createStateEntry(t.db, {
      site_id: georgia.id,
      title_en: 'Michigan',
      title_ar: 'ميشيغان',
      image_id: null,
      url: 'https://arabmichigan.example',
      sort_order: 0,
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('serves the one site on every host, on PUBLIC_URL, with the state menu the console kept', async () => {
    for (const host of ['arabgeorgia.example', 'www.arabgeorgia.example', '203.0.113.9:3000']) {
      const robots = await on(t, host, '/robots.txt');
      expect(robots.statusCode, host).toBe(200);
      expect(robots.body, host).toContain('Sitemap: https://arabgeorgia.example/sitemap.xml');
      const settings = await on(t, host, '/api/GA/en/0/site/settings');
      expect((settings.json() as { data: GeneralSetting }).data.navbar.states).toEqual([
        { title: 'Michigan', image: null, url: 'https://arabmichigan.example' },
      ]);
    }
    const listed = await runSiteCommand(['list'], {
      db: t.db,
      defaultSite: 'GA',
      publicUrl: 'https://arabgeorgia.example',
    });
    expect(listed).toEqual([
      'GA  Georgia / جورجيا  America/New_York  open  https://arabgeorgia.example  hosts: (no host: answers on PUBLIC_URL)  (default)',
    ]);
  });
});

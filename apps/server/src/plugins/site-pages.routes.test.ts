import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createSettings, createSite } from '../seed/factories';
import { SitesRepository } from '../modules/sites/sites.repository';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { defaultWebBuildDirectory } from './web';

// Issue 36: each state's pages on its own host, kept in the page cache apart, linking to its own
// address. Needs the built web app (`npm run build`), as CI builds first.
const isBuilt = existsSync(path.join(defaultWebBuildDirectory(), 'server/index.js'));
const PUBLIC_URL = 'https://jaliya.example';

const page = (t: TestApp, host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host, cookie: 'lang=en', 'accept-encoding': 'identity', ...headers },
  });

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

async function twoSites(t: TestApp) {
  const sites = new SitesRepository(t.db);
  const georgia = await createSite(t.db, { code: 'GA', name_en: 'Jaliya Georgia', name_ar: 'جالية جورجيا' });
  const michigan = await createSite(t.db, {
    code: 'MI',
    name_en: 'Jaliya Michigan',
    name_ar: 'جالية ميشيغان',
    time_zone: 'America/Detroit',
    sort_order: 1,
  });
  await sites.replaceHosts(georgia.id, ['ga.example.org']);
  await sites.replaceHosts(michigan.id, ['mi.example.org']);
  for (const site of [georgia, michigan]) await createSettings(t.db, { site_id: site.id });
  const peach = await createBlogPost(t.db, { site_id: georgia.id, slug: 'peach-festival' });
  const lake = await createBlogPost(t.db, { site_id: michigan.id, slug: 'lakeside-picnic' });
  return { peach, lake };
}

describe.skipIf(isEngineUnavailable())(`pages by host (${testEngine})`, () => {
  let t: TestApp;
  let posts: Awaited<ReturnType<typeof twoSites>>;

  beforeAll(async () => {
    if (!isBuilt) throw new Error('The web app is not built: run `npm run build` before this test.');
    t = await createTestApp({ PUBLIC_URL }, { web: 'production' });
    posts = await twoSites(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("renders each host's own site, kept in the page cache under keys of its own", async () => {
    const first = { ga: await page(t, 'ga.example.org', '/'), mi: await page(t, 'mi.example.org', '/') };
    expect(first.ga.statusCode).toBe(200);
    expect(first.mi.statusCode).toBe(200);
    expect(first.ga.headers['x-page-cache']).toBe('miss');
    // Not Georgia's page from the cache: Michigan's own, rendered for it.
    expect(first.mi.headers['x-page-cache']).toBe('miss');
    expect(canonicalOf(first.ga.body)).toBe('https://jaliya.example/');
    expect(canonicalOf(first.mi.body)).toBe('https://mi.example.org/');
    expect(first.ga.body).toContain('Jaliya Georgia');
    expect(first.mi.body).toContain('Jaliya Michigan');
    // The browser's API base is the host's site.
    expect(first.mi.body).toContain('content="/api/MI/en/0"');

    const again = await page(t, 'mi.example.org', '/');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.mi.body);
    const keys = t.app.services.pageCache.keys();
    expect(keys).toContain('GA:en:chosen:guest:/');
    expect(keys).toContain('MI:en:chosen:guest:/');
    // A host no site claims is the default site's: Georgia's page, from Georgia's entry.
    const unknown = await page(t, 'unknown.example.net', '/');
    expect(unknown.headers['x-page-cache']).toBe('hit');
    expect(canonicalOf(unknown.body)).toBe('https://jaliya.example/');
  });

  it("answers one site's post on the other's host with its 404 page", async () => {
    const own = await page(t, 'mi.example.org', `/Show-Blog/${posts.lake.id}/lakeside-picnic`);
    expect(own.statusCode).toBe(200);
    expect(canonicalOf(own.body)).toBe(`https://mi.example.org/Show-Blog/${posts.lake.id}/lakeside-picnic`);
    const other = await page(t, 'mi.example.org', `/Show-Blog/${posts.peach.id}/peach-festival`);
    expect(other.statusCode).toBe(404);
  });
});

describe.skipIf(isEngineUnavailable())(`pages on strict hosts (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!isBuilt) throw new Error('The web app is not built: run `npm run build` before this test.');
    t = await createTestApp(
      { PUBLIC_URL, UNKNOWN_HOST: '404', API_SITE_MATCHES_HOST: 'true' },
      { web: 'production' },
    );
    await twoSites(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a host no site claims with a translated 404 page (UNKNOWN_HOST=404)', async () => {
    const english = await page(t, 'unknown.example.net', '/About');
    expect(english.statusCode).toBe(404);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('This address (unknown.example.net) is not one of our sites.');
    const arabic = await page(t, 'unknown.example.net', '/', { cookie: 'lang=ar' });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('ليس أحد مواقعنا');
    // A host is written back escaped, never as markup.
    const hostile = await page(t, 'a<b>.example', '/');
    expect(hostile.body).not.toContain('<b>');
  });

  it("renders a site's pages on its host when the API keeps to the host's site (API_SITE_MATCHES_HOST)", async () => {
    const michigan = await page(t, 'mi.example.org', '/');
    expect(michigan.statusCode).toBe(200);
    expect(canonicalOf(michigan.body)).toBe('https://mi.example.org/');
    expect(michigan.body).toContain('Jaliya Michigan');
  });
});

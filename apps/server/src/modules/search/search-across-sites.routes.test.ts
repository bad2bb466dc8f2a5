import type { SearchResults } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createSettings, createSite } from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { SitesRepository } from '../sites/sites.repository';

// Issue 36: one site's search never returns another's posts, unless it is told to look across
// states (`sites=all`): then every open site's, each result naming its site and that site's host.
const PUBLIC_URL = 'https://jaliya.example';

describe.skipIf(isEngineUnavailable())(`search across sites (${testEngine})`, () => {
  let t: TestApp;

  const search = async (host: string, code: string, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${code}/en/0/search/results?${query}`,
      headers: { host },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: SearchResults }).data;
  };
  const found = (results: SearchResults) =>
    results.items.map((hit) => [hit.title, hit.site ?? null, hit.siteUrl ?? null]).sort();

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    const sites = new SitesRepository(t.db);
    const georgia = await createSite(t.db, { code: 'GA' });
    const michigan = await createSite(t.db, {
      code: 'MI',
      name_en: 'Michigan',
      name_ar: 'ميشيغان',
      sort_order: 1,
    });
    // Texas is "coming soon": its content is not public to the other states yet.
    const texas = await createSite(t.db, {
      code: 'TX',
      name_en: 'Texas',
      name_ar: 'تكساس',
      sort_order: 2,
      is_open: 0,
    });
    await sites.replaceHosts(georgia.id, ['ga.example.org']);
    await sites.replaceHosts(michigan.id, ['mi.example.org']);
    await sites.replaceHosts(texas.id, ['tx.example.org']);
    for (const site of [georgia, michigan, texas]) await createSettings(t.db, { site_id: site.id });
    await createBlogPost(t.db, {
      site_id: georgia.id,
      slug: 'ga-fest',
      title_en: 'Harvest festival in Macon',
    });
    await createBlogPost(t.db, {
      site_id: michigan.id,
      slug: 'mi-fest',
      title_en: 'Harvest festival in Dearborn',
    });
    await createBlogPost(t.db, {
      site_id: texas.id,
      slug: 'tx-fest',
      title_en: 'Harvest festival in Houston',
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("keeps to the address's site by default, with no site on its results", async () => {
    expect(found(await search('ga.example.org', 'GA', 'keyword=harvest'))).toEqual([
      ['Harvest festival in Macon', null, null],
    ]);
    expect(found(await search('mi.example.org', 'MI', 'keyword=harvest'))).toEqual([
      ['Harvest festival in Dearborn', null, null],
    ]);
  });

  it('looks in every open site with sites=all, each result naming its site and host', async () => {
    const results = await search('ga.example.org', 'GA', 'keyword=harvest&sites=all');
    expect(found(results)).toEqual([
      ['Harvest festival in Dearborn', 'MI', 'https://mi.example.org'],
      ['Harvest festival in Macon', 'GA', PUBLIC_URL],
    ]);
    expect(results.total).toBe(2);
    expect(results.counts.find((count) => count.kind === 'blog')?.count).toBe(2);
    // A coming-soon site searching across states finds its own posts and the open sites'.
    expect(found(await search('tx.example.org', 'TX', 'keyword=harvest&sites=all'))).toEqual([
      ['Harvest festival in Dearborn', 'MI', 'https://mi.example.org'],
      ['Harvest festival in Houston', 'TX', 'https://tx.example.org'],
      ['Harvest festival in Macon', 'GA', PUBLIC_URL],
    ]);
  });

  it('refuses any other value of sites with a field error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/GA/ar/0/search/results?keyword=harvest&sites=TX',
      headers: { host: 'ga.example.org' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.sites).toContain('لا يقبل حقل المواقع');
  });
});

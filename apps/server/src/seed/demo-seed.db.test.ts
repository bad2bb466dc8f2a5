import type { GeneralSetting } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty, seedEditorialIfMissing } from './demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';

describe.skipIf(isEngineUnavailable())(`demo seed (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  // With a cold artwork cache (a new machine) the whole demo seed encodes every size of every demo
  // photo: 17-19 s on a quiet two-core machine, beyond the suite's 20 s with anything beside it.
  const WHOLE_SEED_MS = 90_000;

  it(
    'seeds Georgia and Michigan once and leaves a seeded database alone',
    { timeout: WHOLE_SEED_MS },
    async () => {
      expect(await seedDemoIfEmpty(t.db, t.storage)).toBe(true);
      expect(await seedDemoIfEmpty(t.db, t.storage)).toBe(false);
      const sites = await t.db.selectFrom('sites').select(['code', 'is_open']).orderBy('id').execute();
      expect(sites).toEqual([
        { code: 'GA', is_open: 1 },
        { code: 'MI', is_open: 1 },
      ]);
      const hosts = await t.db.selectFrom('site_hosts').select('host').orderBy('host').execute();
      expect(hosts.map((row) => row.host)).toEqual(['ga.localhost', 'mi.localhost']);
      const cities = await t.db.selectFrom('cities').select('name_en').execute();
      expect(cities.length).toBeGreaterThanOrEqual(15);

      // Each state menu links the other site (Michigan on its host, Georgia, the default, on PUBLIC_URL);
      // the states without a site are Coming Soon.
      const menu = async (code: string) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/${code}/en/0/site/settings` });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { data: GeneralSetting }).data.navbar.states;
      };
      const georgia = await menu('GA');
      expect(georgia.find((state) => state.title === 'Michigan')?.url).toBe('http://mi.localhost:3000');
      expect(georgia.find((state) => state.title === 'Texas')?.url).toBeNull();
      const michigan = await menu('MI');
      expect(michigan.find((state) => state.title === 'Georgia')?.url).toBe('http://localhost:3000');
      expect(michigan.some((state) => state.title === 'Michigan')).toBe(false);

      // Michigan has a little content of its own, and Georgia's is not Michigan's.
      const about = await t.app.inject({ method: 'GET', url: '/api/MI/ar/0/pages/about' });
      expect(about.statusCode, about.body).toBe(200);
      const posts = async (code: string) =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/${code}/en/0/blog/posts` })).json() as {
            data: { items: { title: string }[] };
          }
        ).data.items.map((post) => post.title);
      expect(await posts('MI')).toEqual([
        'Jaliya Michigan is open',
        'Summer festival on Warren Avenue: what to expect',
      ]);
      expect(await posts('GA')).not.toContain('Jaliya Michigan is open');
    },
  );

  it('gives a database seeded before the editorial content that content once, and only once', async () => {
    // A database seeded by an older version: the site is there, its editorial content is not.
    for (const table of ['pages', 'blog_posts', 'faq_groups', 'forms'] as const) {
      await t.db.deleteFrom(table).execute();
    }
    const guidesBefore = await t.db.selectFrom('user_guides').select('slug').execute();
    expect(await seedEditorialIfMissing(t.db, t.storage)).toBe(true);
    expect(await seedEditorialIfMissing(t.db, t.storage)).toBe(false);
    const pages = await t.db.selectFrom('pages').select('key').orderBy('key').execute();
    expect(pages.map((page) => page.key)).toEqual([
      'about',
      'contact',
      'eula',
      'privacy-policy',
      'terms-conditions',
    ]);
    expect(await t.db.selectFrom('blog_posts').select('id').execute()).toHaveLength(10);
    // Guides that already existed are left as they were, not doubled.
    expect(await t.db.selectFrom('user_guides').select('slug').execute()).toEqual(guidesBefore);
    const forms = await t.db.selectFrom('forms').select('slug').orderBy('slug').execute();
    expect(forms.map((form) => form.slug)).toEqual(['event-registration', 'volunteer']);
  });
});

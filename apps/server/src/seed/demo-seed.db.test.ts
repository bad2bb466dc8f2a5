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

  it('seeds Georgia once and leaves a seeded database alone', { timeout: WHOLE_SEED_MS }, async () => {
    expect(await seedDemoIfEmpty(t.db, t.storage)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, t.storage)).toBe(false);
    const sites = await t.db.selectFrom('sites').select('code').execute();
    expect(sites).toEqual([{ code: 'GA' }]);
    const cities = await t.db.selectFrom('cities').select('name_en').execute();
    expect(cities.length).toBeGreaterThanOrEqual(15);
    const states = await t.db.selectFrom('state_menu_entries').select('url').execute();
    expect(states.some((state) => state.url === null)).toBe(true);
    expect(states.some((state) => state.url !== null)).toBe(true);
  });

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

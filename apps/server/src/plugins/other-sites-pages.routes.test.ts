import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createSettings, createSite } from '../seed/factories';
import { SitesRepository } from '../modules/sites/sites.repository';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { defaultWebBuildDirectory } from './web';

// Issue 36: one account across states. An account page lists this site's saved items or posts
// and says, in the reader's language, how many the account has on each other state, linking to
// the same page on that state's own host. Needs the built web app (`npm run build`).
const isBuilt = existsSync(path.join(defaultWebBuildDirectory(), 'server/index.js'));
const PUBLIC_URL = 'https://jaliya.example';

describe.skipIf(isEngineUnavailable())(`account pages name the other states (${testEngine})`, () => {
  let t: TestApp;
  /** The session cookie as the browser sends it (its name has a prefix on an https address). */
  let session = '';

  const page = (host: string, url: string, language: 'en' | 'ar' = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host, cookie: `lang=${language}; ${session}`, 'accept-encoding': 'identity' },
    });
  /** The "you also have" lines of a page: each link's address and text. */
  const notes = (html: string) => {
    const list = /<ul[^>]*data-testid="other-sites"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    return [...list.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, text]) => [
      href?.replaceAll('&amp;', '&'),
      text?.replace(/<!-- -->/g, ''),
    ]);
  };

  beforeAll(async () => {
    if (!isBuilt) throw new Error('The web app is not built: run `npm run build` before this test.');
    t = await createTestApp({ PUBLIC_URL }, { web: 'production' });
    const sites = new SitesRepository(t.db);
    const georgia = await createSite(t.db, {
      code: 'GA',
      name_en: 'Jaliya Georgia',
      name_ar: 'جالية جورجيا',
    });
    const michigan = await createSite(t.db, {
      code: 'MI',
      name_en: 'Jaliya Michigan',
      name_ar: 'جالية ميشيغان',
      sort_order: 1,
    });
    await sites.replaceHosts(georgia.id, ['ga.example.org']);
    await sites.replaceHosts(michigan.id, ['mi.example.org']);
    for (const site of [georgia, michigan]) await createSettings(t.db, { site_id: site.id });
    const lake = await createBlogPost(t.db, { site_id: michigan.id, slug: 'lakeside-picnic' });
    const picnic = await createBlogPost(t.db, { site_id: michigan.id, slug: 'eid-picnic' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/GA/en/0/auth/register',
      headers: { host: 'ga.example.org' },
      payload: {
        name: 'Two States',
        email: 'two.states@example.org',
        phone: '+1 404 555 0188',
        password: 'cedar-grove-2026',
        password_confirmation: 'cedar-grove-2026',
        gender: 'female',
        accept_terms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const cookie = registered.cookies.find((candidate) => candidate.name.endsWith('jaliya_session'));
    session = `${cookie?.name}=${cookie?.value}`;
    for (const id of [lake.id, picnic.id]) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/MI/en/0/profile/save',
        headers: { host: 'mi.example.org', cookie: session },
        payload: { type: 'blog', id },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it("says on Georgia's saved pages how many items are saved on Michigan, linking to Michigan's page", async () => {
    const english = await page('ga.example.org', '/saved-blogs');
    expect(english.statusCode).toBe(200);
    expect(notes(english.body)).toEqual([
      ['https://mi.example.org/saved-blogs', 'You also have 2 saved items on Jaliya Michigan'],
    ]);
    const arabic = await page('ga.example.org', '/saved-job', 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(notes(arabic.body)).toEqual([
      ['https://mi.example.org/saved-job?lang=ar', 'لديك أيضًا عنصران محفوظان على جالية ميشيغان'],
    ]);
  });

  it('says nothing where there is nothing elsewhere: my posts, and Michigan itself', async () => {
    expect(notes((await page('ga.example.org', '/my-job')).body)).toEqual([]);
    const onMichigan = await page('mi.example.org', '/saved-blogs');
    expect(onMichigan.statusCode).toBe(200);
    expect(notes(onMichigan.body)).toEqual([]);
  });
});

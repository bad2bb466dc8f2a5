import type { PageState } from '@jaliya/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, createSettings, createSite } from '../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { defaultWebBuildDirectory } from './web';

// Signed-in visitors get public pages from the page cache as one member variant (decision 024).
// Two members with sentinel names and e-mails save different posts: nothing of either may be
// in any byte the page cache keeps, nor in the other's answers, and each one's page state names
// them and their marks alone. Needs the built web app (`npm run build`), as CI builds first.
const isBuilt = existsSync(path.join(defaultWebBuildDirectory(), 'server/index.js'));

describe.skipIf(isEngineUnavailable())(`member variant of public pages (${testEngine})`, () => {
  let t: TestApp;
  let posts: { id: number; slug: string }[];
  const members = {
    amira: { name: 'Amira Sentinelqx', email: 'amira.sentinelqx@example.org', cookie: '' },
    basil: { name: 'Basil Sentinelzw', email: 'basil.sentinelzw@example.org', cookie: '' },
  };
  const sentinels = ['Sentinelqx', 'Sentinelzw', 'sentinelqx@', 'sentinelzw@', 'Amira', 'Basil'];

  const page = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': 'identity' } });
  const pageState = async (cookie: string, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/GA/en/0/me/page-state?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, state: (response.json() as { data: PageState }).data };
  };

  beforeAll(async () => {
    if (!isBuilt) throw new Error('The web app is not built: run `npm run build` before this test.');
    t = await createTestApp({}, { web: 'production' });
    const site = await createSite(t.db);
    await createSettings(t.db, { site_id: site.id });
    posts = [];
    for (const slug of ['market-day', 'eid-picnic', 'new-library']) {
      const post = await createBlogPost(t.db, { site_id: site.id, slug, title_en: `About ${slug}` });
      posts.push({ id: post.id, slug });
    }
    let address = 10;
    for (const member of Object.values(members)) {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/auth/register',
        remoteAddress: `198.51.100.${++address}`,
        payload: {
          name: member.name,
          email: member.email,
          phone: '+1 404 555 0188',
          password: 'cedar-grove-2026',
          password_confirmation: 'cedar-grove-2026',
          gender: 'female',
          accept_terms: true,
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const session = registered.cookies.find((cookie) => cookie.name === 'jaliya_session');
      member.cookie = `lang=en; jaliya_session=${session?.value}`;
    }
    const save = async (cookie: string, id: number) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/GA/en/0/profile/save',
        headers: { cookie },
        payload: { type: 'blog', id },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await save(members.amira.cookie, posts[0]!.id);
    await save(members.basil.cookie, posts[1]!.id);
    await save(members.basil.cookie, posts[2]!.id);
  });
  afterAll(() => t?.close());

  const publicPages = () => [
    '/Blog',
    '/Blog?lang=ar',
    `/Show-Blog/${posts[0]!.id}/${posts[0]!.slug}`,
    `/Show-Blog/${posts[1]!.id}/${posts[1]!.slug}`,
  ];

  it('serves both members the same cached bytes, with a hash policy, and a guest other bytes', async () => {
    for (const address of publicPages()) {
      const first = await page(address, members.amira.cookie);
      expect(first.statusCode, address).toBe(200);
      expect(first.headers['x-page-cache'], address).toBe('miss');
      const second = await page(address, members.basil.cookie);
      expect(second.headers['x-page-cache'], address).toBe('hit');
      expect(second.body).toBe(first.body);
      expect(second.headers['cache-control']).toBe('private, no-cache');
      const scriptSources = /script-src ([^;]*)/.exec(String(second.headers['content-security-policy']))?.[1];
      expect(scriptSources).toContain("'sha256-");
      expect(scriptSources).not.toContain("'nonce-");
      // Signed in, nobody named: the account link holds the menu's place, never "Log in".
      expect(first.body).toContain('data-testid="user-menu"');
      expect(first.body).not.toContain('href="/Login"');
      const guest = await page(address, 'lang=en');
      expect(guest.statusCode).toBe(200);
      expect(guest.body).not.toBe(first.body);
      expect(guest.body).toContain('href="/Login');
    }
  });

  it('keeps no name, e-mail or saved mark of anyone in any cached byte, nor in the other member’s pages', async () => {
    for (const address of publicPages()) {
      for (const member of Object.values(members)) {
        const html = (await page(address, member.cookie)).body;
        for (const sentinel of sentinels) expect(html, `${address} ${sentinel}`).not.toContain(sentinel);
      }
    }
    const { pageCache } = t.app.services;
    const keys = pageCache.keys();
    expect(keys.some((key) => key.includes(':member:'))).toBe(true);
    expect(keys.some((key) => key.includes(':guest:'))).toBe(true);
    for (const key of keys) {
      const entry = pageCache.peek(key);
      if (!entry) continue;
      const variants = [
        entry.body,
        ...(entry.gzip ? [gunzipSync(entry.gzip)] : []),
        ...(entry.brotli ? [brotliDecompressSync(entry.brotli)] : []),
      ].map((bytes) => bytes.toString('utf8'));
      for (const text of variants) {
        for (const sentinel of sentinels) expect(text, `${key} ${sentinel}`).not.toContain(sentinel);
        // No save button in a kept page says what anyone saved: it toggles until the page state answers.
        expect(text, key).not.toContain('aria-pressed="true"');
        expect(text, key).not.toContain('value="unsave"');
      }
    }
  });

  it('answers each member their own name and marks in the page state, nothing of the other', async () => {
    const ids = posts.map((post) => post.id).join(',');
    const amira = await pageState(members.amira.cookie, `blog=${ids}`);
    const basil = await pageState(members.basil.cookie, `blog=${ids}`);
    expect(amira.state.viewer.name).toBe(members.amira.name);
    expect(amira.state.saved.blog).toEqual([posts[0]!.id]);
    expect(basil.state.viewer.email).toBe(members.basil.email);
    expect(basil.state.saved.blog.sort()).toEqual([posts[1]!.id, posts[2]!.id].sort());
    expect(amira.body).not.toContain('Sentinelzw');
    expect(basil.body).not.toContain('Sentinelqx');
  });

  it('renders personal pages for each member, never from the cache', async () => {
    const profile = await page('/Profile', members.amira.cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['x-page-cache']).toBeUndefined();
    expect(profile.headers['content-security-policy']).toMatch(/'nonce-/);
    expect(profile.body).toContain(members.amira.email);
    // React Router's data for a navigation is rendered for the member too.
    const data = await page('/Blog.data', members.basil.cookie);
    expect(data.headers['x-page-cache']).toBeUndefined();
  });

  it('treats a cookie whose session has ended as a guest', async () => {
    const stale = await page('/Blog', 'lang=en; jaliya_session=this-session-does-not-exist');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-page-cache']).toBe('hit');
    expect(stale.body).toBe((await page('/Blog', 'lang=en')).body);
  });

  it('toggles a saved mark with the form a page sends without JavaScript', async () => {
    const post = posts[2]!;
    const toggle = () =>
      t.app.inject({
        method: 'POST',
        url: '/saved',
        headers: { cookie: members.amira.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `type=blog&id=${post.id}&intent=toggle&redirectTo=${encodeURIComponent('/Blog')}`,
      });
    const marked = async () => (await pageState(members.amira.cookie, `blog=${post.id}`)).state.saved.blog;
    const on = await toggle();
    expect(on.statusCode).toBe(302);
    expect(on.headers.location).toBe('/Blog');
    expect(await marked()).toEqual([post.id]);
    await toggle();
    expect(await marked()).toEqual([]);
  });
});

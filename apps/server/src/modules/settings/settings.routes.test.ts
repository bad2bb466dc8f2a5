import type { GeneralSetting } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createSettings, createSocialLink } from '../../seed/factories';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

describe.skipIf(isEngineUnavailable())(`GET site/settings (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  const read = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { response, body: response.json() as { data: GeneralSetting } };
  };

  it('returns the seeded settings in English', async () => {
    const { response, body } = await read('/api/GA/en/0/site/settings');
    expect(response.statusCode).toBe(200);
    const { data } = body;
    expect(data.site).toEqual({ code: 'GA', name: 'Jaliya Georgia', timeZone: 'America/New_York' });
    expect(data.cities.map((city) => city.name)).toContain('Clarkston');
    expect(data.logo?.url).toMatch(/^\/media\/[a-f0-9]{24}-\d+\.webp$/);
    // Michigan is the demo's second site (issue 36): its link is its own host's address.
    expect(data.navbar.states.find((state) => state.title === 'Michigan')?.url).toBe(
      'http://mi.localhost:3000',
    );
    expect(data.navbar.states.find((state) => state.title === 'Florida')?.url).toBeNull();
    expect(data.services.service_provider?.name).toBe('Service Providers');
    expect(data.services.service_provider?.subcategories.map((sub) => sub.type)).toSatisfy(
      (types: string[]) => types.length > 0 && types.every((type) => type === 'service'),
    );
    expect(data.services.shops?.subcategories.every((sub) => sub.type === 'business')).toBe(true);
    expect(data.footer.social_media).toHaveLength(6);
    expect(data.footer.phone).toBe('+1 404 555 0134');
    expect(data.footer.Copyright).toMatch(new RegExp(`^© ${new Date().getFullYear()} Jaliya Georgia`));
  });

  it('returns the same settings in Arabic', async () => {
    const { body } = await read('/api/ga/ar/0/site/settings');
    expect(body.data.site.name).toBe('جالية جورجيا');
    expect(body.data.services.service_provider?.name).toBe('مقدمو الخدمات');
    expect(body.data.cities.map((city) => city.name)).toContain('كلاركستون');
    expect(body.data.footer.Copyright).toContain('جميع الحقوق محفوظة');
    // The year in the page's digits, like every other number on an Arabic page.
    const year = new Intl.DateTimeFormat('ar-EG', { year: 'numeric' }).format(new Date());
    expect(body.data.footer.Copyright).toMatch(new RegExp(`^© ${year} `));
    expect(body.data.footer.Copyright).not.toMatch(/[0-9]/);
  });

  it('accepts a city of the site', async () => {
    const city = await t.db
      .selectFrom('cities')
      .select('id')
      .where('name_en', '=', 'Savannah')
      .executeTakeFirstOrThrow();
    const { response } = await read(`/api/GA/en/${city.id}/site/settings`);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['/api/XX/en/0/site/settings', 'SITE_NOT_FOUND', 'There is no site with the code XX.'],
    [
      '/api/GA/fr/0/site/settings',
      'LANGUAGE_NOT_SUPPORTED',
      'The language fr is not supported. Use en or ar.',
    ],
    [
      '/api/GA/en/999999/site/settings',
      'CITY_NOT_FOUND',
      'There is no city with the id 999999 on this site.',
    ],
    ['/api/GA/en/abc/site/settings', 'CITY_NOT_FOUND', 'There is no city with the id abc on this site.'],
    ['/api/G%00A/en/0/site/settings', 'SITE_NOT_FOUND', 'There is no site with the code G\u0000A.'],
  ])('answers %s with a clear 404', async (url, code, message) => {
    const { response, body } = await read(url);
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ error: { code, message } });
  });

  it('answers non-canonical parameters with 404 even when the canonical response is cached', async () => {
    expect((await read('/api/GA/en/0/site/settings')).response.statusCode).toBe(200);
    for (const url of [
      '/api/GA/en/0x0/site/settings',
      '/api/GA/en/1e0/site/settings',
      '/api/GA/en/-0/site/settings',
      '/api/GA/en/%200/site/settings',
      '/api/GAſ/en/0/site/settings',
    ]) {
      expect((await read(url)).response.statusCode, url).toBe(404);
    }
  });

  it('honours weak and listed ETags, and gives each encoding its own', async () => {
    const { response } = await read('/api/GA/en/0/site/settings');
    const etag = response.headers.etag as string;
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/GA/en/0/site/settings',
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode, header).toBe(304);
    }
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/site/settings',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('explains a 404 in Arabic when Arabic is asked for', async () => {
    const { response, body } = await read('/api/XX/ar/0/site/settings');
    expect(response.statusCode).toBe(404);
    expect((body as unknown as { error: { message: string } }).error.message).toBe('لا يوجد موقع بالرمز XX.');
  });

  it('is cacheable: public Cache-Control, an ETag and 304 for a matching If-None-Match', async () => {
    const { response } = await read('/api/GA/en/0/site/settings');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/site/settings',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/GA/en/0/site/settings',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('hides menu links whose section the site does not have, and never shows more than 6 social links', async () => {
    // A site made bare (the demo seeds Michigan with a menu of its own).
    const site = await createSite(t.db, {
      code: 'OH',
      name_en: 'Jaliya Ohio',
      name_ar: 'جالية أوهايو',
      time_zone: 'America/New_York',
    });
    await createSettings(t.db, { site_id: site.id });
    for (const [index, type] of [
      'facebook',
      'instagram',
      'youtube',
      'tiktok',
      'twitter',
      'pinterest',
      'facebook',
      'myspace',
    ].entries()) {
      await createSocialLink(t.db, {
        site_id: site.id,
        type,
        url: `https://example.org/${index}`,
        sort_order: index,
      });
    }
    const { body } = await read('/api/OH/en/0/site/settings');
    expect(body.data.services).toEqual({
      service_provider: null,
      shops: null,
      market_place: null,
      rent: null,
      jobs: null,
    });
    expect(body.data.footer.social_media).toHaveLength(6);
    expect(body.data.footer.social_media.every((link) => link.type !== ('myspace' as never))).toBe(true);
    expect(body.data.logo).toBeNull();
  });

  it('names the live chat only when the site turned a known provider on with a valid id', async () => {
    const { body } = await read('/api/GA/en/0/site/settings');
    expect(body.data.liveChat).toBeNull();
    const site = await createSite(t.db, { code: 'LC', name_en: 'Chat', name_ar: 'دردشة' });
    await createSettings(t.db, {
      site_id: site.id,
      live_chat_provider: 'crisp',
      live_chat_id: 'b6b0f3c2-5d1e-4f7a',
    });
    const { body: withChat } = await read('/api/LC/en/0/site/settings');
    expect(withChat.data.liveChat).toEqual({ provider: 'crisp', websiteId: 'b6b0f3c2-5d1e-4f7a' });
    expect(await t.app.services.settings.liveChatFor('LC', 1000)).toEqual(withChat.data.liveChat);
    for (const [provider, id] of [
      ['zendesk', 'b6b0f3c2-5d1e-4f7a'],
      ['crisp', '<script>'],
      ['crisp', null],
    ] as const) {
      await t.db
        .updateTable('site_settings')
        .set({ live_chat_provider: provider, live_chat_id: id })
        .where('site_id', '=', site.id)
        .execute();
      t.app.services.cache.invalidate();
      const { body: refused } = await read('/api/LC/en/0/site/settings');
      expect(refused.data.liveChat, `${provider} ${id}`).toBeNull();
    }
  });

  it('gives maps the tile server, its credit and a centre, and falls back from a template that is not safe', async () => {
    const { body } = await read('/api/GA/en/0/site/settings');
    expect(body.data.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      // The demo site's office, from the contact page's settings.
      center: { lat: expect.any(Number), lng: expect.any(Number), zoom: 10 },
    });
    expect(body.data.apps).toEqual({ appStore: null, googlePlay: null });

    const site = await createSite(t.db, { code: 'MP', name_en: 'Maps', name_ar: 'خرائط' });
    await createSettings(t.db, {
      site_id: site.id,
      map_tile_url: 'https://tiles.example.org/{z}/{x}/{y}.webp',
      map_attribution: '© Example Maps',
      map_attribution_url: 'javascript:alert(1)',
      app_store_url: 'https://apps.apple.com/us/app/jaliya/id123',
      google_play_url: 'not an address',
    });
    const { body: custom } = await read('/api/MP/ar/0/site/settings');
    expect(custom.data.map).toEqual({
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.webp',
      attribution: '© Example Maps',
      attributionUrl: null,
      center: { lat: 39.83, lng: -98.58, zoom: 4 },
    });
    expect(custom.data.apps).toEqual({
      appStore: 'https://apps.apple.com/us/app/jaliya/id123',
      googlePlay: null,
    });

    for (const unsafe of [
      'http://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/{z}/{x}.png',
      'https://a.org/{z}/{x}/{y}.png" onerror="x',
    ]) {
      await t.db
        .updateTable('site_settings')
        .set({ map_tile_url: unsafe })
        .where('site_id', '=', site.id)
        .execute();
      t.app.services.cache.invalidate();
      const { body: refused } = await read('/api/MP/en/0/site/settings');
      expect(refused.data.map.tileUrl, unsafe).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    }
  });
});

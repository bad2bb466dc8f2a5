import type { ContactPage, Faq, Page, UserGuide, UserGuideSummary } from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import {
  createFaqGroup,
  createPage,
  createSettings,
  createSite,
  createUserGuide,
} from '../../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { DANGEROUS_FRAGMENTS, XSS_CORPUS } from '../../test/xss-corpus';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe.skipIf(isEngineUnavailable())(`editorial API (${testEngine})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db, t.storage);
    // A second site written by hand, to check the edges.
    const site = await createSite(t.db, {
      code: 'TS',
      name_en: 'Test site',
      name_ar: 'موقع تجريبي',
      time_zone: 'America/Chicago',
    });
    await createSettings(t.db, { site_id: site.id });
    await createPage(t.db, {
      site_id: site.id,
      key: 'terms-conditions',
      title_en: 'Terms',
      title_ar: 'الشروط',
      summary_en: 'The rules.',
      summary_ar: 'القواعد.',
      body_en: `<h2>Rules</h2>${XSS_CORPUS.join('')}<p>Be kind.</p>`,
      body_ar: `<p>كن لطيفًا.</p>${XSS_CORPUS.join('')}`,
    });
    await createUserGuide(t.db, {
      site_id: site.id,
      slug: 'hidden-guide',
      title_en: 'Hidden',
      title_ar: 'مخفي',
      summary_en: 'x',
      summary_ar: 'x',
      body_en: '<p>x</p>',
      body_ar: '<p>x</p>',
      sort_order: 0,
      is_published: 0,
    });
    await createFaqGroup(t.db, site.id, {
      title: { en: 'Only hidden questions', ar: 'أسئلة مخفية فقط' },
      items: [
        { question: { en: 'Q?', ar: 'س؟' }, answer: { en: '<p>A</p>', ar: '<p>ج</p>' }, isPublished: false },
      ],
    });
    await createFaqGroup(
      t.db,
      site.id,
      {
        title: { en: 'Visible', ar: 'ظاهرة' },
        items: [
          {
            question: { en: 'Shown?', ar: 'ظاهر؟' },
            answer: { en: '<p onclick="x()">Yes</p>', ar: '<p>نعم</p>' },
          },
          {
            question: { en: 'Hidden?', ar: 'مخفي؟' },
            answer: { en: '<p>No</p>', ar: '<p>لا</p>' },
            isPublished: false,
          },
        ],
      },
      1,
    );
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return { data: (response.json() as { data: T }).data, response };
  };

  it('serves the about page in English and Arabic, cached, with its picture', async () => {
    const { data: english, response } = await get<Page>('/api/GA/en/0/pages/about');
    const { data: arabic } = await get<Page>('/api/GA/ar/0/pages/about');
    expect(english.key).toBe('about');
    expect(english.title.length).toBeGreaterThan(3);
    expect(english.body).toMatch(/^<(p|h2)>/);
    expect(english.image?.srcset).toMatch(/\/media\/\w+-\d+\.webp \d+w/);
    expect(arabic.title).toMatch(ARABIC_LETTER);
    expect(arabic.body).toMatch(ARABIC_LETTER);
    expect(arabic.title).not.toBe(english.title);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers.etag).toBeDefined();
  });

  it('serves the contact page with address, phone with the US country code, e-mail and map', async () => {
    const { data } = await get<ContactPage>('/api/GA/en/0/pages/contact');
    expect(data.phone).toMatch(/^\+1[\d ]+$/);
    expect(data.email).toMatch(/^[^@\s]+@[^@\s]+\.\w+$/);
    expect(data.address.length).toBeGreaterThan(5);
    expect(data.officeHours.length).toBeGreaterThan(3);
    expect(data.map).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(data.map?.latitude).toBeGreaterThan(30);
    expect(data.map?.longitude).toBeLessThan(-80);
    const { data: arabic } = await get<ContactPage>('/api/GA/ar/0/pages/contact');
    expect(arabic.address).toMatch(ARABIC_LETTER);
    expect(arabic.phone).toBe(data.phone);
  });

  it('answers a site without contact details with empty fields and no map, not an error', async () => {
    const { data } = await get<ContactPage>('/api/TS/en/0/pages/contact');
    expect(data).toMatchObject({ title: '', address: '', map: null, email: 'hello@jaliya.example' });
  });

  it.each(['privacy-policy', 'terms-conditions', 'eula'])(
    'serves the %s page in both languages',
    async (key) => {
      const { data: english } = await get<Page>(`/api/GA/en/0/pages/${key}`);
      const { data: arabic } = await get<Page>(`/api/GA/ar/0/pages/${key}`);
      expect(english.key).toBe(key);
      expect(english.body).toContain('<h2>');
      expect(arabic.body).toMatch(ARABIC_LETTER);
      // The date the legal text was revised, not the time the row was written.
      expect(english.updatedAt).toBe('2026-11-01T12:00:00.000Z');
    },
  );

  it('answers an unknown page with a translated 404', async () => {
    for (const key of ['nope', 'contact-page', '..%2F..%2Fetc', 'x'.repeat(150)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/GA/ar/0/pages/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'غير موجود.' } });
    }
    await get('/api/TS/en/0/pages/about', 404);
    await get('/api/TS/en/0/pages/privacy-policy', 404);
  });

  it('stores rich text sanitised: no payload of the XSS corpus reaches the API', async () => {
    for (const language of ['en', 'ar']) {
      const { data } = await get<Page>(`/api/TS/${language}/0/pages/terms-conditions`);
      for (const fragment of DANGEROUS_FRAGMENTS) expect(data.body).not.toMatch(fragment);
    }
    const { data } = await get<Page>('/api/TS/en/0/pages/terms-conditions');
    expect(data.body).toMatch(/^<h2>Rules<\/h2>/);
    expect(data.body).toContain('<p>Be kind.</p>');
    const { data: faq } = await get<Faq>('/api/TS/en/0/faqs');
    expect(faq.groups[0]?.items[0]?.answer).toBe('<p>Yes</p>');
  });

  it('lists the published user guides in order, and serves each one', async () => {
    const { data: guides } = await get<UserGuideSummary[]>('/api/GA/en/0/user-guides');
    expect(guides.length).toBeGreaterThanOrEqual(3);
    expect(guides.slice(0, 3).map((guide) => guide.slug)).toEqual([
      'add-your-business',
      'post-a-job',
      'find-a-home',
    ]);
    const first = guides[0] as UserGuideSummary;
    const { data: guide } = await get<UserGuide>(`/api/GA/ar/0/user-guides/${first.id}`);
    expect(guide).toMatchObject({
      id: first.id,
      slug: 'add-your-business',
      title: 'كيف تضيف نشاطك التجاري إلى جالية',
    });
    expect(guide.body).toMatch(ARABIC_LETTER);
  });

  it('answers unknown, malformed and unpublished guide ids with 404', async () => {
    const { data: hidden } = await get<UserGuideSummary[]>('/api/TS/en/0/user-guides');
    expect(hidden).toEqual([]);
    const hiddenId = await t.db
      .selectFrom('user_guides')
      .select('id')
      .where('slug', '=', 'hidden-guide')
      .executeTakeFirstOrThrow();
    for (const id of [String(hiddenId.id), '999999', '0', '-1', 'abc', '1e3', '99999999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/TS/en/0/user-guides/${id}` });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('groups the FAQ and leaves out unpublished questions and groups left empty', async () => {
    const { data } = await get<Faq>('/api/TS/ar/0/faqs');
    expect(data.groups.map((group) => group.title)).toEqual(['ظاهرة']);
    expect(data.groups[0]?.items.map((item) => item.question)).toEqual(['ظاهر؟']);
    const { data: demo } = await get<Faq>('/api/GA/en/0/faqs');
    expect(demo.groups.length).toBeGreaterThanOrEqual(3);
    for (const group of demo.groups) expect(group.items.length).toBeGreaterThanOrEqual(3);
  });

  it('answers an unknown site or language with a 404 on every editorial address', async () => {
    for (const path of [
      'pages/about',
      'pages/contact',
      'pages/eula',
      'user-guides',
      'user-guides/1',
      'faqs',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/XX/en/0/${path}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/GA/fr/0/${path}` })).statusCode).toBe(404);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { LegacyErrorSchema } from './legacy-endpoint';

describe.skipIf(isEngineUnavailable())(
  `old client's pages, blog, guides and contact form (${testEngine})`,
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
      await seedDemoIfEmpty(t.db, t.storage);
    });
    afterAll(() => t?.close());

    it('privacy_policy: data.title and data.text, in the language of the path', async () => {
      const english = (await legacyCall(t, 'GET', 'privacy_policy')).json().data;
      expect(english.title).not.toBe('');
      expect(english.text).toContain('<');
      const arabic = (await legacyCall(t, 'GET', 'privacy_policy', { language: 'ar' })).json().data;
      expect(arabic.title).toMatch(/[\u0600-\u06FF]/);
    });

    it('blogs/web/show/{id} and by a slug that starts with the id: data.blog with similar posts', async () => {
      const posts = (await t.app.inject({ method: 'GET', url: '/api/GA/en/0/blog/posts?page=1' })).json().data
        .items;
      const [first] = posts as { id: number; slug: string }[];
      expect(first).toBeDefined();
      const byId = await legacyCall(t, 'GET', `blogs/web/show/${first?.id}`);
      expect(byId.statusCode, byId.body).toBe(200);
      const blog = byId.json().data.blog;
      expect(blog).toMatchObject({ id: first?.id, saved: false, link_youtube: '' });
      expect(blog.created_at).toMatch(/ago$/);
      expect(blog.similar.every((post: { id: number }) => post.id !== first?.id)).toBe(true);
      expect(blog.image === '' || blog.image.startsWith('https://jaliya.example/media/')).toBe(true);
      const bySlug = await legacyCall(t, 'GET', `blogs/web/show/${first?.id}-${first?.slug}`);
      expect(bySlug.json().data.blog.id).toBe(first?.id);
      expect((await legacyCall(t, 'GET', 'blogs/web/show/no-such-post')).statusCode).toBe(404);
    });

    it('user_guides/web lists the guides and the FAQ; a guide opens by its slug or its id', async () => {
      const page = (await legacyCall(t, 'GET', 'user_guides/web')).json().data;
      expect(page.account.model.length).toBeGreaterThan(0);
      expect(page.evens).toEqual({ title: '', model: [] });
      const [guide] = page.account.model as { id: number; slug: string; title: string }[];
      const bySlug = (await legacyCall(t, 'GET', `user_guides/show/web/${guide?.slug}`)).json().data;
      expect(bySlug.main.title).toBe(guide?.title);
      const byId = (await legacyCall(t, 'GET', `user_guides/show/web/${guide?.id}`)).json().data;
      expect(byId.main.title).toBe(guide?.title);
      expect((await legacyCall(t, 'GET', 'user_guides/show/web/nothing-here')).statusCode).toBe(404);
    });

    it('contact-us takes the old JSON body {subject, email, phone, message}; refusals name the old fields', async () => {
      const sent = await legacyCall(t, 'POST', 'contact-us', {
        body: 'json',
        fields: {
          subject: 'Opening hours',
          email: 'visitor@example.org',
          phone: '',
          message: 'When are you open?',
        },
        remoteAddress: '203.0.113.40',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const stored = await t.db.selectFrom('contact_messages').selectAll().execute();
      expect(stored.some((row) => JSON.stringify(row).includes('When are you open?'))).toBe(true);
      const empty = await legacyCall(t, 'POST', 'contact-us', {
        body: 'json',
        language: 'ar',
        fields: { subject: 'x', email: 'visitor@example.org', message: ' ' },
        remoteAddress: '203.0.113.41',
      });
      expect(empty.statusCode, empty.body).toBe(400);
      expect(LegacyErrorSchema.parse(empty.json()).errors.message?.[0]).toMatch(/[\u0600-\u06FF]/);
    });

    it('answers the banners Jaliya has none of, and the literal `undefined` address, with empty lists', async () => {
      for (const path of [
        'sliders/page?page=App%5CModels%5CMarketPlacePage',
        'sliders?page=service',
        'undefined',
        'stores/slider/3',
      ]) {
        const response = await legacyCall(t, 'GET', path);
        expect(response.statusCode, path).toBe(200);
        expect(response.json().data, path).toEqual([]);
      }
    });

    it('stores lists a category’s businesses as old cards; show-store and business/show answer the same profile', async () => {
      const categories = (await t.app.inject({ method: 'GET', url: '/api/GA/en/0/categories' })).json()
        .data as {
        id: number;
        icon: string;
        listingCount: number;
      }[];
      const main = categories.find((category) => category.listingCount > 0);
      expect(main).toBeDefined();
      const stores = await legacyCall(t, 'GET', `stores?main_id=${main?.id}&limit_by=100`);
      expect(stores.statusCode, stores.body).toBe(200);
      const [card] = stores.json().data as { id: number; image: string; saved: boolean }[];
      expect(card).toMatchObject({ saved: false });
      expect(card?.image === '' || card?.image.startsWith('https://jaliya.example/media/')).toBe(true);

      const signedOut = await legacyCall(t, 'GET', `show-store/${card?.id}`);
      expect(signedOut.statusCode, signedOut.body).toBe(200);
      const profile = signedOut.json().data;
      expect(profile.id).toBe(card?.id);
      // The old profile prints the description as text: the summary as written, not HTML-escaped.
      const own = (await t.app.inject({ method: 'GET', url: `/api/GA/en/0/businesses/${card?.id}` })).json()
        .data as { summary: string };
      expect(own.summary).not.toBe('');
      expect(profile.description).toBe(own.summary);
      expect(profile.worktime.length).toBeGreaterThan(0);
      expect(profile.worktime[0]).toMatchObject({ type: 'r' });
      expect(profile.similar.every((other: { id: number }) => other.id !== card?.id)).toBe(true);
      expect((await legacyCall(t, 'GET', `business/show/${card?.id}`)).json().data).toEqual(profile);
      expect((await legacyCall(t, 'GET', 'show-store/999999')).statusCode).toBe(404);
      // The "All" tile shows the main category's own icon, as a picture the old client can draw.
      expect((await legacyCall(t, 'GET', `stores/all-cat/${main?.id}`)).json().data).toBe(
        `https://jaliya.example/media/category-icons/${main?.icon}.svg`,
      );
      expect((await legacyCall(t, 'GET', 'stores/all-cat/999999')).statusCode).toBe(404);
    });
  },
);

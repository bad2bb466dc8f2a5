import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

const PUBLIC_URL = 'https://jaliya.example';
const CLIENT = 'https://old.example.org';

describe.skipIf(isEngineUnavailable())(
  `old client's category and looking-for pictures (${testEngine})`,
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL, CORS_ORIGINS: CLIENT });
      await seedDemoIfEmpty(t.db, t.storage);
    });
    afterAll(() => t?.close());

    const data = async (path: string) => {
      const response = await legacyCall(t, 'GET', path);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      return response.json();
    };

    /** Fetches an image URL of an old answer from this server, as the old client's <img> does. */
    const picture = async (url: string) => {
      expect(url.startsWith(`${PUBLIC_URL}/media/category-icons/`), url).toBe(true);
      return t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length), headers: { origin: CLIENT } });
    };

    it('serves each category icon alone as an SVG the old client’s host may show; unknown names are 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/media/category-icons/briefcase.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 24 24"/);
      expect(response.body).toMatch(/<path d="[^"]+"/);
      for (const url of ['/media/category-icons/nothing.svg', '/media/category-icons/briefcase.png']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it('every category image of the old answers is its icon’s address, and it answers a picture', async () => {
      const urls = [
        ...(await data('listings')).data.map((item: { image: string }) => item.image),
        ...(await data('home')).data.category.shops.map((item: { image: string }) => item.image),
        ...(await data('filter-market?main_id=&category_id=')).data.map(
          (item: { image: string }) => item.image,
        ),
      ];
      const main = (await data('listings')).data[0];
      urls.push(
        ...(await data(`main-categories/${main.id}/sub-categories`)).data.map(
          (sub: { image: string }) => sub.image,
        ),
      );
      urls.push((await data(`stores/all-cat/${main.id}`)).data);
      const market = (await data('filter-market?main_id=&category_id=')).data[0];
      urls.push(
        ...(await data(`filter-market?main_id=${market.id}`)).data.map((sub: { image: string }) => sub.image),
      );
      urls.push((await data(`main-market/show/${market.id}`)).data.image_all_cat);
      expect(urls.length).toBeGreaterThan(10);
      for (const url of new Set(urls)) {
        const response = await picture(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      }
    });

    it('the jobs and homes looking-for pages show the hero picture in their head and an icon per section', async () => {
      const hero = (await data('home')).data.hero[0].media;
      expect(hero).toMatch(/^https:\/\/jaliya\.example\/media\//);
      for (const [path, icons] of [
        ['jobs/web/looking_for', ['briefcase']],
        ['rents/web/looking_for', ['key', 'home']],
      ] as const) {
        const { slider, sections } = (await data(path)).data;
        // HeroNav.jsx writes white titles over the head's pictures: a photo, not an icon.
        expect([slider.main.image, ...slider.model.map((entry: { image: string }) => entry.image)]).toEqual(
          Array(1 + slider.model.length).fill(hero),
        );
        const images: string[] = sections.map((section: { image: string }) => section.image);
        expect(new Set(images.map((image) => /([a-z]+)\.svg$/.exec(image)?.[1])), path).toEqual(
          new Set(icons),
        );
        for (const image of new Set(images)) expect((await picture(image)).statusCode, image).toBe(200);
      }
    });

    it('the user guide pages show a picture on every card and on the cover', async () => {
      const guides = (await data('user_guides/web')).data;
      const hero = (await data('home')).data.hero[0].media;
      expect(hero).toMatch(/^https:\/\/jaliya\.example\/media\//);
      expect(guides.main.image).toBe(hero);
      expect(guides.account.model.length).toBeGreaterThan(1);
      const book = `${PUBLIC_URL}/media/category-icons/book.svg`;
      for (const card of guides.account.model) expect(card.image).toBe(book);
      expect(guides.faq.model.length).toBeGreaterThan(0);
      for (const card of guides.faq.model) expect(card.image).toBe(book);
      const one = (await data(`user_guides/show/web/${guides.account.model[0].slug}`)).data;
      expect(one.latest_posts.length).toBeGreaterThan(0);
      for (const card of one.latest_posts) expect(card.image).toBe(book);
      expect((await picture(book)).statusCode).toBe(200);
    });
  },
);

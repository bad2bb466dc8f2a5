import type {
  BlogPostSummary,
  ContactPage,
  GeneralSetting,
  Home,
  OurServices,
  Page,
  PagedList,
} from '@jaliya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo-seed';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';
import { legacyImageUrl } from './legacy-images';

const PUBLIC_URL = 'https://jaliya.example';
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The old client's site-wide reads (`LEGACY-CLIENT.md` §3.1, §3.2) answer in the old sections,
 * built from the same data as Jaliya's own answers, which moved to their own addresses.
 */
describe.skipIf(isEngineUnavailable())(`old client's home, settings and pages (${testEngine})`, () => {
  let t: TestApp;

  /** Jaliya's own answer at its new address. */
  const jaliya = async <T>(path: string, language: 'en' | 'ar' = 'en'): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/GA/${language}/0/${path}` });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return (response.json() as { data: T }).data;
  };
  /** The old answer at the old address: `{status: true, status_number: "S200", data}`. */
  const old = async (path: string, language: 'en' | 'ar' = 'en') => {
    const response = await legacyCall(t, 'GET', path, { language });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, status_number: 'S200' });
    return body.data;
  };
  const isUrlOrEmpty = (value: unknown) =>
    typeof value === 'string' && (value === '' || value.startsWith(`${PUBLIC_URL}/`));

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await seedDemoIfEmpty(t.db, t.storage);
  });
  afterAll(() => t?.close());

  it('general-setting: the logo as a card-width URL string, sister-site pictures as icon-width ones, the menu ids and the footer', async () => {
    const settings = await jaliya<GeneralSetting>('site/settings');
    const data = await old('general-setting');
    expect(settings.logo).not.toBeNull();
    expect(data.logo).toBe(legacyImageUrl(PUBLIC_URL, settings.logo, 'card'));
    expect(data.footer.logo).toBe(legacyImageUrl(PUBLIC_URL, settings.footer.logo, 'card'));
    expect(data.navbar.logo).toBe(data.logo);
    expect(data.navbar.states).toEqual(
      settings.navbar.states.map((state) => ({
        url: state.url ?? '',
        image: legacyImageUrl(PUBLIC_URL, state.image, 'icon'),
        title: state.title,
      })),
    );
    for (const state of data.navbar.states) expect(isUrlOrEmpty(state.image)).toBe(true);
    for (const key of ['service_provider', 'shops', 'market_place', 'rent', 'jobs'] as const)
      expect(data.services[key]?.id ?? null).toBe(settings.services[key]?.id ?? null);
    expect(data.services.shops?.id).toEqual(expect.any(Number));
    expect(data.footer).toMatchObject({
      social_media: settings.footer.social_media,
      email: settings.footer.email,
      phone: settings.footer.phone,
      Copyright: settings.footer.Copyright,
      subscribe: settings.footer.subscribe,
    });
    expect(data.footer.youtube_url).toBe(
      settings.footer.social_media.find((link) => link.type === 'youtube')?.url ?? '',
    );
    const arabic = await old('general-setting', 'ar');
    expect(arabic.navbar.states.map((state: { title: string }) => state.title).join(' ')).toMatch(
      ARABIC_LETTER,
    );
  });

  it('home: hero media as a string, category{title,shops,services}, our_service.model, try_app, blogs_new.model', async () => {
    const [home, settings] = [await jaliya<Home>('site/home'), await jaliya<GeneralSetting>('site/settings')];
    const data = await old('home');
    expect(home.hero.length).toBeGreaterThan(0);
    expect(data.hero).toEqual(
      home.hero.map((entry) => ({
        type: 'image',
        media: legacyImageUrl(PUBLIC_URL, entry.media, 'hero'),
        url: '',
        title: entry.title,
        description: entry.description,
        city: '',
      })),
    );
    expect(data.hero[0].media).toMatch(/^https:\/\/jaliya\.example\/media\//);
    expect(data.advertisements_left).toEqual([]);

    // The old slider shows an item only when its type is the row's: `business` for shops.
    const idsOf = (type: string) => home.categories.filter((c) => c.type === type).map((c) => c.id);
    expect(data.category.shops.map((item: { id: number }) => item.id)).toEqual(idsOf('business'));
    expect(data.category.services.map((item: { id: number }) => item.id)).toEqual(idsOf('service'));
    expect(data.category.shops.length).toBeGreaterThan(0);
    expect(data.category.services.length).toBeGreaterThan(0);
    expect(new Set(data.category.shops.map((item: { type: string }) => item.type))).toEqual(
      new Set(['business']),
    );
    expect(new Set(data.category.services.map((item: { type: string }) => item.type))).toEqual(
      new Set(['service']),
    );
    expect(data.category.title).toEqual({ shops: 'Shops', services: 'Service Providers' });

    expect(data.our_service.model.map((item: { link: string }) => item.link)).toEqual(
      home.ourServices.map((service) => service.link),
    );
    expect(data.our_service.model[0]).toMatchObject({
      title: home.ourServices[0]?.title,
      short: home.ourServices[0]?.summary,
    });
    // The home draws white text over each service's picture: one without a photo takes the hero's
    // (an icon there hid the text, an empty address drew a broken image).
    home.ourServices.forEach((service, index) =>
      expect(data.our_service.model[index].image).toBe(
        service.image ? legacyImageUrl(PUBLIC_URL, service.image, 'card') : data.hero[0].media,
      ),
    );
    expect(data.category.image).toBe(data.hero[0].media);
    expect(data.try_app).toMatchObject({
      title: 'Jaliya in your pocket',
      android: { link: settings.apps.googlePlay ?? '' },
      ios: { link: settings.apps.appStore ?? '' },
    });
    expect(data.blogs_new.model.map((post: { id: number }) => post.id)).toEqual(
      home.latestBlogs.map((post) => post.id),
    );
    const [firstPost] = home.latestBlogs;
    expect(data.blogs_new.model[0]).toEqual({
      id: firstPost?.id,
      slug: firstPost?.slug,
      title: firstPost?.title,
      description: firstPost?.excerpt,
      web_description: expect.any(String),
      image: legacyImageUrl(PUBLIC_URL, firstPost?.cover, 'card'),
    });
    // Jaliya's own keys are not in the old answer, and the old keys are not in Jaliya's.
    expect(data).not.toHaveProperty('categories');
    expect(home).not.toHaveProperty('category');

    const arabic = await old('home', 'ar');
    expect(arabic.category.title.shops).toMatch(ARABIC_LETTER);
    expect(arabic.try_app.title).toMatch(ARABIC_LETTER);
    expect(arabic.hero[0].title).toMatch(ARABIC_LETTER);
  });

  it('about: the page in the old sections, its picture as URL strings, statistics and searches empty', async () => {
    const page = await jaliya<Page>('pages/about');
    const data = await old('about');
    expect(data.about).toEqual([
      { title: page.title, web_description: page.body, description: page.summary },
    ]);
    expect(page.image).not.toBeNull();
    expect(data.main.image).toBe(legacyImageUrl(PUBLIC_URL, page.image, 'detail'));
    expect(data.slider).toEqual([
      expect.objectContaining({
        type: 'image',
        title: page.title,
        // The old about page draws it as text, not HTML.
        description: page.summary,
        media: legacyImageUrl(PUBLIC_URL, page.image, 'hero'),
      }),
    ]);
    expect(Object.values(data.statistics).every((value) => value === '')).toBe(true);
    expect(data.easy_search).toEqual({ title: '', model: [] });
    expect(data.our_services.title).toBe('Our Services');
    const arabic = await old('about', 'ar');
    expect(arabic.about[0].title).toMatch(ARABIC_LETTER);
    expect(arabic.our_services.title).toMatch(ARABIC_LETTER);
  });

  it('contact-page: contact{title, description, web_description} with the address, phone and e-mail in the text', async () => {
    const page = await jaliya<ContactPage>('pages/contact');
    const data = await old('contact-page');
    expect(data.slider).toEqual([]);
    // Jaliya's contact page has no picture: the home's first hero picture stands in.
    const hero = (await old('home')).hero[0].media;
    expect(hero).toMatch(/^https:\/\/jaliya\.example\/media\//);
    expect(data.contact).toMatchObject({ title: page.title, description: page.summary, image: hero });
    expect(page.email).not.toBe('');
    expect(data.contact.web_description.startsWith(page.body)).toBe(true);
    for (const detail of [page.email, page.phone]) expect(data.contact.web_description).toContain(detail);
    expect(data.contact.web_description).toContain('<strong>Email</strong>');
    const arabic = await old('contact-page', 'ar');
    expect(arabic.contact.title).toMatch(ARABIC_LETTER);
    expect(arabic.contact.web_description).not.toContain('<strong>Email</strong>');
  });

  it('blogs/web: main and the newest posts in `around`, the sections Jaliya has not empty lists', async () => {
    const first = await jaliya<PagedList<BlogPostSummary>>('blog/posts?page=1');
    const second = await jaliya<PagedList<BlogPostSummary>>('blog/posts?page=2');
    const data = await old('blogs/web');
    expect(data.main).toMatchObject({ title: 'Blog' });
    expect(data.main.web_description).not.toBe('');
    // Every post, beyond Jaliya's first page: the old page pages through them itself.
    expect(first.total).toBeGreaterThan(first.items.length);
    const ids = data.around.model.map((post: { id: number }) => post.id);
    expect(ids).toHaveLength(first.total);
    expect(ids.slice(0, first.items.length + second.items.length)).toEqual(
      [...first.items, ...second.items].map((post) => post.id),
    );
    for (const post of data.around.model) {
      expect(typeof post.image).toBe('string');
      expect(isUrlOrEmpty(post.image)).toBe(true);
    }
    for (const section of ['events', 'statistics', 'visit'])
      expect(data[section], section).toEqual({ title: '', model: [] });
    expect(data.slider).toEqual([]);
    const arabic = await old('blogs/web', 'ar');
    expect(arabic.main.title).toMatch(ARABIC_LETTER);
    expect(arabic.around.model[0].title).toMatch(ARABIC_LETTER);
  });

  it('our_services: main, services with their links and summaries, and the sister sites as other_website', async () => {
    const ours = await jaliya<OurServices>('services');
    const data = await old('our_services');
    expect(data.main.title).toBe('Our Services');
    expect(data.main.image).toBe((await old('home')).hero[0].media);
    expect(ours.services.length).toBeGreaterThan(0);
    expect(data.services).toEqual(
      ours.services.map((service) =>
        expect.objectContaining({
          title: service.title,
          link: service.link,
          description: service.summary,
          // A service without a photo shows its icon, as the site does.
          image: service.image
            ? legacyImageUrl(PUBLIC_URL, service.image, 'card')
            : `${PUBLIC_URL}/media/category-icons/${service.icon}.svg`,
        }),
      ),
    );
    expect(data.other_website).toEqual(
      ours.sisterSites.map((sister, index) => ({
        id: index + 1,
        title: sister.name,
        description: sister.summary,
        // The network's logo: a sister site is another site of it (an empty one drew a broken image).
        image: expect.stringMatching(/^https:\/\/jaliya\.example\/media\//),
        link: sister.url,
      })),
    );
    const arabic = await old('our_services', 'ar');
    expect(arabic.services[0].title).toMatch(ARABIC_LETTER);
  });

  it('keeps the old reads cached with Jaliya’s, and a change to their resource evicts them', async () => {
    const before = await old('general-setting');
    await t.db.updateTable('site_settings').set({ contact_email: 'front-desk@jaliya.example' }).execute();
    // Cached: the row changed behind the cache's back.
    expect((await old('general-setting')).footer.email).toBe(before.footer.email);
    await t.app.services.contentChanges.announce('GA', ['general-setting']);
    expect((await old('general-setting')).footer.email).toBe('front-desk@jaliya.example');
    expect((await jaliya<GeneralSetting>('site/settings')).footer.email).toBe('front-desk@jaliya.example');

    // A new post changes the home: the directory and the classifieds announce `home`.
    const home = await old('home');
    await t.db.updateTable('hero_entries').set({ title_en: 'A new hero title' }).execute();
    expect((await old('home')).hero[0].title).toBe(home.hero[0].title);
    await t.app.services.contentChanges.announce('GA', ['home']);
    expect((await old('home')).hero[0].title).toBe('A new hero title');
  });

  it('answers an unknown site with the old error form', async () => {
    for (const path of ['general-setting', 'home', 'about', 'contact-page', 'blogs/web', 'our_services']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/XX/en/0/${path}` });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({
        status: false,
        status_number: 'S400',
        code: 'SITE_NOT_FOUND',
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCity,
  createImage,
  createPage,
  createSettings,
  createSite,
  createStateEntry,
  createWelcomeScreen,
} from '../../seed/factories';
import { legacyCall } from '../../test/legacy-client';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="${fill}"/></svg>`;

describe.skipIf(isEngineUnavailable())(`old client's smaller pages (${testEngine})`, () => {
  let t: TestApp;
  let atlanta = 0;
  let savannah = 0;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://jaliya.example' });
    const site = await createSite(t.db);
    atlanta = (
      await createCity(t.db, { site_id: site.id, name_en: 'Atlanta', name_ar: 'أتلانتا', sort_order: 0 })
    ).id;
    savannah = (
      await createCity(t.db, { site_id: site.id, name_en: 'Savannah', name_ar: 'سافانا', sort_order: 1 })
    ).id;
    const logo = await createImage(t.db, t.storage, { svg: svg('#0f766e'), widths: [128, 480] });
    const aboutImage = await createImage(t.db, t.storage, { svg: svg('#b45309'), widths: [480, 960] });
    await createSettings(t.db, {
      site_id: site.id,
      logo_image_id: logo,
      map_latitude: 33.75,
      map_longitude: -84.39,
    });
    await createStateEntry(t.db, {
      site_id: site.id,
      title_en: 'Texas',
      title_ar: 'تكساس',
      image_id: null,
      url: 'https://tx.jaliya.example',
      sort_order: 0,
    });
    await createPage(t.db, {
      site_id: site.id,
      key: 'about',
      title_en: 'About us',
      title_ar: 'من نحن',
      summary_en: 'The Arab community of Georgia, in one place.',
      summary_ar: 'الجالية العربية في جورجيا في مكان واحد.',
      body_en: '<p>About.</p>',
      body_ar: '<p>عن الجالية.</p>',
      image_id: aboutImage,
    });
    await createWelcomeScreen(t.db, {
      site_id: site.id,
      type: 'youtube',
      link: 'https://www.youtube.com/watch?v=abc123',
      title_en: 'Welcome',
      title_ar: 'أهلًا',
      description_en: 'Watch our story.',
      description_ar: 'شاهد قصتنا.',
      is_active: 1,
    });
  });
  afterAll(() => t?.close());

  it('/api/{STATE}/en/project (no city segment) answers the map centre from the settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GA/en/project' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      status_number: 'S200',
      data: { project: { latitude: 33.75, longitude: -84.39 } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ZZ/en/project' })).statusCode).toBe(404);
  });

  it('welcome_screen answers the pop-up in the language of the address', async () => {
    const arabic = await legacyCall(t, 'GET', 'welcome_screen', { language: 'ar' });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(arabic.json()).toMatchObject({
      status: true,
      data: {
        type: 'youtube',
        link: 'https://www.youtube.com/watch?v=abc123',
        title: 'أهلًا',
        description: 'شاهد قصتنا.',
      },
    });
    // Without a pop-up the link is empty, which the old modal takes as nothing to show.
    await t.db.updateTable('welcome_screens').set({ is_active: 0 }).execute();
    const none = await legacyCall(t, 'GET', 'welcome_screen');
    expect(none.json().data).toEqual({ type: 'image', link: '', title: '', description: '' });
  });

  it('login-page answers the site logo as an absolute URL string', async () => {
    const response = await legacyCall(t, 'GET', 'login-page');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.login_page.image).toMatch(/^https:\/\/jaliya\.example\/media\/.+-480\.\w+$/);
  });

  it('city_page: the site’s cities under a heading, the about page as introduction, the other states', async () => {
    const response = await legacyCall(t, 'GET', 'city_page', { language: 'ar' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.slider).toEqual([]);
    expect(data.city_page).toMatchObject({ description: 'الجالية العربية في جورجيا في مكان واحد.' });
    expect(data.city_page.image).toMatch(/^https:\/\/jaliya\.example\/media\//);
    expect(data.sub_title).toBe('من نحن');
    expect(data.states.title).toMatch(/[\u0600-\u06FF]/);
    expect(data.states.model).toEqual([{ title: 'تكساس', image: '', url: 'https://tx.jaliya.example' }]);
    expect(data.cities.model).toEqual([
      { id: atlanta, name: 'أتلانتا', image: '', url: '' },
      { id: savannah, name: 'سافانا', image: '', url: '' },
    ]);
  });

  it('keeps project, login-page and city_page cached like the other old site reads, evicted by their resources', async () => {
    const project = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/GA/en/project' })).json().data;
    const cityPage = async () => (await legacyCall(t, 'GET', 'city_page')).json().data;
    const loginPage = async () => (await legacyCall(t, 'GET', 'login-page')).json().data;
    const before = { project: await project(), city: await cityPage(), login: await loginPage() };

    // Changed behind the cache's back: the cached answers stay.
    await t.db.updateTable('site_settings').set({ map_latitude: 34.5, logo_image_id: null }).execute();
    await t.db
      .updateTable('pages')
      .set({ summary_en: 'A newer introduction.' })
      .where('key', '=', 'about')
      .execute();
    expect(await project()).toEqual(before.project);
    expect(await loginPage()).toEqual(before.login);
    expect(await cityPage()).toEqual(before.city);

    // The about page's change evicts city_page (made from it too), not the settings-only reads.
    await t.app.services.contentChanges.announce('GA', ['about']);
    expect((await cityPage()).city_page.description).toBe('A newer introduction.');
    expect(await project()).toEqual(before.project);

    // A settings change evicts all three.
    await t.app.services.contentChanges.announce('GA', ['general-setting']);
    expect((await project()).project.latitude).toBe(34.5);
    expect((await loginPage()).login_page.image).toBe('');
  });

  it('jotform/{slug} answers null data, which the old page shows as a form that is not available', async () => {
    for (const slug of ['volunteer', 'no-such-form']) {
      const response = await legacyCall(t, 'GET', `jotform/${slug}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: true, status_number: 'S200', data: null });
    }
  });
});

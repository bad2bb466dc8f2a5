import type { Page } from '@playwright/test';
import {
  chooseLanguage,
  clickAndWaitForNewDocument,
  expect,
  expectNoSeriousAxeViolations,
  test,
} from './fixtures';

/** Maps, the photo viewer, sorting by distance and the apps section. Tiles come from the stub in fixtures. */
const TEXT = {
  en: {
    showMap: 'Show map',
    hideMap: 'Hide map',
    listMap: 'Map of the businesses on this page',
    nearMe: 'Sort by distance from me',
    nextPhoto: 'Next photo',
    counter: (position: number, count: number) => `Photo ${position} of ${count}`,
    next: 'ArrowRight',
    directions: 'Get directions',
    appStore: 'Download on the App Store',
  },
  ar: {
    showMap: 'أظهر الخريطة',
    hideMap: 'أخفِ الخريطة',
    listMap: 'خريطة الأنشطة المعروضة في هذه الصفحة',
    nearMe: 'رتّب حسب المسافة مني',
    nextPhoto: 'الصورة التالية',
    counter: (position: number, count: number) =>
      `الصورة ${position.toLocaleString('ar-EG')} من ${count.toLocaleString('ar-EG')}`,
    // Reading right to left, the next photo is to the left.
    next: 'ArrowLeft',
    directions: 'احصل على الاتجاهات',
    appStore: 'حمّله من App Store',
  },
} as const;

/** Waits until Leaflet has drawn the map and at least one (stub) tile. */
async function expectMapDrawn(page: Page) {
  await expect(page.getByTestId('site-map')).toHaveAttribute('data-ready', '');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test.describe(`maps and photos (${language})`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL!, language));

    test('a list shows its businesses on a map on demand, and a marker leads to the profile', async ({
      page,
    }) => {
      const leaflet: string[] = [];
      page.on('request', (request) => {
        if (/leaflet/i.test(request.url())) leaflet.push(request.url());
      });
      await page.goto('/Category/shops');
      // Nothing of the map is fetched until it is asked for.
      expect(leaflet).toEqual([]);
      await expect(page.getByTestId('site-map')).toHaveCount(0);
      await page.getByRole('button', { name: text.showMap }).click();
      await expectMapDrawn(page);
      expect(leaflet.length).toBeGreaterThan(0);
      const map = page.getByRole('region', { name: text.listMap });
      // A marker for a business on the page (a post another test just added may have no location).
      const firstMarker = map.locator('.leaflet-marker-icon[aria-label]').first();
      await expect(firstMarker).toBeVisible();
      const firstName = (await firstMarker.getAttribute('aria-label')) ?? '';
      await expect(page.locator('main article h3 a', { hasText: firstName }).first()).toBeVisible();
      const marker = map.getByRole('button', { name: firstName, exact: true });
      await expect(marker).toBeVisible();
      await expectNoSeriousAxeViolations(page, `list map ${language}`);
      // The zoom buttons speak the page's language.
      await expect(map.getByRole('button', { name: language === 'ar' ? 'تكبير' : 'Zoom in' })).toBeVisible();

      await marker.click();
      const popupLink = page.locator('.leaflet-popup a', { hasText: firstName });
      await expect(popupLink).toBeVisible();
      await clickAndWaitForNewDocument(page, popupLink);
      await expect(page).toHaveURL(/\/MarketProfile\/\d+\//);
      await expect(page.locator('main h1')).toHaveText(firstName);
    });

    test("a profile's photos open in a viewer that follows the reading direction, and its map shows on demand", async ({
      page,
    }) => {
      await page.goto('/MarketProfile/1');
      const thumbnails = page.locator('main a[aria-haspopup="dialog"]');
      const count = await thumbnails.count();
      expect(count).toBeGreaterThanOrEqual(9);
      await thumbnails.first().click();
      const viewer = page.getByTestId('photo-viewer');
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(text.counter(1, count))).toBeVisible();
      await page.keyboard.press(text.next);
      await expect(viewer.getByText(text.counter(2, count))).toBeVisible();
      await viewer.getByRole('button', { name: text.nextPhoto }).click();
      await expect(viewer.getByText(text.counter(3, count))).toBeVisible();
      await expectNoSeriousAxeViolations(page, `photo viewer ${language}`);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      // Focus goes back to the photo that opened the viewer.
      await expect(thumbnails.first()).toBeFocused();

      await expect(page.getByRole('link', { name: text.directions })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
      );
      await page.getByRole('button', { name: text.showMap }).click();
      await expectMapDrawn(page);
      const name = (await page.locator('main h1').textContent())?.trim() ?? '';
      await expect(page.getByTestId('site-map').getByRole('button', { name, exact: true })).toBeVisible();
      await page.getByRole('button', { name: text.hideMap }).click();
      await expect(page.getByTestId('site-map')).toHaveCount(0);
    });

    test('the home page links to the mobile apps from the settings', async ({ page }) => {
      await page.goto('/');
      const appStore = page.getByRole('link', { name: new RegExp(`^${text.appStore}`) });
      await expect(appStore).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      await expect(page.getByTestId('app-link-googlePlay')).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );
    });
  });
}

test('sorts a list by distance from the visitor, in miles, after asking for their position', async ({
  page,
  context,
}) => {
  // Decatur, Georgia.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 33.7748, longitude: -84.2963 });
  await page.goto('/Category/services');
  await page.getByRole('button', { name: TEXT.en.nearMe }).click();
  await expect(page).toHaveURL(/sort=nearest&lat=33\.77&lng=-84\.30/);
  // The cards render the new answer once their code has come (fetched after hydration): wait for it.
  await expect(
    page
      .locator('main article')
      .getByText(/^[\d.]+ mi away$/)
      .first(),
  ).toBeVisible();
  const distances = await page
    .locator('main article')
    .getByText(/^[\d.]+ mi away$/)
    .allTextContents();
  expect(distances.length).toBeGreaterThan(1);
  const miles = distances.map((distance) => Number.parseFloat(distance));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  // The sort is kept when another filter is applied.
  await page.getByLabel('Open now').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/open_now=1/);
  await expect(page).toHaveURL(/sort=nearest/);
});

test('places the business on the form by clicking the map, then dragging the pin', async ({ page }) => {
  const email = `pin.${Date.now()}.${process.pid}@example.org`;
  const registered = await page.request.post('/api/GA/en/0/auth/register', {
    data: {
      name: 'Samir Pin',
      email,
      phone: '+1 404 555 0177',
      password: 'cedar-grove-2026',
      password_confirmation: 'cedar-grove-2026',
      gender: 'male',
      accept_terms: true,
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/add-business');
  await expectMapDrawn(page);
  const latitude = page.getByLabel('Latitude');
  const longitude = page.getByLabel('Longitude');
  await expect(latitude).toHaveValue('');
  const map = page.getByTestId('site-map');
  await map.click({ position: { x: 200, y: 120 } });
  await expect(latitude).toHaveValue(/^-?\d+\.\d{6}$/);
  await expect(longitude).toHaveValue(/^-?\d+\.\d{6}$/);
  const pin = map.getByRole('button', { name: /drag to move it/ });
  await expect(pin).toBeVisible();

  // Dragged east and south: the longitude grows, the latitude falls.
  const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
  const box = await pin.boundingBox();
  if (!box) throw new Error('The pin has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(clicked.lng);
  expect(Number(await latitude.inputValue())).toBeLessThan(clicked.lat);
});

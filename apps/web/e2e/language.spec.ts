import { clickAndWaitForNewDocument, expect, test } from './fixtures';

test('with nothing stored, an Arabic browser gets Arabic and the choice is saved', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'ar-EG', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  await context.close();
});

test('an English browser gets English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the toggle saves the language, reloads and flips the direction, both ways', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await clickAndWaitForNewDocument(page, page.getByTestId('language-toggle'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'جاليتك العربية في جورجيا، كلها في مكان واحد',
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
  await clickAndWaitForNewDocument(page, page.getByTestId('language-toggle'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
});

test('/ar/... redirects to the path without the prefix, keeping query and hash, in Arabic', async ({
  page,
}) => {
  await page.goto('/ar/?ref=whatsapp#top');
  await expect(page).toHaveURL(/\/\?ref=whatsapp#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('/en/... redirects too and a deeper path keeps its place', async ({ page, request }) => {
  const response = await request.get('/en/Blog?page=2', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/Blog?page=2');
  await page.goto('/en/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('hero')).toBeVisible();
});

test('?lang=ar selects Arabic', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the prefix redirect never leaves the site', async ({ request }) => {
  for (const [path, expected] of [
    ['/ar//evil.example', '/evil.example'],
    ['/en/\\evil.example', '/evil.example'],
    ['/en//\\evil.example/x?y=1', '/evil.example/x?y=1'],
    ['/ar', '/'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(expected);
  }
});

test('the toggle on a ?lang= address switches anyway, dropping the parameter', async ({ page }) => {
  await page.goto('/?lang=ar&ref=share');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('language-toggle')).toHaveAttribute('href', '/en/?ref=share');
  await clickAndWaitForNewDocument(page, page.getByTestId('language-toggle'));
  await expect(page).toHaveURL(/\/\?ref=share$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a returning visitor with only localStorage.lang gets that language back', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('lang', 'ar');
    }
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
  await context.close();
});

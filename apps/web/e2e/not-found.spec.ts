import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, expect, test } from './fixtures';

test('an unknown address gets the not-found page with status 404, header and footer', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | Jaliya');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  // The link is a plain one (a whole new document, not a client-side move): wait for that page
  // as a navigation, bounded by the test's time, not by one expectation's 10 s. On a CI machine
  // busy with another worker's photo uploads the home page once took longer than that to arrive.
  await Promise.all([
    page.waitForURL('/', { waitUntil: 'domcontentloaded' }),
    page.getByRole('link', { name: 'Back to the home page' }).click(),
  ]);
  await expect(page.getByTestId('hero')).toBeVisible();
});

test('directory addresses that name nothing are 404s', async ({ request }) => {
  for (const path of [
    '/Category/nope',
    '/SubCategory/x/999999',
    '/MarketProfile/999999/x',
    '/Show-Product/999999/x',
    '/market-place/subCategory?main_id=999999',
    '/MarketProfile/abc',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an unknown API address answers JSON, not the web page', async ({ request }) => {
  const response = await request.get('/api/GA/ar/0/nothing-here');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'غير موجود.' } });
});

test('the not-found page speaks Arabic and passes axe', async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL!, 'ar');
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
});

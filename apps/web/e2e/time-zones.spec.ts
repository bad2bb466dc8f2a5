import { chooseLanguage, expect, test } from './fixtures';
import { promoteToAdmin, signUp } from './listing-helpers';

/**
 * A visitor in another time zone than the server (UTC) and the site (Georgia's): every date on a
 * page is formatted in the site's zone on both sides, so hydration keeps the server's page. A
 * date formatted in each side's own zone differed, and React threw the page away (error 418).
 */
test.use({ timezoneId: 'America/Los_Angeles' });

const PUBLIC_PAGES = [
  '/jobs',
  '/Job?intent=offer',
  '/rents',
  '/Rent',
  '/market-place',
  '/market-place/products',
];
const CONSOLE_PAGES = ['/admin', '/admin/reports', '/admin/users', '/admin/audit-log', '/admin/search-log'];

for (const language of ['en', 'ar'] as const) {
  test(`pages hydrate without a mismatch in a US time zone unlike the site's (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /#418|#425|hydrat|did not match/i.test(message.text()))
        mismatches.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (/#418|#425|hydrat/i.test(error.message)) mismatches.push(`${page.url()}: ${error.message}`);
    });
    await chooseLanguage(page.context(), baseURL as string, language);
    for (const address of PUBLIC_PAGES) await page.goto(address);
    // The console formats times too (queue, users, audit log): as an admin.
    promoteToAdmin(await signUp(page, language, `zone-admin-${language}`, { name: 'Huda Admin' }));
    for (const address of CONSOLE_PAGES) await page.goto(address);
    expect(mismatches).toEqual([]);
  });
}

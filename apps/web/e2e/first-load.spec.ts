import type { Page } from '@playwright/test';
import { chooseLanguage, expect, test } from './fixtures';

// What a public page loads before and during hydration: the framework, the shell and its own
// route, never the console, the rich-text editor or the map. Their chunks are named after their
// modules (apps/web/vite.config.ts), so the addresses tell which code came.
const NEVER_ON_PUBLIC_PAGES = /\/assets\/(console|rich-text-editor|leaflet-map|review-|audit-log|content-)/;

/** The addresses of the scripts the page has loaded so far. */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

for (const language of ['en', 'ar'] as const) {
  test(`public pages load no console, editor or map code (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    for (const address of ['/', '/About', '/Blog', '/FAQ', '/Contact', '/jobs']) {
      await page.goto(address);
      await page.waitForLoadState('load');
      const scripts = await loadedScripts(page);
      expect(scripts.length, `${address} loads its scripts`).toBeGreaterThan(3);
      expect(scripts.some((path) => path.includes('/assets/framework-'))).toBe(true);
      expect(scripts.some((path) => path.includes('/assets/shell-'))).toBe(true);
      expect(
        scripts.filter((path) => NEVER_ON_PUBLIC_PAGES.test(path)),
        address,
      ).toEqual([]);
    }
  });
}

test('the browser gets the production build of React Router, without its development warnings', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const framework = (await loadedScripts(page)).find((path) => path.includes('/assets/framework-'));
  const code = await (await request.get(framework!)).text();
  // React Router's own code is there…
  expect(code).toContain('__reactRouterContext');
  // …but not the development build's warnings (its package exports only that build, see
  // apps/web/vite.config.ts).
  expect(code).not.toContain('You rendered descendant <Routes>');
  expect(code).not.toContain('but the parent route path has no trailing');
});

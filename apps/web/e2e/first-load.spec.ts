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

// Readex Pro comes in one file per script (apps/web/scripts/fonts.mjs). Arabic text needs the
// Latin file too (the space between words, digits and Latin punctuation are in it), so an Arabic
// page asks for both with its stylesheet; found only when layout met them, the Latin file came a
// round trip later and the first paint of Arabic pages waited for it.
const SITE_FONT_FILES = {
  ar: /\/assets\/readex-pro-arabic-400-700-/,
  en: /\/assets\/readex-pro-latin-400-700-/,
};

for (const language of ['en', 'ar'] as const) {
  test(`the page fetches early the site font files its text needs (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    await page.goto('/FAQ');
    await page.waitForLoadState('load');
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const expected = language === 'ar' ? [SITE_FONT_FILES.ar, SITE_FONT_FILES.en] : [SITE_FONT_FILES.en];
    expect(preloaded).toEqual(expected.map((file) => expect.stringMatching(file)));
    // Every file fetched early is one the page's text uses: the browser has loaded its face.
    const loadedRanges = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.includes('Readex Pro') && face.status === 'loaded')
        .map((face) => face.unicodeRange);
    });
    expect(loadedRanges.some((range) => range.startsWith('U+0-FF'))).toBe(true);
    if (language === 'ar') expect(loadedRanges.some((range) => range.startsWith('U+600-6FF'))).toBe(true);
  });
}

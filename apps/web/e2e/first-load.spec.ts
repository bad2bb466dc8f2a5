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

// Readex Pro comes in one file per script (apps/web/scripts/fonts.mjs), which the browser asks
// for only when layout meets a character of it: a round trip the first paint waited for. The page
// names the files its text needs in <head> (apps/web/app/lib/site-font.server.ts): the Latin one
// everywhere (Arabic text needs its spaces and digits), the Arabic one on Arabic pages and on
// English pages with Arabic letters (the home page's Arabic business names).
const SITE_FONT_FILES = {
  ar: /\/assets\/readex-pro-arabic-400-700-/,
  en: /\/assets\/readex-pro-latin-400-700-/,
};
const EARLY_FONTS = {
  en: { '/FAQ': [SITE_FONT_FILES.en], '/': [SITE_FONT_FILES.en, SITE_FONT_FILES.ar] },
  ar: { '/FAQ': [SITE_FONT_FILES.ar, SITE_FONT_FILES.en], '/': [SITE_FONT_FILES.ar, SITE_FONT_FILES.en] },
};

for (const language of ['en', 'ar'] as const) {
  test(`a page fetches early the site font files its text needs, and only those (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    for (const [address, files] of Object.entries(EARLY_FONTS[language])) {
      await page.goto(address);
      await page.waitForLoadState('load');
      const preloaded = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded, address).toEqual(files.map((file) => expect.stringMatching(file)));
      // Each file fetched early is one the page's text uses: the browser has loaded its face.
      const loadedRanges = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.includes('Readex Pro') && face.status === 'loaded')
          .map((face) => face.unicodeRange);
      });
      expect(
        loadedRanges.some((range) => range.startsWith('U+0-FF')),
        address,
      ).toBe(true);
      expect(
        loadedRanges.some((range) => range.startsWith('U+600-6FF')),
        address,
      ).toBe(files.includes(SITE_FONT_FILES.ar));
    }
  });
}

// Messages (decision 003): a page fetches the shell's message file and its own routes', each
// holding only what their code can show, never the whole catalogue; a client-side navigation
// fetches the next page's file before showing it.
const MESSAGE_FILE = /\/assets\/messages-[^/]+\/(en|ar)\/(.+)\.json$/;

function messageFilesFetched(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = MESSAGE_FILE.exec(new URL(request.url()).pathname);
    if (match) files.push(`${match[1]}/${match[2]}`);
  });
  return files;
}

for (const language of ['en', 'ar'] as const) {
  test(`a page fetches the shell's messages and its own, in its language (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    const files = messageFilesFetched(page);
    await page.goto('/Blog');
    expect([...new Set(files)].sort()).toEqual([`${language}/root`, `${language}/routes/blog`]);
    // No whole catalogue comes any more.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((path) => /\/assets\/(en|ar)-[\w-]+\.json$/.test(path))).toEqual([]);

    // A client-side navigation brings the next page's messages before the page shows.
    files.length = 0;
    await page
      .getByRole('navigation', { name: language === 'ar' ? 'التنقل الرئيسي' : 'Main navigation' })
      .getByRole('link', { name: language === 'ar' ? 'من نحن' : 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/About$/);
    // The address changes first; React shows the page once its messages are in.
    await expect.poll(() => files).toEqual([`${language}/routes/about`]);
    await expect(page.locator(`head meta[name="jaliya:messages"]`)).toHaveAttribute(
      'content',
      'root routes/about',
    );
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[a-z]+\.[a-zA-Z.]+$/);
  });
}

test("a message the page shows that its message file lacks is reported, and the page's tests fail on it", async ({
  browser,
  baseURL,
}) => {
  // Not the fixtures' page, which would fail this test on the very report it looks for.
  const page = await browser.newPage({ baseURL });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing message')) reports.push(message.text());
  });
  await page.route(/\/assets\/messages-[^/]+\/en\/routes\/blog\.json$/, async (route) => {
    const messages = (await (await route.fetch()).json()) as { blog: Record<string, string> };
    delete messages.blog.title;
    await route.fulfill({ json: messages });
  });
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/Blog');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(reports).toEqual([expect.stringContaining('"blog.title"')]);
  await page.close();
});

// The first `Intl` object a page makes loads the browser's locale data: 15-40 ms here, four times
// that on Lighthouse's phone, in the middle of hydration (issue 37). Dates, times and prices that
// need one are kept as the server wrote them (static islands, decision 028) or written by the
// loader; whole numbers need none (`@jaliya/contract/whole-numbers`).
test('the first hydration of a page type makes no Intl object, in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL!, 'ar');
  const first = async (resource: string) => {
    const answer = (await (await page.request.get(`/api/GA/en/0/${resource}`)).json()) as {
      data: { id: number; slug: string }[] | { items: { id: number; slug: string }[] };
    };
    const item = (Array.isArray(answer.data) ? answer.data : answer.data.items)[0];
    expect(item, resource).toBeDefined();
    return `${item!.id}/${encodeURIComponent(item!.slug)}`;
  };
  const categories = (await (await page.request.get('/api/GA/en/0/categories')).json()) as {
    data: { subcategories: { id: number }[] }[];
  };
  const subcategory = categories.data.find((main) => main.subcategories.length > 0)!.subcategories[0]!;
  const addresses = [
    '/',
    '/Blog',
    `/Show-Blog/${await first('blog/posts')}`,
    '/Privacy-Policy',
    '/events',
    '/events?view=month',
    `/Show-Event/${await first('events?limit=1')}`,
    `/MarketProfile/${await first(`businesses?category_id=${subcategory.id}&limit=1`)}`,
    `/Show-Product/${await first('products?limit=1')}`,
    `/show-job/${await first('jobs?limit=1')}`,
    `/Rent/${await first('rents?limit=1')}`,
  ];
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as { __intlMade?: string[] }).__intlMade = made;
    const constructors = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat']) {
      constructors[name] = new Proxy(constructors[name]!, {
        construct(target, args: unknown[]) {
          if (!document.documentElement.hasAttribute('data-hydrated')) made.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
  for (const address of addresses) {
    await page.goto(address);
    expect(await page.evaluate(() => (window as { __intlMade?: string[] }).__intlMade), address).toEqual([]);
  }
});

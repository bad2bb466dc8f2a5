import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test as base } from '@playwright/test';

export type Language = 'en' | 'ar';

/** Starts a context that already chose a language, as a returning visitor would have. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/**
 * The e2e site has a live chat (Crisp) turned on. Its script is served by this stand-in, which
 * records what the page handed to the chat instead of talking to Crisp.
 */
export const FAKE_CHAT_SCRIPT = `
  window.__fakeChat = {
    websiteId: window.CRISP_WEBSITE_ID,
    locale: (window.CRISP_RUNTIME_CONFIG || {}).locale,
    commands: JSON.parse(JSON.stringify(window.$crisp || [])),
  };
  document.documentElement.dataset.chatLoaded = '';
`;

/** A 1x1 grey PNG: every map tile in the tests (they never reach a real tile server). */
const TILE_STUB = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4CgAA5wDmLEIwLgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Whether the page has hydrated (`<html data-hydrated>`) and so have its deferred islands, the
 * header and the footer, which hydrate once the browser is idle after it (components/deferred-island.tsx).
 * Runs in the page.
 */
function isWholePageHydrated(): boolean {
  // Between two documents there may briefly be no root element.
  return (
    document.documentElement?.hasAttribute('data-hydrated') === true &&
    document.querySelector('[data-deferred]:not([data-ready])') === null
  );
}

/**
 * Waits, once the page has hydrated, for its deferred islands (the header and the footer). They
 * hydrate when the browser is idle, which a machine running tests in parallel may not be for up to
 * two seconds: the test points at each of them first, as a visitor about to use one would, which
 * asks for their code at once.
 */
async function waitForDeferredIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-deferred]:not([data-ready])')) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.waitForFunction(isWholePageHydrated);
}

/**
 * Pages are rendered on the server: a click that lands before hydration does nothing. `goto` and
 * `reload` therefore wait until the app marks `<html data-hydrated>` and its header and footer
 * have hydrated too. Also fails the test on any
 * Content-Security-Policy violation, page error, server error (status 500 and up) or message the
 * page shows that its message files do not hold. A click that
 * loads a new document needs `clickAndWaitForNewDocument`.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  page: async ({ page }, use) => {
    await page.route('https://client.crisp.chat/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_CHAT_SCRIPT }),
    );
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: TILE_STUB }),
    );
    const waitForHydration = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await waitForDeferredIslands(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => waitForHydration(goto(url, options));
    page.reload = (options) => waitForHydration(reload(options));
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
        // A message the page's code shows that its message files lack (lib/i18n.tsx, decision 003).
        if (message.text().startsWith('Missing message')) problems.push(message.text());
      });
      // No test expects a server fault: one names its request, even when the page shows only a
      // polite message and the test fails later on something missing.
      page.on('response', (response) => {
        if (response.status() >= 500)
          problems.push(
            `server error ${response.status()}: ${response.request().method()} ${response.url()}`,
          );
      });
      await use(problems);
      if (problems.length > 0) throw new Error(`Problems on the page:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});

/**
 * Clicks something that loads a new document (a full reload, or a link followed without
 * JavaScript) and waits until that new document has hydrated. The old document is marked first,
 * so its own `data-hydrated` cannot be mistaken for the new one's.
 */
export async function clickAndWaitForNewDocument(page: Page, locator: Locator): Promise<void> {
  await page.evaluate(() => {
    (window as { __oldDocument?: true }).__oldDocument = true;
  });
  await locator.click();
  // Polls again in each new document: the navigation replaces the page's JavaScript context.
  await page.waitForFunction(
    () =>
      !(window as { __oldDocument?: true }).__oldDocument &&
      // Between two documents there may briefly be no root element.
      document.documentElement?.hasAttribute('data-hydrated') === true,
  );
  await waitForDeferredIslands(page);
}

/** Fails with every serious or critical axe finding on the page as it is now, named by `label`. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  // Third-party frames (the map, the welcome video) are not ours to audit.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) =>
        `${label} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The page's own status message (what a form's answer says). The navigation spinner is a status
 * too, outside <main>, and shows while a slow revalidation after the form runs: asking for any
 * status then finds two.
 */
export function pageStatus(page: Page): Locator {
  return page.getByRole('main').getByRole('status');
}

export { expect } from '@playwright/test';

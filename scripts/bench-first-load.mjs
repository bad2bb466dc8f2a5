// What a first visit to each public page type downloads, counted as the browser receives it: the
// encoded (Brotli) bytes of every script and message file, read from Chromium's own accounting
// of each response (Playwright's `sizes().responseBodySize`, the body as it came over the wire),
// in English and in Arabic, against the budget of issue 37 (script <= 108 KB, messages <= 6 KB).
// Each visit is a fresh browser context (nothing cached) that waits until the page has hydrated.
// Also the page's HTML (as sent and as text) and the encoding every asset came in: an asset that
// arrives other than as Brotli is named, since the figures would then not be what browsers get.
// Used by `npm run bench`; alone: `npm run bench:first-load` (builds and seeds a server of its own),
// or `node scripts/bench-first-load.mjs http://127.0.0.1:3000` against a running one.
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { findChromium, startSeededServer } from './lib.mjs';

export const SCRIPT_BUDGET_KILOBYTES = 108;
export const MESSAGES_BUDGET_KILOBYTES = 6;

const LANGUAGES = ['en', 'ar'];

/** One address of every public page type, found through the API of the running server. */
async function publicPages(origin) {
  // The first of the API's names for a resource that answers (several have a newer name beside
  // the old client's).
  const api = async (...resources) => {
    for (const resource of resources) {
      const response = await fetch(`${origin}/api/GA/en/0/${resource}`);
      if (response.ok) return (await response.json()).data;
    }
    return undefined;
  };
  const first = (list) => (Array.isArray(list) ? list : (list?.items ?? []))[0];
  const post = first(await api('blog/posts', 'blogs/web'));
  const guide = first(await api('user-guides'));
  const mains = (await api('categories', 'main-categories')) ?? [];
  const main = mains.find((candidate) => candidate.subcategories?.length > 0);
  const subcategory = main?.subcategories[0];
  const business = subcategory
    ? first(
        await api(
          `businesses?category_id=${subcategory.id}&limit=1`,
          `listings?category_id=${subcategory.id}&limit=1`,
        ),
      )
    : undefined;
  const job = first(await api('jobs?limit=1'));
  const rent = first(await api('rents?limit=1'));
  const product = first(await api('products?limit=1'));
  const event = first(await api('events?limit=1'));
  const marketMain = (await api('products/catalogue'))?.categories?.[0];
  const pages = [
    ['home', '/'],
    ['about', '/About'],
    ['blog', '/Blog'],
    ['blog post', post && `/Show-Blog/${post.id}/${encodeURIComponent(post.slug)}`],
    ['user guides', '/User-Guide'],
    ['user guide', guide && `/Show-User-Guide/${guide.id}/${encodeURIComponent(guide.slug)}`],
    ['FAQ', '/FAQ'],
    ['contact', '/Contact'],
    ['legal page', '/Privacy-Policy'],
    ['our services', '/Our-Service'],
    ['category', main && `/Category/${main.type === 'business' ? 'shops' : 'services'}?id=${main.id}`],
    ['subcategory', subcategory && `/SubCategory/${subcategory.id}/?Page=service`],
    ['business', business && `/MarketProfile/${business.id}/${encodeURIComponent(business.slug)}`],
    ['jobs', '/jobs'],
    ['job list', '/Job'],
    ['job', job && `/show-job/${job.id}/${encodeURIComponent(job.slug)}`],
    ['homes', '/rents'],
    ['home list', '/Rent'],
    ['home for rent', rent && `/Rent/${rent.id}/${encodeURIComponent(rent.slug)}`],
    ['marketplace', '/market-place'],
    ['market subcategories', marketMain && `/market-place/subCategory?main_id=${marketMain.id}`],
    ['product list', '/market-place/products'],
    ['product', product && `/Show-Product/${product.id}/${encodeURIComponent(product.slug)}`],
    ['events', '/events'],
    ['events month', '/events?view=month'],
    ['event', event && `/Show-Event/${event.id}/${encodeURIComponent(event.slug)}`],
    ['search', '/search-result/food'],
    ['login', '/Login'],
    ['register', '/Register'],
    ['not found', '/no-such-page'],
  ];
  return pages.filter(([, address]) => address);
}

const kilobytes = (bytes) => Number((bytes / 1024).toFixed(1));

/** A script or a message file of the app (the message files are the JSON under /assets/). */
function kindOf(url) {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/assets/')) return undefined;
  if (pathname.endsWith('.js')) return 'script';
  if (pathname.endsWith('.json')) return 'messages';
  return undefined;
}

/**
 * Counts the React fibers in the page's tree when it becomes interactive, through the hook React
 * DOM reports each commit to (the one React's developer tools install; production builds report
 * to it too), and notes the time it did (`<html data-hydrated>`). The count is how much hydration
 * had to do before the page answered: a figure of the page's code, not of the machine's speed,
 * unlike Total Blocking Time. A Suspense boundary React has not hydrated yet counts as one.
 */
function countFibers() {
  const window = globalThis;
  const { document, MutationObserver } = globalThis;
  const walk = (fiber) => {
    let count = 0;
    const stack = [fiber];
    while (stack.length > 0) {
      const node = stack.pop();
      for (let child = node.child; child; child = child.sibling) {
        count++;
        stack.push(child);
      }
    }
    return count;
  };
  window.__jaliyaHydration = { commits: 0, fibers: 0, fibersLater: 0, at: undefined };
  new MutationObserver((_changes, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    // On the page's own clock, which its resource timings share (the network's clock is another).
    window.__jaliyaHydration.at = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const hydration = window.__jaliyaHydration;
      hydration.commits++;
      // The commit that makes the page interactive runs before its effects mark <html>.
      if (hydration.at === undefined) hydration.fibers = walk(root.current);
      else hydration.fibersLater = walk(root.current);
    },
  };
}

/** Visits one page as a first-time visitor in `language` and counts what came. */
async function visit(browser, origin, address, language) {
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  await context.addInitScript(countFibers);
  await context.addCookies([{ name: 'lang', value: language, url: origin }]);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  try {
    const documentResponse = await page.goto(`${origin}${address}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // What hydration asked for has arrived by now; what comes after it (chunks loaded once the page
    // runs, such as the welcome dialog's) is counted apart, as "later".
    await page.waitForTimeout(1500);
    const hydration = await page.evaluate(() => {
      // The page's own mark of the moment (root.tsx), where it sets one; the observer's report
      // comes once the task that set the attribute has ended.
      const [mark] = performance.getEntriesByName('jaliya:hydrated', 'mark');
      return { ...globalThis.__jaliyaHydration, at: mark?.startTime ?? globalThis.__jaliyaHydration.at };
    });
    // When each script was asked for, on the page's clock: what was asked for after the page marked
    // itself hydrated (code loaded once it runs, or when the browser is idle) is counted as later.
    const askedAt = new Map(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      ),
    );
    const totals = {
      script: 0,
      scriptLater: 0,
      scriptDecoded: 0,
      messages: 0,
      scriptFiles: 0,
      messageFiles: 0,
    };
    const notBrotli = [];
    for (const response of responses) {
      const kind = kindOf(response.url());
      if (!kind) continue;
      const { responseBodySize } = await response.request().sizes();
      if (kind === 'script' && (askedAt.get(response.url()) ?? 0) > hydration.at) {
        totals.scriptLater += responseBodySize;
        continue;
      }
      totals[kind] += responseBodySize;
      totals[kind === 'script' ? 'scriptFiles' : 'messageFiles']++;
      // What the browser parses and runs before the page answers: the script as decoded.
      if (kind === 'script') totals.scriptDecoded += (await response.body()).length;
      const encoding = (await response.allHeaders())['content-encoding'];
      if (encoding !== 'br')
        notBrotli.push(`${new URL(response.url()).pathname} (${encoding ?? 'identity'})`);
    }
    const html = await documentResponse.text();
    const htmlSent = (await documentResponse.request().sizes()).responseBodySize;
    return {
      status: documentResponse.status(),
      html: Buffer.byteLength(html),
      htmlSent,
      notBrotli,
      fibers: hydration.fibers,
      fibersLater: hydration.fibersLater,
      ...totals,
    };
  } finally {
    await context.close();
  }
}

/** Measures every public page type in both languages; prints the table and returns its rows. */
export async function measureFirstLoad({ origin }) {
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('\nNo Chromium found (CHROME_PATH or /usr/bin/chromium): first-load figures skipped.');
    return [];
  }
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const rows = [];
  const notBrotli = new Set();
  try {
    for (const [name, address] of await publicPages(origin)) {
      for (const language of LANGUAGES) {
        const result = await visit(browser, origin, address, language);
        result.notBrotli.forEach((file) => notBrotli.add(file));
        rows.push({
          page: `${name} (${language}, ${result.status})`,
          'script KB br': kilobytes(result.script),
          'messages KB br': kilobytes(result.messages),
          'script KB run': kilobytes(result.scriptDecoded),
          'fibers hydrated': result.fibers,
          'later: KB br, fibers': `${kilobytes(result.scriptLater)}, ${result.fibersLater}`,
          files: `${result.scriptFiles} + ${result.messageFiles}`,
          'HTML KB': kilobytes(result.html),
          'HTML KB sent': kilobytes(result.htmlSent),
          [`script <= ${SCRIPT_BUDGET_KILOBYTES}`]:
            result.script / 1024 <= SCRIPT_BUDGET_KILOBYTES ? 'met' : 'MISSED',
          [`messages <= ${MESSAGES_BUDGET_KILOBYTES}`]:
            result.messages / 1024 <= MESSAGES_BUDGET_KILOBYTES ? 'met' : 'MISSED',
        });
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst visit to each public page type until it is interactive (<html data-hydrated>): scripts and message files\n` +
      `as received (Brotli), scripts as run (decoded), React fibers hydrated (its work, whatever the machine's speed);\n` +
      `then "later": what loaded in the next 1.5 s without scrolling (chunks the page asks for once it runs);\n` +
      `HTML as sent and as text:`,
  );
  console.table(rows);
  if (notBrotli.size > 0)
    console.log(`Not sent as Brotli (the figures above then overstate): ${[...notBrotli].join(', ')}`);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const given = process.argv[2];
  if (given) await measureFirstLoad({ origin: given.replace(/\/$/, '') });
  else {
    const port = 3304;
    const { stop } = await startSeededServer({ port, environment: { LOG_LEVEL: 'warn' } });
    try {
      await measureFirstLoad({ origin: `http://127.0.0.1:${port}` });
    } finally {
      await stop();
    }
  }
}

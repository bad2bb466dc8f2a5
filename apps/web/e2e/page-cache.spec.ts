import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIResponse, Page, Response } from '@playwright/test';
import { chooseLanguage, expect, type Language, test } from './fixtures';

// Guests share cached page bytes, and so do signed-in visitors on public pages (one member
// variant, decision 024); personal pages are rendered for each. These tests prove the variants
// never mix and that the cached bytes keep the strict Content-Security-Policy.

let probeCounter = 0;
/** An address no other test asks for, so its cache entry is this test's alone. */
const freshAddress = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}probe=${Date.now()}-${process.pid}-${++probeCounter}`;

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
    attributes: attributes ?? '',
    body: body ?? '',
  }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function signUp(page: Page, language: Language): Promise<string> {
  const name = `Cache Tester${language === 'ar' ? ' عربي' : ''}`;
  const email = `cache.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  const response = await page.request.post(`/api/GA/${language}/0/auth/register`, {
    data: {
      name,
      email,
      phone: '+1 404 555 0177',
      password: 'olive-grove-2026',
      password_confirmation: 'olive-grove-2026',
      gender: 'male',
      accept_terms: true,
    },
  });
  expect(response.status()).toBe(201);
  return name.split(' ')[0]!;
}

const header = (response: APIResponse | Response | null, name: string) => response?.headers()[name];

// In order, in one worker: one test asks for many query-string variants, which take the place
// of the others' (see the last test of the file).
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${testInfo.workerIndex}.${++probeCounter}` });
});

test("a guest's page comes from the cache with its inline scripts' hashes as the policy, an ETag and a 304", async ({
  request,
}) => {
  const address = freshAddress('/FAQ');
  const first = await request.get(address, { headers: { cookie: 'lang=en' } });
  expect(first.status()).toBe(200);
  expect(header(first, 'x-page-cache')).toBe('miss');
  const second = await request.get(address, { headers: { cookie: 'lang=en' } });
  expect(header(second, 'x-page-cache')).toBe('hit');
  const html = await second.text();
  expect(html).toBe(await first.text());

  const policy = header(second, 'content-security-policy') ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).not.toContain("'nonce-");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  // Every inline script may run, and nothing else inline: the policy lists exactly their hashes.
  // Data blocks (the FAQ's JSON-LD) never run, so they need none.
  const executable = scripts.filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes));
  expect(scripts.length - executable.length).toBe(1);
  const listed = [...scriptSources.matchAll(/'sha256-[^']+'/g)].map(([hash]) => hash).sort();
  expect(listed).toEqual([...new Set(executable.map(({ body }) => sha256(body)))].sort());

  const etag = header(second, 'etag');
  expect(etag).toBeTruthy();
  const revalidated = await request.get(address, {
    headers: { cookie: 'lang=en', 'if-none-match': etag! },
  });
  expect(revalidated.status()).toBe(304);
  expect(header(second, 'cache-control')).toBe('private, no-cache');
  expect(header(second, 'vary')).toContain('cookie');
});

test('the cached page runs in the browser without a single policy violation, in Arabic too', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL!, 'ar');
  const address = freshAddress('/Blog');
  expect(header(await page.goto(address), 'x-page-cache')).toBe('miss');
  const response = await page.goto(address);
  expect(header(response, 'x-page-cache')).toBe('hit');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The page works: the welcome and chat scripts ran, the header menu opens (pageProblems
  // fails the test on any CSP violation).
  await expect(page.getByTestId('site-header')).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`a member gets the shared member page, named and marked after hydration, never "Log in"; a guest the guest page (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three browsers (member, guest, member without JavaScript) on a machine shared with others.
    test.setTimeout(150_000);
    await chooseLanguage(page.context(), baseURL!, language);
    const firstName = await signUp(page, language);
    const address = freshAddress('/Blog');
    // From the first byte to the end: no "Log in" anywhere on a member's page (decision 024).
    await page.addInitScript(() => {
      const record = window as unknown as { loginShown?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('a[href^="/Login"]')) record.loginShown = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const loginShown = () => page.evaluate(() => (window as unknown as { loginShown?: boolean }).loginShown);

    // The member variant: kept, with the hash policy, the same bytes for every member.
    const first = await page.goto(address);
    expect(header(first, 'x-page-cache')).toBe('miss');
    expect(header(first, 'content-security-policy')).not.toMatch(/'nonce-/);
    const firstHtml = await first!.text();
    expect(firstHtml).not.toContain(firstName);
    expect(firstHtml).not.toContain('href="/Login');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // After hydration, one page-state call names the member.
    await expect(page.getByTestId('user-menu')).toContainText(firstName);
    const toggle = page.getByTestId('blog-card').first().getByTestId('save-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // Again: the same cached bytes, and the mark comes from the page state.
    const again = await page.goto(address);
    expect(header(again, 'x-page-cache')).toBe('hit');
    expect(await again!.text()).toBe(firstHtml);
    await expect(page.getByTestId('user-menu')).toContainText(firstName);
    await expect(page.getByTestId('blog-card').first().getByTestId('save-toggle')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await loginShown()).toBeFalsy();

    // A guest on the same address gets the guest page: its own entry, with "Log in".
    const guest = await browser.newContext({ baseURL: baseURL! });
    try {
      await chooseLanguage(guest, baseURL!, language);
      const guestPage = await guest.newPage();
      const miss = await guestPage.goto(address);
      expect(header(miss, 'x-page-cache')).toBe('miss');
      const guestHtml = await miss!.text();
      expect(guestHtml).not.toContain(firstName);
      expect(guestHtml).toContain('href="/Login');
      await expect(guestPage.getByTestId('user-menu')).toHaveCount(0);
    } finally {
      await guest.close();
    }

    // Without JavaScript the member page still works: the menu is a link to the account, and a
    // save button is a form that toggles the mark and comes back.
    const noScript = await browser.newContext({
      baseURL: baseURL!,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await noScript.newPage();
      const response = await plain.goto(address);
      expect(header(response, 'x-page-cache')).toBe('hit');
      await expect(plain.getByTestId('user-menu')).toHaveAttribute('href', '/Profile');
      const postId = await plain
        .locator('[data-testid="blog-card"] input[name="id"]')
        .first()
        .getAttribute('value');
      const savedNow = async () => {
        const state = await plain.request.get(`/api/GA/${language}/0/me/page-state?blog=${postId}`);
        expect(header(state, 'cache-control')).toBe('no-store');
        return ((await state.json()) as { data: { saved: { blog: number[] } } }).data.saved.blog;
      };
      expect(await savedNow()).toEqual([Number(postId)]);
      await plain.getByTestId('blog-card').first().getByTestId('save-toggle').click();
      await plain.waitForURL((url) => `${url.pathname}${url.search}` === address);
      expect(await savedNow()).toEqual([]);
      await plain.getByTestId('blog-card').first().getByTestId('save-toggle').click();
      expect(await savedNow()).toEqual([Number(postId)]);
    } finally {
      await noScript.close();
    }

    // A personal page is still rendered for the member, with a nonce, and never kept.
    const profile = await page.request.get('/Profile');
    expect(header(profile, 'x-page-cache')).toBeUndefined();
    expect(header(profile, 'content-security-policy')).toMatch(/'nonce-[^']+'/);
  });
}

test('a form answer with its errors is never stored, and a set cookie never goes into the bytes', async ({
  request,
}) => {
  const address = freshAddress('/Contact');
  // No language cookie yet: the answer sets one, outside the stored bytes.
  const first = await request.get(address, { headers: { 'accept-language': 'ar' } });
  expect(header(first, 'set-cookie')).toContain('lang=ar');
  const posted = await request.post(address, {
    headers: { cookie: 'lang=ar', origin: new URL(first.url()).origin, 'x-forwarded-for': '10.78.0.1' },
    form: { name: 'Sentinel Visitor', email: 'not-an-address', phone: '', message: '' },
  });
  expect(header(posted, 'x-page-cache')).toBeUndefined();
  for (const cookie of ['lang=ar', undefined]) {
    const after = await request.get(
      address,
      cookie ? { headers: { cookie } } : { headers: { 'accept-language': 'ar' } },
    );
    const html = await after.text();
    expect(html).not.toContain('not-an-address');
    expect(html).not.toContain('Sentinel Visitor');
  }
});

test("a page's query-string variants share one entry in any order, and new ones only push out other variants", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const outcome = async (address: string) =>
    header(await request.get(address, { headers: { cookie: 'lang=en' } }), 'x-page-cache');
  const probe = freshAddress('/FAQ');
  expect(await outcome(`${probe}&b=2&a=1`)).toBe('miss');
  expect(await outcome(`${probe}&a=1&b=2`)).toBe('hit');
  expect(await outcome(`${probe}&a=1&b=%32`)).toBe('hit');

  // A crawler asks for more new variants than their share of the page cache (48): each is
  // rendered and kept in place of an older variant, never of a page the site links to. Tried
  // again should another test's edit empty the whole cache meanwhile.
  const linked = '/Privacy-Policy';
  let attempt = 0;
  await expect(async () => {
    attempt++;
    const crawl = (index: number) => `${linked}?crawl=${process.pid}-${attempt}-${index}`;
    await outcome(linked);
    expect(await outcome(linked)).toBe('hit');
    for (let index = 0; index < 60; index++) await outcome(crawl(index));
    // Nothing emptied the cache meanwhile: the newest variant is still kept.
    expect(await outcome(crawl(59))).toBe('hit');
    expect(await outcome(linked)).toBe('hit');
    expect(await outcome(crawl(0))).toBe('miss');
  }).toPass({ timeout: 100_000 });
});

/** One GET as the bytes travel: Node's http client, unlike the browser's, decodes nothing. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

test('built scripts and styles are sent precompressed, Brotli first, and cached for a year', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/', { headers: { cookie: 'lang=en' } })).text();
  const assets = [
    /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
      /import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/assets\/[^"']+\.js)["']/.exec(html)?.[1],
    /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1],
  ];
  expect(assets.every(Boolean), `scripts and styles named by the home page: ${assets.join(', ')}`).toBe(true);
  for (const asset of assets as string[]) {
    const identity = await rawGet(`${baseURL}${asset}`, 'identity');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toContain('immutable');

    const brotli = await rawGet(`${baseURL}${asset}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(identity.body.length);
    // The build's copy has a known length; compressing on the fly would stream it in chunks.
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));

    const gzip = await rawGet(`${baseURL}${asset}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);

    // The copies are how an asset travels, not addresses of their own.
    expect((await rawGet(`${baseURL}${asset}.br`, 'identity')).status).toBe(404);
  }
});

import type { Page } from '@playwright/test';
import { chooseLanguage, expect, test } from './fixtures';

/** What the stand-in chat script recorded (see FAKE_CHAT_SCRIPT), or undefined before it ran. */
const chatRecord = (page: Page) =>
  page.evaluate(
    () =>
      (window as Window & { __fakeChat?: { websiteId: string; locale: string; commands: unknown[][] } })
        .__fakeChat,
  );

let addressCounter = 0;

for (const language of ['en', 'ar'] as const) {
  test.describe(`live chat in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
      await chooseLanguage(context, baseURL!, language);
      await context.setExtraHTTPHeaders({
        'x-forwarded-for': `10.${60 + testInfo.workerIndex}.${language === 'ar' ? 2 : 1}.${++addressCounter}`,
      });
      // The test owns the clock and stops it, so "idle" and "3 seconds" happen only when it says so.
      await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-23T10:00:01Z'));
    });

    test('loads on the first pointer press, not before, and calls a guest Guest', async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('crisp.chat')) requests.push(request.url());
      });
      const response = await page.goto('/');
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src [^;]*https:\/\/client\.crisp\.chat/);
      expect(policy).toMatch(/connect-src [^;]*wss:\/\/client\.relay\.crisp\.chat/);
      expect(await page.locator('script[src*="crisp"]').count()).toBe(0);
      await expect(page.locator('html[data-chat-scheduled]')).toBeAttached();
      await page.waitForTimeout(500);
      expect(requests).toEqual([]);
      expect(await chatRecord(page)).toBeUndefined();
      await page.mouse.move(10, 400);
      await page.mouse.down();
      await page.mouse.up();
      await expect(page.locator('html[data-chat-loaded]')).toBeAttached();
      expect(requests).toEqual(['https://client.crisp.chat/l.js']);
      const record = await chatRecord(page);
      expect(record).toEqual({
        websiteId: 'e2e-website-id',
        locale: language,
        commands: [['set', 'user:nickname', [language === 'ar' ? 'زائر' : 'Guest']]],
      });
    });

    test('loads once the browser has been idle, at the latest after 3 seconds', async ({ page }) => {
      await page.goto('/About');
      // The scheduler's code comes after hydration: time let pass before it is there is not seen.
      await expect(page.locator('html[data-chat-scheduled]')).toBeAttached();
      expect(await chatRecord(page)).toBeUndefined();
      await page.clock.runFor(3000);
      await expect(page.locator('html[data-chat-loaded]')).toBeAttached();
      expect(await page.locator('script[data-live-chat=crisp]').count()).toBe(1);
    });

    test('a signed-in user is introduced by e-mail and first name, never by session', async ({
      page,
      context,
      baseURL,
    }) => {
      const email = `chat.${language}.${Date.now()}@example.org`;
      const registered = await page.request.post(`/api/GA/${language}/0/auth/register`, {
        data: {
          name: 'Nadia Saleh',
          email,
          phone: '+1 404 555 0177',
          password: 'pomegranate-2026',
          password_confirmation: 'pomegranate-2026',
          gender: 'female',
          accept_terms: true,
        },
      });
      expect(registered.status()).toBe(201);
      // Not the fixture's `goto`, which waits for the header to hydrate as well: the member's
      // header is rendered anew when the page state names them (decision 029), and React shows
      // what a Suspense boundary waited for on a timer, which the paused clock would hold for ever.
      await page.evaluate((home) => window.location.assign(home), new URL('/', baseURL).href);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The home page is the member variant (decision 024): the chat waits for the page state.
      // The header's and the member menu's code come beside the page state: let the clock run in
      // steps far short of the chat's 3 seconds.
      await expect(async () => {
        await page.clock.runFor(50);
        await expect(page.getByTestId('user-menu')).toContainText('Nadia', { timeout: 200 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('html[data-chat-scheduled]')).toBeAttached();
      await page.clock.runFor(3000);
      await expect(page.locator('html[data-chat-loaded]')).toBeAttached();
      const record = await chatRecord(page);
      expect(record?.commands).toEqual([
        ['set', 'user:email', [email]],
        ['set', 'user:nickname', ['Nadia']],
      ]);
      const session = (await context.cookies()).find((cookie) => cookie.name === 'jaliya_session');
      expect(session?.httpOnly).toBe(true);
      expect(JSON.stringify(record)).not.toContain(session?.value ?? 'no session');
      expect(await page.evaluate(() => document.cookie)).not.toContain('jaliya_session');
    });
  });
}

import type { Page } from '@playwright/test';
import { chooseLanguage, expect, test } from './fixtures';

/**
 * Loads a page and waits until the pop-up's timer is running: its effect fetches the welcome data
 * in the same step, so moving the clock before that response would skip nothing.
 */
async function loadAndArm(page: Page, action: () => Promise<unknown>) {
  const armed = page.waitForResponse((response) => response.url().includes('/site/welcome'));
  await action();
  await armed;
}

const TITLE = { en: 'Welcome to Jaliya Georgia', ar: 'أهلًا بك في جالية جورجيا' } as const;

for (const language of ['en', 'ar'] as const) {
  test.describe(`welcome pop-up in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await chooseLanguage(context, baseURL!, language);
      // The test drives the clock: the specification's 60 seconds pass in an instant.
      await page.clock.install();
    });

    test('appears 60 seconds after load, closes with Escape, and is remembered', async ({ page }) => {
      await loadAndArm(page, () => page.goto('/'));
      const popup = page.getByTestId('welcome-popup');
      await page.clock.fastForward(59_000);
      await expect(popup).toHaveCount(0);
      await page.clock.fastForward(2_000);
      await expect(popup).toBeVisible();
      const dialog = popup.getByRole('dialog', { name: TITLE[language] });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: TITLE[language] })).toHaveAttribute(
        'src',
        /^\/media\/[a-f0-9]{24}-\d+\.webp$/,
      );
      await expect(dialog.getByRole('button')).toBeFocused();
      await page.keyboard.press('Escape');
      await page.clock.fastForward(300);
      await expect(popup).toHaveCount(0);
      const records = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('welcomeScreen') ?? '[]') as {
            action: string;
            url: string;
            timestamp: number;
          }[],
      );
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ action: 'closed', url: expect.stringMatching(/^\/media\//) });
      expect(records[0]?.timestamp).toBeGreaterThan(0);
      await loadAndArm(page, () => page.reload());
      await page.clock.fastForward(61_000);
      await expect(popup).toHaveCount(0);
    });

    test('closes on a click outside it', async ({ page }) => {
      await loadAndArm(page, () => page.goto('/'));
      await page.clock.fastForward(61_000);
      await expect(page.getByTestId('welcome-popup')).toBeVisible();
      await page.mouse.click(5, 5);
      await page.clock.fastForward(300);
      await expect(page.getByTestId('welcome-popup')).toHaveCount(0);
    });
  });
}

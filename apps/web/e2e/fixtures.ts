import { type BrowserContext, test as base } from '@playwright/test';

export type Language = 'en' | 'ar';

/** Starts a context that already chose a language, as a returning visitor would have. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/** Fails the test on any Content-Security-Policy violation or page error. */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
      });
      await use(problems);
      if (problems.length > 0) throw new Error(`Problems on the page:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

import type { SearchResults } from '@jaliya/contract';
import type { APIRequestContext } from '@playwright/test';
import { chooseLanguage, expect, expectNoSeriousAxeViolations, type Language, test } from './fixtures';
import { messages } from './listing-helpers';

/** Words to type in each language, over the demo data. */
const WORDS = {
  en: { typing: 'fairou', search: 'bakery', typo: 'bakrey', corrected: 'bakery' },
  ar: { typing: 'مطع', search: 'مطعم', typo: 'مطاعن', corrected: 'مطاعم' },
} as const;

async function api<T>(request: APIRequestContext, language: Language, path: string): Promise<T> {
  const response = await request.get(`/api/GA/${language}/0/${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

for (const language of ['en', 'ar'] as const) {
  test(`types in the header, picks a suggestion, filters the results by kind (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = messages(language);
    const words = WORDS[language];
    await chooseLanguage(context, baseURL!, language);
    // Suggestions while typing, chosen with the keyboard. Other tests post at the same time, so
    // the list is read from the page, not foretold.
    await page.goto('/');
    await page.getByTestId('search-toggle').click();
    const box = page.getByRole('combobox', { name: text.header.search });
    await box.pressSequentially(words.typing, { delay: 30 });
    const options = page.getByRole('option');
    await expect(options.last()).toHaveText(text.search.seeAll.replace('{keyword}', words.typing));
    expect(await options.count()).toBeGreaterThan(1);
    const first = (await options.first().locator('span').first().textContent())!;
    expect(first.length).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, `suggestions ${language}`);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(page.locator('main h1')).toHaveText(first);
    // Going to a page closes the box; it opens again empty.
    await expect(box).toBeHidden();
    await page.getByTestId('search-toggle').click();
    await expect(box).toHaveValue('');

    // Enter without choosing searches everything, grouped by kind.
    await box.fill(words.search);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search-result/${escape(encodeURIComponent(words.search))}$`));
    await expect(page.locator('main h1')).toHaveText(
      text.search.title.replace('{keyword}', `\u2068${words.search}\u2069`),
    );
    const results = await api<SearchResults>(
      page.request,
      language,
      `search/results?keyword=${encodeURIComponent(words.search)}`,
    );
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    expect(await page.getByTestId('search-hit').count()).toBeLessThanOrEqual(20);
    await expect(page.locator('main mark').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, `search results ${language}`);

    // One kind only: the tab's count is what the list holds.
    const kind = results.counts.find((count) => count.count > 0 && count.kind !== results.items[0]!.kind)!;
    await page.getByTestId(`search-type-${kind.kind}`).click();
    await expect(page).toHaveURL(new RegExp(`/${kind.kind}$`));
    const tab = page.getByTestId(`search-type-${kind.kind}`);
    await expect(tab).toHaveAttribute('aria-current', 'page');
    // The tab's count (in the page's digits) is what the list holds, up to a page.
    const shown = Number(
      (await tab.locator('span').textContent())!.replace(/[٠-٩]/g, (digit) =>
        String(digit.charCodeAt(0) - 0x0660),
      ),
    );
    await expect(page.getByTestId('search-hit')).toHaveCount(Math.min(20, shown));
    for (const label of await page.getByTestId('search-hit').locator('p.text-primary').allTextContents()) {
      expect(label).toBe(text.search.kind[kind.kind]);
    }

    // Sorted by newest, through the filter form.
    await page.getByLabel(text.search.sort.label).selectOption('newest');
    await page.getByRole('button', { name: text.search.apply }).click();
    await expect(page).toHaveURL(/sort=newest$/);
    await expect(page.getByTestId(`search-type-${kind.kind}`)).toHaveAttribute('aria-current', 'page');
  });

  test(`a misspelling gets close results and a suggestion; nothing found offers ways on (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = messages(language);
    const words = WORDS[language];
    await chooseLanguage(context, baseURL!, language);

    await page.goto(`/search-result/${encodeURIComponent(words.typo)}`);
    await expect(page.getByTestId('search-suggestion')).toContainText(text.search.didYouMean);
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    await page.getByTestId('search-suggestion').getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`/search-result/${escape(encodeURIComponent(words.corrected))}$`),
    );
    await expect(page.getByTestId('search-suggestion')).toHaveCount(0);

    const response = await page.goto('/search-result/qqxzzvw');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('empty-state')).toContainText(text.empty.noResults);
    await expect(page.getByTestId('empty-state').getByRole('link', { name: text.nav.jobs })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expectNoSeriousAxeViolations(page, `no results ${language}`);
  });

  test(`searching works without JavaScript (${language})`, async ({ browser, baseURL }) => {
    const text = messages(language);
    const words = WORDS[language];
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    await chooseLanguage(context, baseURL!, language);
    const page = await context.newPage();
    await page.goto('/');
    // The header's icon is a link to the search page, whose form sends ?keyword=, which lands
    // on SPEC's address.
    await page.getByRole('link', { name: text.header.openSearch }).click();
    await page.getByRole('searchbox', { name: text.search.label }).fill(words.search);
    await page.getByRole('button', { name: text.search.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search-result/${escape(encodeURIComponent(words.search))}$`));
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    await context.close();
  });
}

test('search result pages are not indexed, and an unknown kind is a 404', async ({ request }) => {
  const page = await request.get('/search-result/bakery');
  expect(await page.text()).toContain('<meta name="robots" content="noindex, follow"/>');
  expect((await request.get('/search-result/bakery/everything')).status()).toBe(404);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

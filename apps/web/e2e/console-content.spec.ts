import type { Browser, Page } from '@playwright/test';
import {
  chooseLanguage,
  expect,
  expectNoSeriousAxeViolations,
  type Language,
  pageStatus,
  test,
} from './fixtures';
import {
  approveAsModerator,
  attachPhotos,
  messages,
  photoFiles,
  promoteToAdmin,
  signUp,
} from './listing-helpers';

/**
 * The console's content: an admin edits the hero and a visitor sees the home page change at once
 * (the page cache dropped it); an admin writes an Arabic blog post with a cover image in the
 * rich-text editor; an admin takes down a reported post.
 */

async function signInAsAdmin(page: Page, baseURL: string, language: Language, label: string) {
  await chooseLanguage(page.context(), baseURL, language);
  const email = await signUp(page, language, label, { name: 'Huda Admin' });
  promoteToAdmin(email);
}

/** A visitor's page, loaded once first so it sits in the page cache: an edit has to reach it. */
async function cachedVisitorPage(browser: Browser, baseURL: string, address: string) {
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(address);
  return visitorPage;
}

/** A hero record as the console's API has it, to put it back as it was after a test. */
interface HeroRecord {
  id: number;
  values: Record<string, unknown>;
}

async function heroRecord(page: Page, id: number): Promise<HeroRecord> {
  const response = await page.request.get(`/api/GA/en/0/admin/content/hero/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: HeroRecord }).data;
}

async function saveHero(page: Page, record: HeroRecord): Promise<void> {
  const response = await page.request.patch(`/api/GA/en/0/admin/content/hero/${record.id}`, {
    data: record.values,
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Both edit the one hero every visitor sees: one after the other, each putting it back.
test.describe('the hero', () => {
  test.describe.configure({ mode: 'default' });

  test('an admin edits the hero and the home page shows it at once (en)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const words = messages('en');
    const base = baseURL as string;
    await signInAsAdmin(page, base, 'en', 'hero-admin');
    const visitorPage = await cachedVisitorPage(browser, base, '/');

    await page.goto('/admin/content');
    await expectNoSeriousAxeViolations(page, 'content index');
    await page.getByRole('link', { name: new RegExp(words.console.content.collections.hero.name) }).click();
    await page.getByTestId('console-content-hero').getByRole('link', { name: /^Edit/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/content\/hero\/\d+$/);
    const original = await heroRecord(page, Number(/\/(\d+)$/.exec(page.url())?.[1]));
    const added = ` Edited from the console ${Date.now()}.`;
    try {
      // The description is rich text: typed at the end of the editor.
      const description = page.locator('[data-rich-text-editor="descriptionEn"] [contenteditable="true"]');
      await description.click();
      await description.press('Control+End');
      await description.pressSequentially(added);
      await page.getByRole('button', { name: words.console.content.save }).click();
      await expect(pageStatus(page)).toHaveText(words.console.content.saved);
      await expectNoSeriousAxeViolations(page, 'hero form');

      await visitorPage.goto('/');
      await expect(visitorPage.getByTestId('hero')).toContainText(added.trim());
    } finally {
      // Put the hero back as it was, for every other test of the home page.
      await saveHero(page, original);
      await visitorPage.context().close();
    }
  });

  test("markup saved in the hero's description never runs for guests, cached page or not (en)", async ({
    page,
    browser,
    baseURL,
  }) => {
    const words = messages('en');
    const base = baseURL as string;
    await signInAsAdmin(page, base, 'en', 'hero-markup-admin');
    const heroes = await page.request.get('/api/GA/en/0/admin/content/hero');
    const first = ((await heroes.json()) as { data: { items: HeroRecord[] } }).data.items[0]!;
    const original = await heroRecord(page, first.id);
    const stamp = `Markup test ${Date.now()}.`;
    // The console's form as it is before its script runs (or without it): the description is
    // a plain text area, so the markup reaches the server exactly as typed.
    const admin = await browser.newContext({
      baseURL: base,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const guest = await browser.newContext({ baseURL: base });
    try {
      const form = await admin.newPage();
      await form.goto(`/admin/content/hero/${first.id}`);
      await form
        .getByRole('textbox', { name: 'Description (English)' })
        .fill(`<p>${stamp}</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`);
      await form.getByRole('button', { name: words.console.content.save }).click();
      await expect(pageStatus(form)).toHaveText(words.console.content.saved);

      await chooseLanguage(guest, base, 'en');
      const guestPage = await guest.newPage();
      const problems: string[] = [];
      guestPage.on('dialog', (dialog) => {
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      guestPage.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Rendered for a guest, then sent from the page cache to the next (the saved change, also
      // announced to other processes, may empty the cache once more meanwhile). Every visit runs
      // none of it.
      const visit = async () => {
        const response = await guestPage.goto('/');
        await guestPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(guestPage.getByTestId('hero')).toContainText(stamp);
        const html = (await response?.text()) ?? '';
        expect(html).not.toContain('<script>window.__pwned');
        expect(html).not.toContain('onerror');
        expect(await guestPage.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
        return response?.headers()['x-page-cache'];
      };
      await expect.poll(visit, { timeout: 30_000, intervals: [250] }).toBe('hit');
      expect(problems).toEqual([]);
    } finally {
      await admin.close();
      await guest.close();
      await saveHero(page, original);
    }
  });
});

test('an admin writes an Arabic blog post with a cover image (ar)', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const words = messages('ar');
  await signInAsAdmin(page, baseURL as string, 'ar', 'blog-admin');
  const stamp = Date.now();
  const titleAr = `مقالة من لوحة التحكم ${stamp}`;

  await page.goto('/admin/content/blog');
  await page.getByRole('link', { name: words.console.content.new, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blog\/new$/);
  // Saving with no title says so beside the field, in Arabic.
  await page.getByRole('button', { name: words.console.content.save }).click();
  await expect(page.getByRole('textbox', { name: 'العنوان (بالإنجليزية)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText(words.validation.fieldRequired).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'العنوان (بالإنجليزية)' }).fill(`Console post ${stamp}`);
  await page.getByRole('textbox', { name: 'العنوان (بالعربية)' }).fill(titleAr);
  // The rich-text editor: a heading and a bold word, typed in Arabic.
  const editor = page.locator('[data-rich-text-editor="bodyAr"] [contenteditable="true"]');
  await expect(editor).toHaveAttribute('dir', 'rtl');
  await editor.click();
  await page.getByRole('button', { name: words.console.content.editor.heading2, exact: true }).last().click();
  await editor.pressSequentially('أخبار الجالية');
  await editor.press('Enter');
  await editor.pressSequentially('نص المقالة ');
  await page.getByRole('button', { name: words.console.content.editor.bold, exact: true }).last().click();
  await editor.pressSequentially('المهم');
  await attachPhotos(page, 'coverImageId', await photoFiles(1, 41));
  // An early date keeps the post on the blog's last page, out of the way of the blog's own tests.
  await page.getByLabel('تاريخ النشر').fill('2001-01-01T09:00');
  await page.getByRole('checkbox', { name: 'منشور (ليس مسودة)' }).check();
  await expectNoSeriousAxeViolations(page, 'blog form');
  await page.getByRole('button', { name: words.console.content.save }).click();
  await expect(pageStatus(page)).toHaveText(words.console.content.created);
  const id = Number(/\/admin\/content\/blog\/(\d+)/.exec(page.url())?.[1]);

  const post = (await (await page.request.get(`/api/GA/ar/0/blog/posts/${id}`)).json()) as {
    data: { title: string; slug: string; body: string; cover: { url: string } | null };
  };
  expect(post.data.title).toBe(titleAr);
  expect(post.data.body).toContain('<h2>أخبار الجالية</h2>');
  expect(post.data.body).toContain('<strong>المهم</strong>');
  expect(post.data.cover?.url).toMatch(/^\/media\//);
  await page.goto(`/Show-Blog/${id}/${post.data.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  await expect(page.getByRole('heading', { level: 2, name: 'أخبار الجالية' })).toBeVisible();
});

test('an admin takes down a reported post (en)', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const words = messages('en');
  const base = baseURL as string;
  const owner = await browser.newContext({ baseURL: base });
  const ownerPage = await owner.newPage();
  await signUp(ownerPage, 'en', 'reported-owner');
  const title = `Console take-down ${Date.now()}`;
  const cities = (await (await ownerPage.request.get('/api/GA/en/0/site/settings')).json()) as {
    data: { cities: Array<{ id: number }> };
  };
  const created = await ownerPage.request.post('/api/GA/en/0/jobs', {
    data: {
      intent: 'offer',
      title,
      description: 'Cash only, no questions.',
      cityId: cities.data.cities[0]?.id,
      phone: '+1 404 555 0123',
      jobType: 'part_time',
      workLocation: 'Atlanta',
      posterType: 'individual',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const jobId = ((await created.json()) as { data: { id: number } }).data.id;
  await approveAsModerator(base, jobId);

  // Someone reports it.
  const reporter = await browser.newContext({ baseURL: base });
  const reporterPage = await reporter.newPage();
  await signUp(reporterPage, 'en', 'reporter');
  const reasons = (await (await reporterPage.request.get('/api/GA/en/0/report-reasons')).json()) as {
    data: Array<{ id: number }>;
  };
  const reported = await reporterPage.request.post(`/api/GA/en/0/listings/${jobId}/report`, {
    data: { reasonId: reasons.data[0]?.id, note: 'Looks like a scam.' },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await signInAsAdmin(page, base, 'en', 'reports-admin');
  await page.goto('/admin/reports');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(item).toContainText('Looks like a scam.');
  await expectNoSeriousAxeViolations(page, 'reports');
  await item.getByRole('combobox', { name: words.console.review.reason }).selectOption({ index: 1 });
  await item.getByRole('button', { name: words.console.reports.takeDown }).click();
  await expect(pageStatus(page)).toHaveText(words.console.reports.done);
  expect((await page.request.get(`/api/GA/en/0/jobs/${jobId}`)).status()).toBe(404);
  // The owner sees it rejected, never who reported it.
  await ownerPage.goto('/my-job');
  await expect(ownerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(ownerPage.getByText('Looks like a scam.')).toHaveCount(0);
  await owner.close();
  await reporter.close();
});

test('an admin edits the general settings and the Arabic footer shows it at once (ar)', async ({
  page,
  browser,
  baseURL,
}) => {
  const words = messages('ar');
  const base = baseURL as string;
  await signInAsAdmin(page, base, 'ar', 'settings-admin');
  const visitorPage = await cachedVisitorPage(browser, base, '/?lang=ar');

  await page.goto('/admin/content');
  const name = words.console.content.collections.settings.name;
  await page.getByRole('link', { name: new RegExp(name) }).click();
  // One record per site: the form opens at once, headed by what it is.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectNoSeriousAxeViolations(page, 'settings form');

  // A bad value is refused beside its field, and nothing is saved.
  const tiles = page.getByRole('textbox', { name: words.console.content.field.mapTileUrl });
  const tilesBefore = await tiles.inputValue();
  await tiles.fill('http://tiles.example.org/map.png');
  await page.getByRole('button', { name: words.console.content.save }).click();
  await expect(page.getByText(/استخدم عنوان https/)).toBeVisible();
  await expect(pageStatus(page)).toHaveCount(0);
  await tiles.fill(tilesBefore);

  const copyrightLabel = words.console.content.fieldIn
    .replace('{label}', words.console.content.field.copyright)
    .replace('{language}', words.console.content.languages.ar);
  const copyright = page.getByRole('textbox', { name: copyrightLabel, exact: true });
  const original = await copyright.inputValue();
  const added = ` تعديل من لوحة الإدارة ${Date.now()}`;
  try {
    await copyright.fill(`${original}${added}`);
    await page.getByRole('button', { name: words.console.content.save }).click();
    await expect(pageStatus(page)).toHaveText(words.console.content.saved);
    await visitorPage.goto('/?lang=ar');
    await expect(visitorPage.getByTestId('site-footer')).toContainText(added.trim());
  } finally {
    await page.getByRole('textbox', { name: copyrightLabel, exact: true }).fill(original);
    await page.getByRole('button', { name: words.console.content.save }).click();
    await expect(pageStatus(page)).toHaveText(words.console.content.saved);
    await visitorPage.context().close();
  }
});

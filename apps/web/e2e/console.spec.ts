import type { Browser, Page } from '@playwright/test';
import {
  chooseLanguage,
  expect,
  expectNoSeriousAxeViolations,
  type Language,
  pageStatus,
  test,
} from './fixtures';
import { messages, promoteToAdmin, signUp } from './listing-helpers';
import { waitForMail } from './mail-capture';

/**
 * The console in both languages: an admin approves one post and rejects another from the review
 * queue (the owner reads the decision in their e-mail and in their posts), and suspends a user,
 * whose session ends. A user who is not staff finds no console at all.
 */

/** A second person in their own browser, signed up in a language. */
async function person(browser: Browser, baseURL: string, language: Language, label: string) {
  const context = await browser.newContext({ baseURL });
  await chooseLanguage(context, baseURL, language);
  const page = await context.newPage();
  const email = await signUp(page, language, label, { name: `${label} Haddad` });
  return { context, page, email };
}

async function postJob(page: Page, language: Language, title: string): Promise<number> {
  const cities = (await (await page.request.get(`/api/GA/${language}/0/site/settings`)).json()) as {
    data: { cities: Array<{ id: number }> };
  };
  const response = await page.request.post(`/api/GA/${language}/0/jobs`, {
    data: {
      intent: 'offer',
      title,
      description: 'Mornings and weekends.',
      cityId: cities.data.cities[0]?.id,
      phone: '+1 404 555 0123',
      email: 'hiring@example.com',
      jobType: 'part_time',
      workLocation: 'Atlanta',
      posterType: 'company',
      company: 'Cedar Bakery',
      salary: 15,
      salaryType: 'hour',
      experience: 'none',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

for (const language of ['en', 'ar'] as const) {
  const words = messages(language);

  test(`an admin approves and rejects posts and suspends a user (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const base = baseURL as string;
    const owner = await person(browser, base, language, `owner${language}`);
    const stamp = Date.now();
    const approvedId = await postJob(owner.page, language, `Console approve ${language} ${stamp}`);
    const rejectedId = await postJob(owner.page, language, `Console reject ${language} ${stamp}`);

    await chooseLanguage(page.context(), base, language);
    const adminEmail = await signUp(page, language, `admin${language}`, { name: 'Huda Admin' });
    // A deployment admin: suspending an account acts on every site (decision 027).
    promoteToAdmin(adminEmail, { allSites: true });

    // The queue, oldest first: both posts are there, each linked to its review.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: words.console.nav.queue })).toBeVisible();
    const queue = page.getByTestId('review-queue');
    await expect(queue.getByRole('link', { name: `Console approve ${language} ${stamp}` })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `queue ${language}`);

    await page.getByRole('link', { name: `Console approve ${language} ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/review/${approvedId}$`));
    await expect(page.getByTestId('review-fields')).toContainText('Cedar Bakery');
    await expectNoSeriousAxeViolations(page, `review ${language}`);
    await page.getByRole('button', { name: words.console.review.approve }).click();
    await expect(page).toHaveURL(/\/admin\?done=approve$/);
    await expect(pageStatus(page)).toHaveText(words.console.queue.done.approve);
    const approvedMail = await waitForMail(owner.email, /Console approve|منشورك/);
    expect(approvedMail).toContain(`/show-job/${approvedId}/`);
    expect((await page.request.get(`/api/GA/en/0/jobs/${approvedId}`)).status()).toBe(200);

    // Rejecting without a reason is refused beside the field; with one, the owner reads it.
    await page.goto(`/admin/review/${rejectedId}`);
    await page.getByRole('button', { name: words.console.review.reject, exact: true }).click();
    await expect(page.getByRole('combobox', { name: words.console.review.reason })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page
      .getByRole('combobox', { name: words.console.review.reason })
      .selectOption({ label: language === 'ar' ? 'تنقصه تفاصيل مهمة' : 'Important details are missing' });
    await page.getByRole('textbox', { name: words.console.review.note }).fill('Say which days.');
    await page.getByRole('button', { name: words.console.review.reject, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?done=reject$/);
    await owner.page.goto('/my-job');
    await expect(owner.page.getByText('Say which days.')).toBeVisible();

    // Suspending the owner ends their session at once.
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: words.console.users.search }).fill(owner.email);
    await page.getByRole('button', { name: words.console.apply }).click();
    await expectNoSeriousAxeViolations(page, `users ${language}`);
    await page.getByTestId('console-users').getByRole('link').first().click();
    await page.getByRole('textbox', { name: words.console.user.reason }).fill('Repeated spam');
    await page.getByRole('button', { name: words.console.user.suspend }).click();
    await expect(pageStatus(page)).toHaveText(words.console.user.suspended);
    await owner.page.goto('/Profile');
    await expect(owner.page).toHaveURL(/\/Login\?redirectTo=/);
    expect((await page.request.get(`/api/GA/en/0/jobs/${approvedId}`)).status()).toBe(404);

    // The audit log says who did each of these.
    // The audit log says who did each of these, in the page's language: no codes, no JSON.
    await page.goto(`/admin/audit-log?targetType=listing&targetId=${approvedId}`);
    const audit = page.getByTestId('audit-log');
    await expect(audit).toContainText(words.console.audit.actions.listingApprove);
    await expect(audit).toContainText(words.console.audit.targets.listing.replace('{id}', ''));
    await expect(audit).toContainText(`${words.console.audit.details.status}:`);
    await expect(audit).toContainText(words.directory.status.published);
    await expect(audit).not.toContainText('listing.approve');
    await expect(audit).not.toContainText('{');
    await expect(audit).toContainText('Huda Admin');
    // On a phone, the console's wide tables scroll in their frames; the page itself never does.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search-result/apartment%20near%20the%20park%20in%20decatur');
    for (const path of ['/admin/audit-log', '/admin/search-log']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await owner.context.close();
  });
}

test('a signed-in user who is not staff finds no console', async ({ page }) => {
  await signUp(page, 'en', 'not-staff');
  for (const path of ['/admin', '/admin/users', '/admin/review/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  // A visitor is asked to log in first.
  await page.context().clearCookies();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fadmin/);
});

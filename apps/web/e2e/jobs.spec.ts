import type { Page } from '@playwright/test';
import { chooseLanguage, expect, expectNoSeriousAxeViolations, test } from './fixtures';
import {
  approveAsModerator,
  attachPhotos,
  expectNoSentinels,
  messages,
  photoFiles,
  savePost,
  signUp,
  submitNewPost,
} from './listing-helpers';

const form = (page: Page) => page.getByTestId('job-form');

/** Fills the job form with a complete offer; the caller changes what it tests. */
async function fillJob(page: Page, title: string) {
  await form(page).locator('input[name=intent][value=offer]').check();
  await form(page).locator('input[name=title]').fill(title);
  await form(page).locator('input[name=company]').fill('Cedar Bakery');
  await form(page).locator('input[name=jobType][value=part_time]').check();
  await form(page).locator('textarea[name=description]').fill('Mornings and weekends.\nArabic is a plus.');
  const city = form(page).locator('select[name=cityId]');
  await city.selectOption(
    (await city.locator('option', { hasText: /Decatur|ديكاتور/ }).getAttribute('value'))!,
  );
  await form(page).locator('input[name=workLocation]').fill('Decatur, Church Street');
  await form(page).locator('input[name=salary]').fill('16.5');
  await form(page).locator('select[name=salaryType]').selectOption('hour');
  await form(page).locator('input[name=phone]').fill('+1 404 555 0177');
}

for (const language of ['en', 'ar'] as const) {
  test(`finds a job with filters and asks for the contact details, accessibly (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = messages(language);
    await chooseLanguage(context, baseURL!, language);
    await page.goto('/jobs');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousAxeViolations(page, `jobs ${language}`);
    await page
      .getByRole('link', { name: new RegExp(text.jobs.intent.offer!) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Job\?intent=offer/);
    await page.locator('select[name=job_type]').selectOption('full_time');
    await page.locator('form[action="/Job"] button[type=submit]').click();
    await expect(page).toHaveURL(/job_type=full_time/);
    await expectNoSeriousAxeViolations(page, `job list ${language}`);
    const first = page.locator('main article a[href^="/show-job/"]').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.locator('main h1')).toHaveText(title);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title, employmentType: ['FULL_TIME'] });
    // The poster's phone is not in the page until asked for.
    const contact = page.locator('[data-testid="item-contact"]');
    expect(await page.content()).not.toMatch(/\(404\) 555-|jobs\d+@example\.com/);
    await contact.getByRole('button', { name: text.classifieds.showContact }).click();
    await expect(contact.locator('a[href^="tel:"], a[href^="mailto:"]').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, `job ${language}`);
  });

  test(`posts a company job with photos, then approve, find, save, renew, close and delete it (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const text = messages(language);
    await chooseLanguage(context, baseURL!, language);
    await signUp(page, language, `jobs-${language}`);
    await page.goto('/jobforcompany');
    await expectNoSeriousAxeViolations(page, `job form ${language}`);
    const title = `Bakery cashier ${language} ${Date.now()}`;
    await fillJob(page, title);
    const [logo, photo] = await photoFiles(2, language === 'ar' ? 7 : 8);
    await attachPhotos(page, 'logoId', [logo!]);
    await attachPhotos(page, 'photoIds', [photo!]);
    const id = await submitNewPost(page, form(page), '/my-job');
    const own = page.getByTestId('own-job').filter({ hasText: title });
    await expect(own).toContainText(text.directory.status.pending!);
    await expectNoSeriousAxeViolations(page, `my jobs ${language}`);

    await approveAsModerator(baseURL!, id);
    await page.goto(`/Job?city=&job_type=part_time&price_min=16&salary_type=hour`);
    await page.locator(`main a[href^="/show-job/${id}/"]`).click();
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.locator('main img').first()).toBeVisible();
    await savePost(page);
    await page.goto('/saved-job');
    await expect(page.locator(`main a[href^="/show-job/${id}/"]`)).toBeVisible();
    await expectNoSeriousAxeViolations(page, `saved jobs ${language}`);

    await page.goto('/my-job');
    await expect(own).toContainText(text.directory.status.published!);
    await own.getByRole('button', { name: text.directory.status.renew }).click();
    // Renewing says until when the post now stays up (30 days from now, in the page's language).
    const renewedPrefix = text.classifieds.mine.renewedUntil!.split('{date}')[0]!;
    await expect(page.getByRole('status').filter({ hasText: renewedPrefix })).toBeVisible();
    await own.locator('summary').filter({ hasText: text.jobs.mine.close! }).click();
    await own.locator('button[value=close]').click();
    await expect(own).toContainText(text.directory.status.closed!);
    expect((await page.request.get(`/show-job/${id}`)).status()).toBe(404);
    await own.locator('summary').filter({ hasText: text.directory.status.delete! }).click();
    await own.locator('button[value=delete]').click();
    await expect(page.getByTestId('own-job').filter({ hasText: title })).toHaveCount(0);
  });

  test(`says what is missing in the job form, field by field (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { validation } = messages(language);
    await chooseLanguage(context, baseURL!, language);
    await signUp(page, language, `job-errors-${language}`);
    await page.goto('/post-job');
    await form(page).getByRole('button', { name: /.+/ }).last().click();
    const errorOf = (name: string) => page.locator(`[data-field-error="${name}"]`);
    await expect(errorOf('title')).toHaveText(validation.titleRequired!);
    await expect(errorOf('description')).toHaveText(validation.descriptionRequired!);
    await expect(errorOf('cityId')).toHaveText(validation.cityRequired!);
    await expect(errorOf('jobType')).toHaveText(validation.jobTypeRequired!);
    await expect(errorOf('workLocation')).toHaveText(validation.workLocationRequired!);
    await expect(errorOf('phone')).toHaveText(validation.contactRequired!);
    await expectNoSeriousAxeViolations(page, `job form with errors ${language}`);
  });
}

test('an anonymous job names no one in any page, API answer or image', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL!, 'en');
  const sentinel = 'Zyxwv';
  const email = await signUp(page, 'en', 'zyxwv-anonymous', { name: `${sentinel} Qorbani` });
  await page.goto('/jobforcompany');
  await fillJob(page, 'Anonymous opening for a baker');
  await form(page).locator('input[name=company]').fill(`${sentinel} Holdings`);
  await form(page).locator('input[name=phone]').fill('+1 404 555 9876');
  await form(page).locator('input[name=email]').fill(`${sentinel.toLowerCase()}@example.org`);
  await form(page).locator('input[name=isAnonymous]').check();
  const [photo] = await photoFiles(1, 11);
  await attachPhotos(page, 'photoIds', [photo!]);
  const id = await submitNewPost(page, form(page), '/my-job');
  await approveAsModerator(baseURL!, id);

  // A visitor's view of everything public about the post, search included.
  await expectNoSentinels(baseURL!, {
    item: `/api/GA/en/0/jobs/${id}`,
    addresses: [
      '/jobs',
      '/Job',
      '/Job?intent=offer',
      `/show-job/${id}`,
      `/show-job/${id}?lang=ar`,
      '/',
      '/api/GA/en/0/jobs?limit=50',
      '/api/GA/ar/0/jobs?limit=50',
      `/api/GA/en/0/jobs/web/show/${id}`,
      '/api/GA/en/0/jobs/web?limit=50',
      '/search-result/baker',
      '/search-result/baker/job?lang=ar',
      '/api/GA/en/0/search/results?keyword=anonymous%20baker',
      '/api/GA/en/0/search?keyword=baker',
      '/api/GA/en/0/search/suggest?keyword=anonymous%20bak',
    ],
    sentinels: [sentinel, sentinel.toLowerCase(), `${sentinel} Holdings`, email, '555 9876', '5559876'],
  });
});

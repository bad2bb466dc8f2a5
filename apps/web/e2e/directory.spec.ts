import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, expectNoSeriousAxeViolations, type Language, test } from './fixtures';
import { approveAsModerator, photoFiles, savePost, signUp } from './listing-helpers';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

const TEXT = {
  en: {
    nameRequired: 'Company name is required',
    logoRequired: 'Logo is required',
    galleryCount: 'Add 6 to 10 gallery photos',
    waiting: 'Waiting for approval',
    published: 'Published',
    hours: 'Working hours',
  },
  ar: {
    nameRequired: 'اسم الشركة مطلوب',
    logoRequired: 'الشعار مطلوب',
    galleryCount: 'أضف من ٦ إلى ١٠ صور للمعرض',
    waiting: 'بانتظار الموافقة',
    published: 'منشور',
    hours: 'ساعات العمل',
  },
} as const;

/** The validation messages of a language, as the catalogue has them. */
function validationMessages(language: Language): Record<string, string> {
  const file = path.join(repositoryRoot, `packages/contract/src/i18n/${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { validation: Record<string, string> }).validation;
}

const form = (page: Page) => page.getByTestId('business-form');

for (const language of ['en', 'ar'] as const) {
  test(`browses from a category to a business profile, accessibly (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    await page.goto('/Category/services');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousAxeViolations(page, `category ${language}`);
    await page.locator('main a[href^="/SubCategory/"]').first().click();
    await expect(page).toHaveURL(/\/SubCategory\//);
    const firstCard = page.locator('main article a[href^="/MarketProfile/"]').first();
    await expect(firstCard).toBeVisible();
    await expectNoSeriousAxeViolations(page, `subcategory ${language}`);
    const name = (await firstCard.textContent())?.trim() ?? '';
    await firstCard.click();
    await expect(page).toHaveURL(/\/MarketProfile\/\d+\/[^/]+$/);
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.getByRole('heading', { name: TEXT[language].hours })).toBeVisible();
    // The postal address keeps its left-to-right order in an Arabic page (isolated, not reordered).
    await expect(page.getByTestId('business-address')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('business-address')).toHaveJSProperty('tagName', 'BDI');
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'LocalBusiness', name });
    await expectNoSeriousAxeViolations(page, `profile ${language}`);
  });

  test(`refuses an incomplete business field by field, in the visitor's language (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    await signUp(page, language, `incomplete-${language}`);
    await page.goto('/add-business');
    await form(page).getByRole('button', { name: /.+/ }).last().click();
    await expect(page.locator('[data-field-error="name"]')).toHaveText(TEXT[language].nameRequired);
    await expect(page.locator('[data-field-error="logoId"]')).toHaveText(TEXT[language].logoRequired);
    await expect(page.locator('[data-field-error="galleryPhotoIds"]')).toHaveText(
      TEXT[language].galleryCount,
    );
    await expectNoSeriousAxeViolations(page, `business form with errors ${language}`);
  });

  test(`shows every limit of the business form beside its field (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const message = validationMessages(language);
    await chooseLanguage(context, baseURL!, language);
    await signUp(page, language, `limits-${language}`);
    await page.goto('/add-business');
    await form(page).locator('input[name=name]').fill('Limits Test Bakery');
    await form(page).locator('select[name=mainCategoryId]').selectOption({ index: 1 });
    const subcategories = form(page).locator('input[name=subcategoryIds]');
    for (let index = 0; index < 4; index++) await subcategories.nth(index).check();
    await form(page).locator('textarea[name=description]').fill('One\nTwo\nThree\nFour');
    await form(page).locator('input[name=services]').nth(0).fill('Bread');
    await form(page).locator('input[name=services]').nth(1).fill('Cakes');
    await form(page).locator('input[name=postalCode]').fill('123');
    await form(page).locator('input[name=phone]').fill('call me');
    await form(page).locator('input[name=email]').fill('not-an-address');
    await form(page).locator('input[name=website]').fill('ftp://bakery.example');
    const photos = await photoFiles(7, language === 'ar' ? 3 : 4);
    await page.getByTestId('mainPhotoIds-input').setInputFiles(photos.slice(0, 2));
    await page.getByTestId('galleryPhotoIds-input').setInputFiles(photos.slice(2, 7));
    await expect(page.locator('[data-photo-field="galleryPhotoIds"] input[type=hidden]')).toHaveCount(5, {
      timeout: 30_000,
    });
    await expect(page.locator('[data-photo-field="mainPhotoIds"] input[type=hidden]')).toHaveCount(2);
    await form(page).getByRole('button', { name: /.+/ }).last().click();

    const errorOf = (name: string) => page.locator(`[data-field-error="${name}"]`);
    await expect(errorOf('subcategoryIds')).toHaveText(message.subCategoryTooMany!);
    await expect(errorOf('description')).toHaveText(message.descriptionLines!);
    await expect(errorOf('services')).toHaveText(message.servicesCount!);
    await expect(errorOf('postalCode')).toHaveText(message.postalCodeInvalid!);
    await expect(errorOf('phone')).toHaveText(message.phoneInvalid!);
    await expect(errorOf('email')).toHaveText(message.emailInvalid!);
    await expect(errorOf('website')).toHaveText(message.urlInvalid!);
    await expect(errorOf('street')).toHaveText(message.streetRequired!);
    await expect(errorOf('cityId')).toHaveText(message.cityRequired!);
    await expect(errorOf('coverId')).toHaveText(message.coverRequired!);
    await expect(errorOf('mainPhotoIds')).toHaveText(message.mainPhotosCount!);
    await expect(errorOf('galleryPhotoIds')).toHaveText(message.galleryPhotosCount!);
    // What was typed and uploaded is kept for the next try.
    await expect(form(page).locator('input[name=name]')).toHaveValue('Limits Test Bakery');
    await expect(page.locator('[data-photo-field="galleryPhotoIds"] input[type=hidden]')).toHaveCount(5);
  });
}

test('adds a business with real photos, waits for approval, then edits and deletes it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL!, 'en');
  await signUp(page, 'en', 'owner');
  await page.goto('/add-business');

  const businessName = `Olive Tree Bakery ${Date.now()}`;
  await form(page).locator('input[name=name]').fill(businessName);
  await form(page).locator('select[name=mainCategoryId]').selectOption({ label: 'Shops' });
  await form(page).getByRole('checkbox', { name: 'Bakeries & Sweets' }).check();
  await form(page)
    .locator('textarea[name=description]')
    .fill('Fresh bread every morning.\nKaak and maamoul.');
  const services = form(page).locator('input[name=services]');
  for (const [index, service] of ['Bread', 'Pastries', 'Catering'].entries()) {
    await services.nth(index).fill(service);
  }
  await form(page).locator('input[name=street]').fill('250 Main Street');
  await form(page).locator('select[name=cityId]').selectOption({ index: 1 });
  await form(page).locator('input[name=postalCode]').fill('30030');
  await form(page).locator('input[name=phone]').fill('+1 404 555 0142');
  await form(page).locator('input[name=email]').fill('hello@olivetree.example');
  // Overnight on Friday, with a break on Saturday.
  await form(page).locator('input[name="hours.weekly.friday.0.opens"]').fill('18:00');
  await form(page).locator('input[name="hours.weekly.friday.0.closes"]').fill('02:00');
  await form(page).locator('input[name="hours.weekly.saturday.0.opens"]').fill('09:00');
  await form(page).locator('input[name="hours.weekly.saturday.0.closes"]').fill('13:00');
  await form(page).locator('input[name="hours.weekly.saturday.1.opens"]').fill('14:00');
  await form(page).locator('input[name="hours.weekly.saturday.1.closes"]').fill('20:00');

  const photos = await photoFiles(12, 7);
  await page.getByTestId('logoId-input').setInputFiles(photos.slice(0, 1));
  await page.getByTestId('coverId-input').setInputFiles(photos.slice(1, 2));
  await page.getByTestId('mainPhotoIds-input').setInputFiles(photos.slice(2, 6));
  await page.getByTestId('galleryPhotoIds-input').setInputFiles(photos.slice(6, 12));
  const mainPhotos = page.locator('[data-photo-field="mainPhotoIds"]');
  await expect(mainPhotos.locator('input[type=hidden]')).toHaveCount(4, { timeout: 30_000 });
  // Arrange before sending: the last main photo is removed, the first moved after the second.
  await mainPhotos.getByRole('button', { name: 'Remove photo 4' }).click();
  const idsBefore = await mainPhotos
    .locator('input[type=hidden]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await mainPhotos.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect(mainPhotos.locator('input[type=hidden]')).toHaveCount(3);
  const idsAfter = await mainPhotos
    .locator('input[type=hidden]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(idsAfter).toEqual([idsBefore[1], idsBefore[0], idsBefore[2]]);
  await expect(page.locator('[data-photo-field="galleryPhotoIds"] input[type=hidden]')).toHaveCount(6, {
    timeout: 30_000,
  });
  await expectNoSeriousAxeViolations(page, 'business form filled en');

  await form(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(page).toHaveURL(/\/my-business\?added=\d+/);
  const listingId = Number(new URL(page.url()).searchParams.get('added'));
  const own = page.getByTestId('own-business').filter({ hasText: businessName });
  await expect(own).toContainText(TEXT.en.waiting);
  // Not public while it waits.
  expect((await page.request.get(`/MarketProfile/${listingId}`)).status()).toBe(404);

  await approveAsModerator(baseURL!, listingId);
  await page.reload();
  await expect(own).toContainText(TEXT.en.published);
  await own.getByRole('link', { name: businessName }).click();
  await expect(page.locator('main h1')).toHaveText(businessName);
  // Opening times in the page's clock, as the open-state badge writes them.
  await expect(page.getByText('6:00 PM–2:00 AM')).toBeVisible();
  await expect(page.getByText('9:00 AM–1:00 PM, 2:00 PM–8:00 PM')).toBeVisible();

  // Follow and save from the profile.
  // Both buttons show the new state at once; each is awaited until the server has answered, so
  // the count below is the server's and leaving the page cannot cancel a request.
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/MarketProfile/'),
    ),
    page.getByTestId('follow-button').click(),
  ]);
  await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');
  await savePost(page);
  await page.goto('/saved-store');
  await expect(page.locator('main')).toContainText(businessName);

  // An edit of the published business waits for review; the public keeps the published name.
  await page.goto(`/my-business/${listingId}/edit`);
  await expect(page.locator('[data-photo-field="mainPhotoIds"] input[type=hidden]')).toHaveCount(3);
  await form(page).locator('input[name=name]').fill(`${businessName} & Cafe`);
  await form(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/my-business\?updated=\d+/);
  await expect(own).toContainText('waiting for approval');
  const publicPage = await page.request.get(`/MarketProfile/${listingId}`);
  expect(await publicPage.text()).not.toContain(`${businessName} &amp; Cafe`);

  await own.getByText('Delete', { exact: true }).click();
  await own.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('The business was deleted.')).toBeVisible();
  await expect(page.getByTestId('own-business').filter({ hasText: businessName })).toHaveCount(0);
  expect((await page.request.get(`/MarketProfile/${listingId}`)).status()).toBe(404);
});

test('my businesses and saved businesses read right to left and pass axe in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL!, 'ar');
  await signUp(page, 'ar', 'account-ar');
  const saved = await page.request.post('/api/GA/ar/0/profile/save', { data: { type: 'business', id: 1 } });
  expect(saved.status()).toBe(200);
  await page.goto('/saved-store');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main article')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, 'saved businesses ar');
  await page.goto('/my-business');
  await expect(page.locator('main h1')).not.toBeEmpty();
  await expectNoSeriousAxeViolations(page, 'my businesses ar');
});

test('reports a business from its profile with a reason, in Arabic; a guest is asked to log in', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL!, 'ar');
  await page.goto('/MarketProfile/2');
  await expect(page.getByRole('link', { name: 'إبلاغ' })).toHaveAttribute('href', /^\/Login\?redirectTo=/);

  await signUp(page, 'ar', 'reporter-ar');
  await page.reload();
  const report = page.getByTestId('report');
  await report.getByText('إبلاغ').click();
  await report.getByRole('button', { name: 'أرسل البلاغ' }).click();
  await expect(report.locator('[data-field-error="reasonId"]')).toHaveText('يرجى اختيار سبب');
  await expectNoSeriousAxeViolations(page, 'report form ar');
  await report.getByRole('radio', { name: 'احتيال أو نصب' }).check();
  await report.getByRole('textbox').fill('طلب مني الدفع مقدماً');
  await report.getByRole('button', { name: 'أرسل البلاغ' }).click();
  await expect(report.getByRole('status')).toHaveText('شكراً لك. سيراجعه مشرفونا.');
});

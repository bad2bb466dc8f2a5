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

const form = (page: Page) => page.getByTestId('rent-form');

for (const language of ['en', 'ar'] as const) {
  test(`posts a home with photos, then approve, filter, save and mark it rented (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const text = messages(language);
    await chooseLanguage(context, baseURL!, language);
    await signUp(page, language, `rents-${language}`);
    await page.goto('/post-rent');
    await expectNoSeriousAxeViolations(page, `home form ${language}`);
    const title = `Sunny room ${language} ${Date.now()}`;
    await form(page).locator('input[name=intent][value=offer]').check();
    await form(page).locator('input[name=title]').fill(title);
    await form(page).locator('input[name=accommodationType][value=room]').check();
    await form(page).locator('textarea[name=description]').fill('Quiet room near the university.');
    await form(page).locator('select[name=cityId]').selectOption({ index: 2 });
    await form(page).locator('input[name=price]').fill('640');
    await form(page).locator('input[name=areaSqft]').fill('155');
    await form(page).locator('input[name=bedrooms]').fill('1');
    await form(page).locator('input[name=bathrooms]').fill('1');
    await form(page).locator('input[name=sharedBathroom]').check();
    await form(page).locator('input[name=gender][value=female]').check();
    await form(page).locator('input[name=email]').fill('landlady@example.org');
    await form(page).locator('input[name="location.lat"]').fill('33.774321');
    await form(page).locator('input[name="location.lng"]').fill('-84.296789');
    const photos = await photoFiles(2, language === 'ar' ? 21 : 22);
    await attachPhotos(page, 'photoIds', photos);
    const id = await submitNewPost(page, form(page), '/my-housing');
    const own = page.getByTestId('own-rent').filter({ hasText: title });
    await expect(own).toContainText(text.directory.status.pending!);

    await approveAsModerator(baseURL!, id);
    await page.goto(
      '/Rent?accommodation_type=room&gender=female&shared_bathroom=1&price_max=700&area_min=150',
    );
    await expectNoSeriousAxeViolations(page, `home list ${language}`);
    await page.locator(`main a[href^="/Rent/${id}/"]`).click();
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.getByTestId('map-toggle')).toBeVisible();
    // The page names the area only, never the exact coordinates that were typed.
    expect(await page.content()).not.toContain('33.774321');
    await expectNoSeriousAxeViolations(page, `home ${language}`);
    await savePost(page);
    await page.goto('/saved-accomodation');
    await expect(page.locator(`main a[href^="/Rent/${id}/"]`)).toBeVisible();

    await page.goto('/my-housing');
    await own.locator('summary').filter({ hasText: text.rents.mine.close! }).click();
    await own.locator('button[value=close]').click();
    await expect(own).toContainText(text.directory.status.closed!);
    expect((await page.request.get(`/Rent/${id}`)).status()).toBe(404);
  });

  test(`says what is missing in the home form, field by field (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { validation } = messages(language);
    await chooseLanguage(context, baseURL!, language);
    await signUp(page, language, `rent-errors-${language}`);
    await page.goto('/rentForm');
    await form(page).getByRole('button', { name: /.+/ }).last().click();
    const errorOf = (name: string) => page.locator(`[data-field-error="${name}"]`);
    await expect(errorOf('title')).toHaveText(validation.titleRequired!);
    await expect(errorOf('accommodationType')).toHaveText(validation.accommodationRequired!);
    await expect(errorOf('price')).toHaveText(validation.priceRequired!);
    await expect(errorOf('areaSqft')).toHaveText(validation.areaRequired!);
    await expect(errorOf('bedrooms')).toHaveText(validation.bedroomsRequired!);
    await expect(errorOf('bathrooms')).toHaveText(validation.bathroomsRequired!);
    await expect(errorOf('gender')).toHaveText(validation.genderRequired!);
    await expect(errorOf('phone')).toHaveText(validation.contactRequired!);
    await expect(errorOf('photoIds')).toHaveText(validation.imageRequired!);
    await expectNoSeriousAxeViolations(page, `home form with errors ${language}`);
  });
}

test('an anonymous home names no one in any page, API answer, photo or search', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL!, 'en');
  const sentinel = 'Vxqzy';
  const email = await signUp(page, 'en', 'vxqzy-anonymous', { name: `${sentinel} Nassar` });
  await page.goto('/post-rent');
  await form(page).locator('input[name=intent][value=offer]').check();
  await form(page).locator('input[name=title]').fill('Anonymous basement apartment');
  await form(page).locator('input[name=accommodationType][value=apartment]').check();
  await form(page).locator('textarea[name=description]').fill('Private entrance, utilities included.');
  await form(page).locator('select[name=cityId]').selectOption({ index: 1 });
  await form(page).locator('input[name=price]').fill('900');
  await form(page).locator('input[name=areaSqft]').fill('500');
  await form(page).locator('input[name=bedrooms]').fill('1');
  await form(page).locator('input[name=bathrooms]').fill('1');
  await form(page).locator('input[name=gender][value=any]').check();
  await form(page).locator('input[name=phone]').fill('+1 404 555 7654');
  await form(page).locator('input[name=email]').fill(`${sentinel.toLowerCase()}@example.org`);
  await form(page).locator('input[name=isAnonymous]').check();
  const [photo] = await photoFiles(1, 44);
  await attachPhotos(page, 'photoIds', [photo!]);
  const id = await submitNewPost(page, form(page), '/my-housing');
  await approveAsModerator(baseURL!, id);

  await expectNoSentinels(baseURL!, {
    item: `/api/GA/en/0/rents/${id}`,
    addresses: [
      '/rents',
      '/Rent',
      '/Rent?accommodation_type=apartment',
      `/Rent/${id}`,
      `/Rent/${id}?lang=ar`,
      '/',
      '/api/GA/en/0/rents?limit=50',
      `/api/GA/en/0/rents/web/show/${id}`,
      '/api/GA/en/0/site/home',
      '/search-result/basement',
      '/api/GA/en/0/search/results?keyword=anonymous%20basement',
      '/api/GA/en/0/search?keyword=basement&type=rents',
    ],
    sentinels: [sentinel, sentinel.toLowerCase(), email, '555 7654', '5557654'],
  });
});

import { waitForMail } from './mail-capture';
import { chooseLanguage, expect, pageStatus, test } from './fixtures';

const TEXT = {
  en: {
    invalid: 'Email is not valid',
    success: 'Almost there: open the link we have just e-mailed you to confirm your subscription.',
    subscribed: 'Subscribed',
    subscribe: 'Subscribe',
    subject: /Confirm your subscription/,
    unsubscribe: 'Unsubscribe',
    done: 'You have been unsubscribed. You will not receive our newsletter any more.',
    confirm: 'Confirm subscription',
    confirmed: 'You have subscribed successfully.',
  },
  ar: {
    invalid: 'البريد الإلكتروني غير صالح',
    success: 'خطوة أخيرة: افتح الرابط الذي أرسلناه إليك للتو بالبريد لتأكيد اشتراكك.',
    subscribed: 'تم الاشتراك',
    subscribe: 'اشترك',
    subject: /أكّد اشتراكك/,
    unsubscribe: 'إلغاء الاشتراك',
    done: 'تم إلغاء اشتراكك. لن تصلك نشرتنا البريدية بعد الآن.',
    confirm: 'تأكيد الاشتراك',
    confirmed: 'تم اشتراكك بنجاح.',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test.describe(`newsletter in ${language}`, () => {
    const text = TEXT[language];
    test.beforeEach(async ({ context, baseURL }, testInfo) => {
      await chooseLanguage(context, baseURL!, language);
      await context.setExtraHTTPHeaders({
        'x-forwarded-for': `10.200.${testInfo.workerIndex}.${language === 'ar' ? 2 : 1}${testInfo.title.length % 9}`,
      });
    });

    test('the footer box checks the address, subscribes, clears itself and shows Subscribed for 4 seconds', async ({
      page,
    }) => {
      await page.goto('/');
      const box = page.getByTestId('subscribe-box');
      const input = box.locator('input[name=email]');
      const button = box.getByRole('button');
      await input.fill('not-an-email');
      await button.click();
      await expect(box.getByTestId('subscribe-error')).toHaveText(text.invalid);
      await input.fill('reader@example');
      await expect(box.getByTestId('subscribe-error')).toHaveText(text.invalid);
      const email = `reader.${language}.${Date.now()}@example.org`;
      await input.fill(email);
      await expect(box.getByTestId('subscribe-error')).toHaveCount(0);
      await button.click();
      await expect(box.getByTestId('subscribe-success')).toHaveText(text.success);
      await expect(button).toHaveText(text.subscribed);
      await expect(input).toHaveValue('');
      await expect(button).toHaveText(text.subscribe, { timeout: 6000 });
      // Subscribing twice is fine.
      await input.fill(email);
      await button.click();
      await expect(box.getByTestId('subscribe-success')).toHaveText(text.success);
    });

    test('the e-mailed links confirm, then unsubscribe, without logging in', async ({ page }) => {
      await page.goto('/');
      const email = `links.${language}.${Date.now()}@example.org`;
      const box = page.getByTestId('subscribe-box');
      await box.locator('input[name=email]').fill(email);
      await box.getByRole('button').click();
      await expect(box.getByTestId('subscribe-success')).toBeVisible();
      const mail = await waitForMail(email, text.subject);
      const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail)?.[0] ?? '';
      const unsubscribeUrl = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail)?.[0] ?? '';
      await page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(pageStatus(page)).toHaveText(text.confirmed);
      await page.goto(new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search);
      await page.getByRole('button', { name: text.unsubscribe }).click();
      await expect(pageStatus(page)).toHaveText(text.done);
    });
  });
}

test('the subscribe box works without JavaScript too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.201.0.1' },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('subscribe-box').locator('input[name=email]').fill(`nojs.${Date.now()}@example.org`);
  await page.getByTestId('subscribe-box').getByRole('button').click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('status')).toHaveText(TEXT.en.success);
  await context.close();
});

import type { Page } from '@playwright/test';
import { waitForCode } from './mail-capture';
import { PASSWORD, signUp } from './listing-helpers';
import {
  chooseLanguage,
  expect,
  expectNoSeriousAxeViolations,
  type Language,
  pageStatus,
  test,
} from './fixtures';

const TEXT = {
  en: {
    home: 'Home',
    profile: 'Profile',
    logout: 'LogOut',
    pleaseLogin: 'Please Login First',
    passwordChanged: 'Your password has been changed successfully',
    deleted: 'Your account has been deleted successfully.',
    notRegistered: 'This email is not registered',
    wrongPassword: 'Wrong password',
    nameRequired: 'Name is required',
    mismatch: 'Password does not match',
    terms: 'Please accept our terms & conditions to continue',
    otpInvalid: 'OTP is not valid',
    photoInvalid: 'Please choose a JPEG, PNG, WebP or AVIF photo',
    closesIn: (seconds: number) => `Closes in ${seconds} s`,
    emailChanged: 'Your email address has been changed.',
    opensInNewTab: 'opens in a new tab',
    logIn: 'Log in',
  },
  ar: {
    home: 'الرئيسية',
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    pleaseLogin: 'يُرجى تسجيل الدخول أولًا',
    passwordChanged: 'تم تغيير كلمة المرور بنجاح',
    deleted: 'تم حذف حسابك بنجاح.',
    notRegistered: 'هذا البريد الإلكتروني غير مسجّل',
    wrongPassword: 'كلمة المرور غير صحيحة',
    nameRequired: 'الاسم مطلوب',
    mismatch: 'كلمتا المرور غير متطابقتين',
    terms: 'يُرجى قبول الشروط والأحكام للمتابعة',
    otpInvalid: 'رمز التحقق غير صالح',
    photoInvalid: 'يُرجى اختيار صورة بصيغة JPEG أو PNG أو WebP أو AVIF',
    closesIn: (seconds: number) => `يُغلق خلال ${seconds.toLocaleString('ar-EG')} ث`,
    emailChanged: 'تم تغيير بريدك الإلكتروني.',
    opensInNewTab: 'يفتح في علامة تبويب جديدة',
    logIn: 'تسجيل الدخول',
  },
} as const;

let addressCounter = 0;
const fieldError = (page: Page, name: string) => page.locator(`[data-field-error="${name}"]`);
const submit = (page: Page, intent?: string) =>
  page
    .locator(intent ? `button[type=submit][value="${intent}"]` : 'main form button[type=submit]')
    .first()
    .click();

async function register(page: Page, email: string, password = 'jasmine-2026-x', name = 'Amal Nasser') {
  await page.goto('/Register');
  await page.locator('main input[name=name]').fill(name);
  await page.locator('main input[name=email]').fill(email);
  await page.locator('main input[name=phone]').fill('+1 404 555 0101');
  await page.locator('main input[name=password]').fill(password);
  await page.locator('main input[name=password_confirmation]').fill(password);
  await page.locator('main input[name=gender][value=female]').check();
  await page.locator('main input[name=accept_terms]').check();
  await submit(page);
  await expect(page.getByTestId('user-menu')).toContainText(name.split(' ')[0] ?? name);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/Login');
  await page.locator('main input[name=email]').fill(email);
  await page.locator('main input[name=password]').fill(password);
  await submit(page);
}

async function logOut(page: Page, language: Language) {
  // On a member's shared page the menu is a link to the account until the page state names the
  // visitor (decision 024); the menu opens once it has.
  await expect(page.locator('[data-testid="user-menu"]:not([data-pending])')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: TEXT[language].logout }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`accounts in ${language}`, () => {
    const text = TEXT[language];
    const newEmail = () =>
      `amal.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;

    test.beforeEach(async ({ context, baseURL }, testInfo) => {
      await chooseLanguage(context, baseURL!, language);
      await context.setExtraHTTPHeaders({
        'x-forwarded-for': `10.${testInfo.workerIndex}.${++addressCounter}.${testInfo.repeatEachIndex + 1}`,
      });
    });

    test('register with field errors first, log out, log in, and the session cookie is out of reach of scripts', async ({
      page,
      context,
    }) => {
      await page.goto('/Register');
      // Every page's title ends with the site's name, the account pages too.
      await expect(page).toHaveTitle(new RegExp(` \\| ${language === 'ar' ? 'جالية' : 'Jaliya'}$`));
      await page.locator('main input[name=password]').fill('jasmine-2026-x');
      await page.locator('main input[name=password_confirmation]').fill('something-else');
      await submit(page);
      await expect(fieldError(page, 'name')).toHaveText(text.nameRequired);
      await expect(fieldError(page, 'password_confirmation')).toHaveText(text.mismatch);
      await expect(fieldError(page, 'accept_terms')).toHaveText(text.terms);
      const email = newEmail();
      await register(page, email);
      const session = (await context.cookies()).find((cookie) => cookie.name === 'jaliya_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      expect(await page.evaluate(() => document.cookie)).not.toContain('jaliya_session');
      await logOut(page, language);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'lang'))).toEqual(
        [],
      );
      await logIn(page, email, 'not-my-password');
      await expect(fieldError(page, 'password')).toHaveText(text.wrongPassword);
      await logIn(page, 'nobody.here@example.org', 'not-my-password');
      await expect(fieldError(page, 'email')).toHaveText(text.notRegistered);
      await logIn(page, email, 'jasmine-2026-x');
      await expect(page.getByTestId('user-menu')).toContainText('Amal');
    });

    test('sign-up keeps what was typed: the terms open in a new tab, and Back fills the form in again', async ({
      page,
      context,
    }) => {
      await page.goto('/Register');
      const form = page.locator('main form');
      await form.locator('input[name=name]').fill('Amal Nasser');
      await form.locator('input[name=email]').fill('amal.draft@example.org');
      await form.locator('input[name=password]').fill('jasmine-2026-x');
      await form.locator('input[name=gender][value=female]').check();
      const terms = form.getByRole('link', { name: new RegExp(`\\(${text.opensInNewTab}\\)`) }).first();
      await expect(terms).toHaveAttribute('target', '_blank');
      await expect(terms).toHaveAttribute('rel', 'noopener');
      const [legalTab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
      await legalTab.waitForURL(/\/Terms-conditions$/);
      await legalTab.close();
      await expect(page).toHaveURL(/\/Register$/);
      await expect(form.locator('input[name=name]')).toHaveValue('Amal Nasser');
      // Away and Back in the same tab: the form is drawn again, filled in, but never the password.
      await page.locator('main').getByRole('link', { name: text.logIn, exact: true }).click();
      await expect(page).toHaveURL(/\/Login$/);
      // The address changes before the next page shows: Back must leave the log-in page itself.
      await expect(form.locator('input[name=name]')).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/Register$/);
      await expect(form.locator('input[name=name]')).toHaveValue('Amal Nasser');
      await expect(form.locator('input[name=email]')).toHaveValue('amal.draft@example.org');
      await expect(form.locator('input[name=gender][value=female]')).toBeChecked();
      await expect(form.locator('input[name=password]')).toHaveValue('');
    });

    test('a guest opening a protected page logs in and comes back to it', async ({ page }) => {
      const email = newEmail();
      await register(page, email);
      await logOut(page, language);
      await page.goto('/changePassword');
      await expect(page).toHaveURL(/\/Login\?redirectTo=%2FchangePassword$/);
      await page.locator('main input[name=email]').fill(email);
      await page.locator('main input[name=password]').fill('jasmine-2026-x');
      await submit(page);
      await expect(page).toHaveURL(/\/changePassword$/);
    });

    test('Add Business warns a guest to log in for 3 seconds, counting down', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('add-business').first().click();
      const alert = page.getByTestId('timed-alert');
      await expect(alert).toContainText(text.pleaseLogin);
      await expect(page.getByTestId('timed-alert-countdown')).toHaveText(text.closesIn(3));
      await expect(page.getByTestId('timed-alert-countdown')).toHaveText(text.closesIn(2));
      await expect(alert).toBeHidden({ timeout: 4000 });
    });

    test('change the password, then log in with the new one', async ({ page }) => {
      const email = newEmail();
      await register(page, email);
      await page.goto('/changePassword');
      await page.locator('main input[name=current_password]').fill('jasmine-2026-x');
      await page.locator('main input[name=password]').fill('cedar-tree-2027');
      await page.locator('main input[name=password_confirmation]').fill('cedar-tree-2027');
      await submit(page);
      await expect(pageStatus(page)).toHaveText(text.passwordChanged);
      await logOut(page, language);
      await logIn(page, email, 'cedar-tree-2027');
      await expect(page.getByTestId('user-menu')).toBeVisible();
    });

    test('forgot password: the e-mailed code sets a new password', async ({ page }) => {
      const email = newEmail();
      await register(page, email);
      await logOut(page, language);
      await page.goto('/Forget-Password');
      await expect(page).toHaveTitle(new RegExp(` \\| ${language === 'ar' ? 'جالية' : 'Jaliya'}$`));
      await page.locator('main input[name=email]').fill(email);
      await submit(page, 'request');
      await page.locator('main input[name=code]').fill('000000');
      await page.locator('main input[name=password]').fill('olive-grove-2027');
      await page.locator('main input[name=password_confirmation]').fill('olive-grove-2027');
      const code = await waitForCode(email, language === 'ar' ? /إعادة تعيين/ : /reset code/);
      if (code !== '000000') {
        await submit(page, 'reset');
        await expect(fieldError(page, 'code')).toHaveText(text.otpInvalid);
      }
      await page.locator('main input[name=code]').fill(code);
      await page.locator('main input[name=password]').fill('olive-grove-2027');
      await page.locator('main input[name=password_confirmation]').fill('olive-grove-2027');
      await submit(page, 'reset');
      await expect(page).toHaveURL(/\/Login\?notice=password-changed$/);
      await expect(pageStatus(page)).toHaveText(text.passwordChanged);
      await logIn(page, email, 'olive-grove-2027');
      await expect(page.getByTestId('user-menu')).toBeVisible();
    });

    test('change the e-mail address with a code sent to the new one', async ({ page }) => {
      await register(page, newEmail());
      const next = newEmail();
      await page.goto('/Profile');
      await page.locator('main input[name=email]').fill(next);
      await page.locator('main input[name=password]').fill('jasmine-2026-x');
      await submit(page, 'email-request');
      await page
        .locator('input[name=code]')
        .fill(await waitForCode(next, language === 'ar' ? /أكّد بريدك/ : /Confirm your new/));
      await submit(page, 'email-confirm');
      await expect(pageStatus(page)).toHaveText(text.emailChanged);
      await expect(page.getByTestId('current-email')).toContainText(next);
    });

    test('upload a profile photo, and a file that is not one is refused beside the field', async ({
      page,
    }) => {
      await register(page, newEmail());
      await page.goto('/Profile');
      await page
        .locator('input[name=photo]')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await submit(page, 'photo');
      await expect(fieldError(page, 'photo')).toHaveText(text.photoInvalid);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD6iBO+1z9J+IeYaAQAWloeD1NdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQvSK7UO8S3YANqF6RXah3iW7ABlSvyC7Uu0Q3YAOqV/zDB7kbMOKwT/PGAAAAAElFTkSuQmCC',
        'base64',
      );
      await page
        .locator('input[name=photo]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await submit(page, 'photo');
      await expect(page.getByTestId('profile-photo')).toBeVisible();
      await expect(page.getByTestId('profile-photo')).toHaveAttribute(
        'src',
        /^\/media\/[a-f0-9]{24}-\d+\.webp$/,
      );
    });

    test('delete the account after the confirmation', async ({ page }) => {
      const email = newEmail();
      await register(page, email);
      await page.goto('/delete-account');
      await page.locator('main input[name=password]').fill('wrong-password-1');
      await submit(page);
      await expect(fieldError(page, 'password')).toHaveText(text.wrongPassword);
      await page.locator('main input[name=password]').fill('jasmine-2026-x');
      await submit(page);
      await expect(page.getByTestId('timed-alert')).toContainText(text.deleted);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await logIn(page, email, 'jasmine-2026-x');
      await expect(fieldError(page, 'email')).toHaveText(text.notRegistered);
    });
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`account entry pages have no serious accessibility problems in ${language}, errors included`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, language);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.250.${language === 'ar' ? 2 : 1}.1` });
    for (const path of ['/Login', '/Register', '/Forget-Password']) {
      await page.goto(path);
      await submit(page);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page, path);
    }
  });
}

test('one account signs in on every state, each on its own host with its own session', async ({
  page,
  context,
  baseURL,
}) => {
  // Signed up on Georgia (localhost); Michigan is the demo's second state on mi.localhost.
  const email = await signUp(page, 'en', 'two-states', { name: 'Layla Sentinelmi' });
  const michigan = `http://mi.localhost:${new URL(baseURL!).port}`;
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toContainText('Layla');

  // Cookies are per host: Michigan has no session until the person signs in there.
  await page.goto(`${michigan}/`);
  await expect(page).toHaveTitle(/Michigan/);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.goto(`${michigan}/Login`);
  await page.locator('main input[name=email]').fill(email);
  await page.locator('main input[name=password]').fill(PASSWORD);
  await submit(page);
  await expect(page.getByTestId('user-menu')).toContainText('Layla');
  const sessions = (await context.cookies()).filter((cookie) => cookie.httpOnly);
  expect(new Set(sessions.map((cookie) => cookie.domain))).toEqual(new Set(['localhost', 'mi.localhost']));

  // Both sessions stand side by side.
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toContainText('Layla');
});

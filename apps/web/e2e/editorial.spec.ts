import type { APIRequestContext, Page } from '@playwright/test';
import type {
  BlogPostSummary,
  Faq,
  Page as EditorialPage,
  PagedList,
  UserGuideSummary,
} from '@jaliya/contract';
import { waitForMail } from './mail-capture';
import { chooseLanguage, expect, expectNoSeriousAxeViolations, type Language, test } from './fixtures';

const TEXT = {
  en: {
    save: (title: string) => `Save ${title}`,
    unsave: (title: string) => `Remove ${title} from your saved items`,
    noData: 'There is no data on this page.',
    copied: 'copied',
    copyLink: 'Copy link',
    share: 'Share',
    thanks: 'Thank you for your time.',
    messageEmpty: 'Message cant be empty',
    nameRequired: 'Name is required',
    emailInvalid: 'Email is not valid',
    showMap: 'Show map',
    hideMap: 'Hide map',
    next: 'Next',
    notFound: 'Page not found',
  },
  ar: {
    save: (title: string) => `احفظ ${title}`,
    unsave: (title: string) => `أزل ${title} من المحفوظات`,
    noData: 'لا توجد بيانات في هذه الصفحة.',
    copied: 'تم النسخ',
    copyLink: 'انسخ الرابط',
    share: 'مشاركة',
    thanks: 'شكرًا لك على وقتك.',
    messageEmpty: 'لا يمكن أن تكون الرسالة فارغة',
    nameRequired: 'الاسم مطلوب',
    emailInvalid: 'البريد الإلكتروني غير صالح',
    showMap: 'أظهر الخريطة',
    hideMap: 'أخفِ الخريطة',
    next: 'التالي',
    notFound: 'الصفحة غير موجودة',
  },
} as const;

let addressCounter = 0;

/** Reads the API the way the page does, to know what the page must show. */
async function api<T>(request: APIRequestContext, language: Language, path: string): Promise<T> {
  const response = await request.get(`/api/GA/${language}/0/${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Registers through the API from inside the page's context, so the page is signed in. */
async function signUp(page: Page, language: Language): Promise<string> {
  const email = `reader.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  const response = await page.request.post(`/api/GA/${language}/0/auth/register`, {
    data: {
      name: 'Rania Khalil',
      email,
      phone: '+1 404 555 0166',
      password: 'fig-orchard-2026',
      password_confirmation: 'fig-orchard-2026',
      gender: 'female',
      accept_terms: true,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`editorial pages in ${language}`, () => {
    const text = TEXT[language];
    test.beforeEach(async ({ context, baseURL }, testInfo) => {
      await chooseLanguage(context, baseURL!, language);
      await context.setExtraHTTPHeaders({
        'x-forwarded-for': `10.${40 + testInfo.workerIndex}.${language === 'ar' ? 2 : 1}.${++addressCounter}`,
      });
    });

    test('about: title, picture, body, and the head tells search engines about both languages', async ({
      page,
    }) => {
      const about = await api<EditorialPage>(page.request, language, 'pages/about');
      await page.goto('/About');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
      await expect(page).toHaveTitle(`${about.title} | ${language === 'ar' ? 'جالية' : 'Jaliya'}`);
      await expect(page.locator('main .rich-text h2').first()).toBeVisible();
      // Each language version is its own canonical; English is the plain address and x-default.
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        language === 'ar' ? /\/About\?lang=ar$/ : /\/About$/,
      );
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
        'href',
        /\/About$/,
      );
      await expect(page.locator('link[rel=alternate][hreflang=ar]')).toHaveAttribute(
        'href',
        /\/About\?lang=ar$/,
      );
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', about.summary);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    });

    test('blog: pages of posts, a post with structured data, and old or missing slugs redirected', async ({
      page,
    }) => {
      const list = await api<PagedList<BlogPostSummary>>(page.request, language, 'blog/posts');
      await page.goto('/Blog');
      await expect(page.getByTestId('blog-card')).toHaveCount(list.items.length);
      await page.getByRole('link', { name: text.next }).click();
      await expect(page).toHaveURL(/\/Blog\?page=2$/);
      // Read after the page: the console's own test may add a post (dated early) meanwhile.
      const second = await api<PagedList<BlogPostSummary>>(page.request, language, 'blog/posts?page=2');
      await expect(page.getByTestId('blog-card')).toHaveCount(second.items.length);
      await page.goto('/Blog');
      const first = list.items[0] as BlogPostSummary;
      await page.getByRole('link', { name: first.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/Show-Blog/${first.id}/${first.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
      const structured = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(structured).toMatchObject({
        '@type': 'BlogPosting',
        headline: first.title,
        inLanguage: language,
      });
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

      for (const wrong of [`/Show-Blog/${first.id}/an-old-slug`, `/Show-Blog/${first.id}`]) {
        const response = await page.goto(wrong);
        expect(response?.request().redirectedFrom()?.url()).toContain(wrong);
        await expect(page).toHaveURL(new RegExp(`/Show-Blog/${first.id}/${first.slug}$`));
      }
      const missing = await page.goto('/Show-Blog/987654/nothing');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await page.goto('/Show-Blog');
      await expect(page).toHaveURL(/\/Blog$/);
    });

    test('read a post and save it: a guest is asked to log in, then it is saved and listed', async ({
      page,
    }) => {
      const list = await api<PagedList<BlogPostSummary>>(page.request, language, 'blog/posts');
      const post = list.items[1] as BlogPostSummary;
      await page.goto(`/Show-Blog/${post.id}/${post.slug}`);
      await page
        .getByRole('main')
        .getByRole('link', { name: text.save(post.title) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/Login\?redirectTo=/);

      await signUp(page, language);
      await page.goto(`/Show-Blog/${post.id}/${post.slug}`);
      const article = page.locator('article').first();
      const save = article.getByRole('button', { name: text.save(post.title) }).first();
      // The button shows the new state at once; wait for the save itself before reloading.
      const stored = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/saved'),
      );
      await save.click();
      const saved = article.getByRole('button', { name: text.unsave(post.title) }).first();
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      expect((await stored).ok()).toBe(true);
      await page.reload();
      await expect(article.getByRole('button', { name: text.unsave(post.title) }).first()).toBeVisible();

      await page.goto('/saved-blogs');
      await expect(page.getByTestId('blog-card')).toHaveCount(1);
      await expect(page.getByTestId('blog-card')).toContainText(post.title);
      await page.getByRole('button', { name: text.unsave(post.title) }).click();
      await expect(page.getByTestId('empty-state')).toContainText(text.noData);
    });

    test('the share dialog copies the address and closes with Escape', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const list = await api<PagedList<BlogPostSummary>>(page.request, language, 'blog/posts');
      const post = list.items[0] as BlogPostSummary;
      await page.goto(`/Show-Blog/${post.id}/${post.slug}`);
      await page.getByTestId('share-button').click();
      const dialog = page.getByTestId('share-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text.copyLink }).click();
      await expect(dialog.getByTestId('copy-link')).toHaveText(text.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        new RegExp(`/Show-Blog/${post.id}/${post.slug}$`),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('share-button')).toBeFocused();
    });

    test('user guides: the list, a guide, and a wrong slug redirected', async ({ page }) => {
      const guides = await api<UserGuideSummary[]>(page.request, language, 'user-guides');
      await page.goto('/User-Guide');
      await expect(page.getByTestId('guide-link')).toHaveCount(guides.length);
      const guide = guides[2] as UserGuideSummary;
      await page.getByTestId('guide-link').nth(2).click();
      await expect(page).toHaveURL(new RegExp(`/Show-User-Guide/${guide.id}/${guide.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      await page.goto(`/Show-User-Guide/${guide.id}/wrong`);
      await expect(page).toHaveURL(new RegExp(`/Show-User-Guide/${guide.id}/${guide.slug}$`));
    });

    test('FAQ: grouped questions open; on a phone, opening one closes the other', async ({ page }) => {
      const faq = await api<Faq>(page.request, language, 'faqs');
      await page.goto('/FAQ');
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(faq.groups[0]?.title ?? '');
      const items = page.getByTestId('faq-item');
      await items.nth(0).locator('summary').click();
      await items.nth(1).locator('summary').click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await items.nth(0).locator('summary').click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await items.nth(1).locator('summary').click();
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open', '');
    });

    test('legal pages: privacy and terms stand without header or footer, the licence without footer', async ({
      page,
    }) => {
      for (const [path, hasHeader] of [
        ['/Privacy-Policy', false],
        ['/Terms-conditions', false],
        ['/eula', true],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expect(page.getByTestId('site-header')).toHaveCount(hasHeader ? 1 : 0);
        await expect(page.getByTestId('site-footer')).toHaveCount(0);
        await expect(page.locator('main .rich-text h2').first()).toBeVisible();
      }
      // Latin inside Arabic text keeps its punctuation: "Inc." is isolated whole, not ".Community".
      if (language === 'ar') {
        await page.goto('/Privacy-Policy');
        await expect(page.locator('main .rich-text bdi').first()).toHaveText(
          'Jaliya Community Platforms, Inc.',
        );
      }
    });

    test('contact: field errors, then the message is sent, thanked and e-mailed to the team', async ({
      page,
    }) => {
      await page.goto('/Contact');
      await expect(page.getByTestId('contact-phone')).toHaveText(/^\+1 /);
      await page.getByRole('button', { name: text.showMap }).click();
      await expect(page.getByTestId('site-map')).toHaveAttribute('data-ready', '');
      await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
      await expect(page.getByTestId('site-map').getByRole('button', { name: /Jaliya|جالية/ })).toBeVisible();
      await page.getByRole('button', { name: text.hideMap }).click();
      await expect(page.getByTestId('site-map')).toHaveCount(0);

      const form = page.getByTestId('contact-form');
      await form.locator('input[name=email]').fill('not-an-address');
      await form.getByRole('button').click();
      await expect(form.locator('[data-field-error=name]')).toHaveText(text.nameRequired);
      await expect(form.locator('[data-field-error=email]')).toHaveText(text.emailInvalid);
      await expect(form.locator('[data-field-error=message]')).toHaveText(text.messageEmpty);
      const email = `contact.${language}.${Date.now()}@example.org`;
      const message = `Hello from the ${language} test at ${Date.now()}`;
      const name = language === 'ar' ? 'كريم عودة' : 'Karim Odeh';
      await form.locator('input[name=name]').fill(name);
      // Each error goes as its field becomes valid, before the form is sent again.
      await expect(form.locator('[data-field-error=name]')).toHaveCount(0);
      await form.locator('input[name=email]').fill('still@not');
      await expect(form.locator('[data-field-error=email]')).toHaveText(text.emailInvalid);
      await form.locator('input[name=email]').fill(email);
      await expect(form.locator('[data-field-error=email]')).toHaveCount(0);
      await expect(form.locator('input[name=email]')).not.toHaveAttribute('aria-invalid');
      await form.locator('textarea[name=message]').fill(message);
      await expect(form.locator('[data-field-error=message]')).toHaveCount(0);
      await form.getByRole('button').click();
      await expect(form.getByRole('status')).toHaveText(text.thanks);
      // Focus lands on the thanks, not at the top of the page.
      await expect(form.getByRole('status')).toBeFocused();
      await expect(form.locator('textarea[name=message]')).toHaveValue('');
      const mail = await waitForMail('hello@jaliya.us', new RegExp(`New message from ${name}`));
      expect(mail).toContain(message);
    });

    test('a form defined by the team checks every field, then thanks the sender', async ({ page }) => {
      await page.goto('/form/volunteer');
      const form = page.getByTestId('dynamic-form');
      await form.getByRole('button').last().click();
      await expect(form.locator('[data-field-error]').first()).toBeVisible();
      const errors = await form.locator('[data-field-error]').count();
      expect(errors).toBeGreaterThanOrEqual(3);
      await form.locator('input[name=name]').fill('Yusuf Haddad');
      await form.locator('input[name=email]').fill('yusuf@example.org');
      await form.locator('input[name=phone]').fill('+1 470 555 0123');
      await form.locator('input[type=radio]').first().check();
      await form.getByRole('button').last().click();
      await expect(form.getByRole('status')).toBeVisible();
      await expect(form.locator('[data-field-error]')).toHaveCount(0);
      const missing = await page.goto('/form/no-such-form');
      expect(missing?.status()).toBe(404);
    });
  });
}

// One test per page and language: each has its own time, and a failure names the page.
const ACCESSIBILITY_PATHS = [
  '/About',
  '/Blog',
  'a blog post',
  '/User-Guide',
  'a user guide',
  '/FAQ',
  '/Contact',
  '/Privacy-Policy',
  '/Terms-conditions',
  '/eula',
  '/form/volunteer',
] as const;

for (const language of ['en', 'ar'] as const) {
  for (const [index, page] of ACCESSIBILITY_PATHS.entries()) {
    test(`${page} has no serious accessibility problems in ${language}`, async ({
      page: browserPage,
      context,
      baseURL,
    }) => {
      await chooseLanguage(context, baseURL!, language);
      await context.setExtraHTTPHeaders({
        'x-forwarded-for': `10.251.${language === 'ar' ? 2 : 1}.${index + 1}`,
      });
      let path: string = page;
      if (page === 'a blog post') {
        const post = (await api<PagedList<BlogPostSummary>>(browserPage.request, language, 'blog/posts'))
          .items[0] as BlogPostSummary;
        path = `/Show-Blog/${post.id}/${post.slug}`;
      } else if (page === 'a user guide') {
        const guide = (
          await api<UserGuideSummary[]>(browserPage.request, language, 'user-guides')
        )[0] as UserGuideSummary;
        path = `/Show-User-Guide/${guide.id}/${guide.slug}`;
      }
      await browserPage.goto(path);
      if (path === '/Contact' || path === '/form/volunteer') {
        // With the field errors showing too.
        await browserPage.locator('main form button[type=submit]').last().click();
        await expect(browserPage.locator('[data-field-error]').first()).toBeVisible();
      }
      await expectNoSeriousAxeViolations(browserPage, path);
    });
  }
}

import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, expect, type Language, test } from './fixtures';

const HERO_TITLE: Record<Language, string> = {
  en: 'Your Arab community in Georgia, all in one place',
  ar: 'جاليتك العربية في جورجيا، كلها في مكان واحد',
};

for (const language of ['en', 'ar'] as const) {
  test.describe(`home in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL!, language));

    test('is rendered on the server with the hero, title, description and direction', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(HERO_TITLE[language]);
      await expect(page).toHaveTitle(`${HERO_TITLE[language]} | ${language === 'ar' ? 'جالية' : 'Jaliya'}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        language === 'ar'
          ? /^اعثر على أعمال ومقدمي خدمات موثوقين/
          : /^Find trusted businesses and service providers/,
      );
      const hero = page.getByTestId('hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE[language]);
      expect((await hero.boundingBox())?.height).toBe(750);
      await expect(
        hero.getByRole('link', { name: language === 'ar' ? 'اقرأ المزيد' : 'Read More' }),
      ).toHaveAttribute('href', '/About');
      // The hero image is preloaded at high priority.
      await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    });

    test('mirrors the layout for the language', async ({ page }) => {
      await page.goto('/');
      const viewport = page.viewportSize()!;
      const logo = await page.getByTestId('site-header').getByRole('link').first().boundingBox();
      const login = await page
        .getByRole('link', { name: language === 'ar' ? 'تسجيل الدخول' : 'Log in' })
        .boundingBox();
      if (language === 'ar') {
        expect(logo!.x).toBeGreaterThan(viewport.width / 2);
        expect(login!.x).toBeLessThan(viewport.width / 2);
      } else {
        expect(logo!.x).toBeLessThan(viewport.width / 2);
        expect(login!.x).toBeGreaterThan(viewport.width / 2);
      }
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto('/');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });

    test('shows the footer links, contact details, social icons and copyright', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByTestId('site-footer');
      const labels =
        language === 'ar'
          ? [
              'الرئيسية',
              'خدماتنا',
              'الفعاليات',
              'المدونة',
              'دليل المستخدم',
              'الأسئلة الشائعة',
              'اتصل بنا',
              'من نحن',
              'الشروط والأحكام',
              'سياسة الخصوصية',
            ]
          : [
              'Home',
              'Our Services',
              'Events',
              'Blog',
              'User Guide',
              'FAQ',
              'Contact',
              'About',
              'Terms & Condition',
              'Privacy & Policy',
            ];
      await expect(footer.getByRole('navigation').getByRole('link')).toHaveText(labels);
      await expect(footer.getByRole('link', { name: /hello@jaliya\.us/ })).toHaveAttribute(
        'href',
        'mailto:hello@jaliya.us',
      );
      await expect(footer.getByRole('link', { name: /\+1 404 555 0134/ })).toHaveAttribute(
        'href',
        'tel:+14045550134',
      );
      await expect(footer.locator('a[target="_blank"][href^="https://"]')).toHaveCount(6);
      const year = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { year: 'numeric' }).format(
        new Date(),
      );
      await expect(footer).toContainText(`© ${year}`);
    });
  });
}

test('the header floats over the hero and turns solid on scroll', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test('client-side navigation home shows skeletons until the data arrives', async ({ page }) => {
  await page.goto('/no-such-page');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/GA/en/0/site/home', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('site-header').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByTestId('home-skeleton')).toBeVisible();
  release();
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Your Arab community in Georgia/);
});

test('pages carry a strict Content-Security-Policy: hashes on shared pages, a nonce on every inline script of a personal one', async ({
  page,
}) => {
  const guest = await page.goto('/');
  const guestPolicy = guest!.headers()['content-security-policy'] ?? '';
  // This site has its live chat on: its one script origin is the only other source allowed.
  expect(guestPolicy).toMatch(/script-src 'self'( 'sha256-[^']+')+ https:\/\/client\.crisp\.chat(;|$)/);
  expect(guestPolicy).toContain("object-src 'none'");

  const email = `csp.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  const registered = await page.request.post('/api/GA/en/0/auth/register', {
    data: {
      name: 'Nadia Haddad',
      email,
      phone: '+1 404 555 0188',
      password: 'cedar-harbor-2026',
      password_confirmation: 'cedar-harbor-2026',
      gender: 'female',
      accept_terms: true,
    },
  });
  expect(registered.status()).toBe(201);
  // A member's public page is the page cache's shared member variant (decision 024): hashes, as a guest's.
  const shared = await page.goto('/');
  const sharedPolicy = shared!.headers()['content-security-policy'] ?? '';
  expect(sharedPolicy).toMatch(/script-src 'self'( 'sha256-[^']+')+ https:\/\/client\.crisp\.chat(;|$)/);
  expect(sharedPolicy).not.toContain("'nonce-");
  // A personal page is rendered for this request alone, with a nonce.
  const response = await page.goto('/Profile');
  const policy = response!.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toContain("'unsafe-inline' 'nonce");
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/client\.crisp\.chat(;|$)/);
  expect(policy).toContain("object-src 'none'");
  const html = await response!.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

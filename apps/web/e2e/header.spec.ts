import type { Page } from '@playwright/test';
import { chooseLanguage, expect, test } from './fixtures';

test.describe('header on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the main links and hides the burger', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    for (const name of ['Home', 'About', 'Our Services', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // For a guest, Add Business is a button that asks to log in first (see accounts.spec.ts).
    await expect(nav.getByRole('button', { name: 'Add Business', exact: true })).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toBeHidden();
  });

  test('Our Services opens on hover and shows subcategories of the hovered section', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('services-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Our Services', exact: true }).first().hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/market-place');
    await expect(menu.getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/rents');
    await expect(menu.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    await menu.getByRole('link', { name: 'Service Providers' }).hover();
    const subcategory = menu.getByRole('link', { name: 'Auto Repair' });
    await expect(subcategory).toBeVisible();
    await expect(subcategory).toHaveAttribute('href', /^\/SubCategory\/AutoRepair\/\d+\/\?Page=service$/);
    await menu.getByRole('link', { name: 'Shops' }).hover();
    await expect(menu.getByRole('link', { name: 'Halal Markets' })).toHaveAttribute('href', /\?Page=shops$/);
  });

  test('a page carries the sections of Our Services without their subcategory lists', async ({ request }) => {
    // The lists come when the menu opens (the test above); no page sends them in its HTML.
    for (const address of ['/About', '/Blog', '/FAQ']) {
      const html = await (await request.get(address, { headers: { cookie: 'lang=en' } })).text();
      expect(html, address).toContain('Service Providers');
      expect(html, address).not.toContain('Auto Repair');
      expect(html, address).not.toContain('Halal Markets');
    }
  });

  test('without JavaScript, Our Services is a link to the page of the services', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/About');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Our Services', exact: true })
      .click();
    await expect(page).toHaveURL(/\/Our-Service$/);
    await context.close();
  });

  test('a mouse click on the Our Services button keeps open the menu its hover opened', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('services-menu');
    await page.getByRole('link', { name: 'Our Services', exact: true }).first().hover();
    await expect(menu).toBeVisible();
    await page.getByTestId('services-toggle').click();
    await expect(page.getByTestId('services-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // Moving the mouse away closes it.
    await page.mouse.move(640, 700);
    await expect(menu).toBeHidden();
  });

  test('Our Services also opens from its button, for keyboard and touch', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('services-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('services-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('services-menu')).toBeHidden();
    // Escape from a link inside the menu takes focus back to its button, not to the top of the page.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('services-menu').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('services-menu')).toBeHidden();
    await expect(page.getByTestId('services-toggle')).toBeFocused();
  });

  test('the states menu opens on click: links open a new tab, others read Coming Soon', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('states-toggle').click();
    const michigan = page.getByRole('link', { name: /Michigan/ });
    // Michigan is a site of the deployment (the demo's second state), on its own host.
    await expect(michigan).toHaveAttribute('href', /^http:\/\/mi\.localhost:\d+$/);
    await expect(michigan).toHaveAttribute('target', '_blank');
    await expect(michigan).toHaveAttribute('rel', /noopener/);
    const florida = page.getByText('Florida', { exact: true }).locator('..');
    await expect(florida).toContainText('Coming Soon');
    await expect(florida.getByRole('link')).toHaveCount(0);
    await page.mouse.click(600, 500);
    await expect(michigan).toBeHidden();
  });

  test('each state is a site on its own host: Michigan on mi.localhost links back to Georgia', async ({
    page,
    baseURL,
  }) => {
    // Browsers resolve every *.localhost to this machine; the demo seeds Michigan on mi.localhost.
    const port = new URL(baseURL as string).port;
    await page.goto(`http://mi.localhost:${port}/`);
    await expect(page).toHaveTitle(/Michigan/);
    await page.getByTestId('states-toggle').click();
    await expect(page.getByRole('link', { name: /Georgia/ })).toHaveAttribute(
      'href',
      `http://localhost:${port}`,
    );
    // Not itself: the menu's links are the other states'.
    await expect(page.getByRole('link', { name: /^Michigan/ })).toHaveCount(0);
    await expect(page.getByText('Florida', { exact: true }).locator('..')).toContainText('Coming Soon');
  });

  test('the search box expands, searches only with text and clears itself', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeHidden();
    await page.getByTestId('search-toggle').click();
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', 'Search Anything');
    await box.press('Enter');
    await expect(page.getByTestId('hero')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('  halal bakery ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\/halal%20bakery$/);
    // The search page has a box of its own: the header's closes and gives the links back.
    await expect(box).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
    await page.getByTestId('search-toggle').click();
    await expect(box).toHaveValue('');
  });

  test('typing in Arabic as the box opens keeps every letter in order', async ({
    page,
    context,
    baseURL,
  }) => {
    // The box grows as it opens; a field that changes width under the caret loses its place in
    // right-to-left text, so the first letter ended up last.
    await chooseLanguage(context, baseURL!, 'ar');
    await page.goto('/');
    await page.getByTestId('search-toggle').click();
    const box = page.getByRole('combobox', { name: 'بحث' });
    await box.pressSequentially('مطعم');
    await expect(box).toHaveValue('مطعم');
  });

  test('the user icon leads to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/Login');
  });
});

test.describe('header on tablets and laptops', () => {
  // The labels whose text takes more than one line: a wrapped text has a box on each line. Text
  // that is not shown, or only to screen readers (a 1-pixel box), is left out.
  const wrappedLabels = (page: Page) =>
    page
      .getByTestId('site-header')
      .locator('nav a, nav button, [data-testid=states-toggle], [data-testid=language-toggle]')
      .evaluateAll((elements) =>
        elements.flatMap((element) => {
          const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const wrapped: string[] = [];
          for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            const parent = text.parentElement!;
            if (!text.textContent?.trim() || !parent.checkVisibility()) continue;
            if (parent.getBoundingClientRect().width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            const lines = [...range.getClientRects()].filter((box) => box.width > 0).length;
            if (lines !== 1) wrapped.push(`${text.textContent}: ${lines} lines`);
          }
          return wrapped;
        }),
      );

  for (const language of ['en', 'ar'] as const) {
    test(`one line of constant height from 993 px, with the search open or closed (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await chooseLanguage(context, baseURL!, language);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('/Blog');
      const header = page.getByTestId('site-header');
      const nav = header.getByRole('navigation').first();
      const toggle = page.getByTestId('search-toggle');
      const box = page.locator('#site-search');
      for (const width of [993, 1024, 1100, 1366]) {
        await page.setViewportSize({ width, height: 768 });
        await expect(nav).toBeVisible();
        expect(await wrappedLabels(page), `${width} px`).toEqual([]);
        const height = (await header.boundingBox())!.height;
        expect(height, `${width} px`).toBe(70);
        // The open box takes the links' place: nothing wraps, the header keeps its height.
        await toggle.click();
        await expect(box).toBeFocused();
        await expect(nav).toBeHidden();
        expect((await box.boundingBox())!.width, `${width} px`).toBeGreaterThan(400);
        expect(await wrappedLabels(page), `${width} px`).toEqual([]);
        expect((await header.boundingBox())!.height, `${width} px`).toBe(height);
        // Escape closes it, gives the links back and returns to its button.
        await box.press('Escape');
        await expect(nav).toBeVisible();
        await expect(toggle).toBeFocused();
      }
    });
  }
});

test.describe('header on a wide touch screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: true });

  test('a tap on the Our Services button opens the menu, and a second tap closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('services-menu');
    await page.getByTestId('services-toggle').tap();
    await expect(menu).toBeVisible();
    await page.getByTestId('services-toggle').tap();
    await expect(menu).toBeHidden();
  });
});

test.describe('header on a phone (390 px unless a test says otherwise)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger menu opens, locks scrolling and closes on an outside click', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: 'About', exact: true }),
    ).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'Our Services' }).click();
    await menu.getByRole('button', { name: 'Show Service Providers categories' }).click();
    await expect(menu.getByRole('link', { name: 'Translation' })).toBeVisible();
    await page.mouse.click(200, 820);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('Select State opens as an overlay that locks scrolling and closes on an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('states-overlay-toggle').click();
    const dialog = page.getByRole('dialog', { name: 'Select State' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Michigan/ })).toHaveAttribute('target', '_blank');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  // 390 px is a common phone; 320 px the narrowest still sold (the header shows its emblem alone).
  for (const [language, width] of [
    ['en', 390],
    ['ar', 390],
    ['en', 320],
    ['ar', 320],
  ] as const) {
    test(`every header control fits on a ${width} px screen in ${language}, and nothing scrolls sideways`, async ({
      page,
      context,
      baseURL,
    }) => {
      await chooseLanguage(context, baseURL!, language);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const header = page.getByTestId('site-header');
      // The skip link is visually hidden until focused, so it is left out.
      for (const control of await header.locator('a:visible:not([href="#main"]), button:visible').all()) {
        const box = await control.boundingBox();
        if (!box) continue;
        expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width);
      }
      await expect(page.getByTestId('menu-toggle')).toBeInViewport();
      // Nothing on the page is wider than the screen (a section's estimated size once was).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('the header and overlay work in Arabic too', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, 'ar');
    await page.goto('/');
    await page.getByTestId('states-overlay-toggle').click();
    const dialog = page.getByRole('dialog', { name: 'اختر الولاية' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('قريبًا');
  });
});

/**
 * The header hydrates once the browser is idle after the page (components/deferred-island.tsx).
 * These hold its code back to act in the moment before it has come.
 */
test.describe('the header before its code has come', () => {
  /** Opens `address` with the header's code held until `release` is called. */
  async function openWithHeaderHeld(page: Page, address: string) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/site-header-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The fixture's `goto` waits for the header too: it settles once the code has been let through.
    const opened = page.goto(address);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('[data-deferred]:not([data-ready])').first()).toBeAttached();
    return {
      release: async () => {
        release();
        await opened;
      },
    };
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a tap on the burger is handed to it once it has hydrated', async ({ page }) => {
      const header = await openWithHeaderHeld(page, '/About');
      await page.getByTestId('menu-toggle').click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await header.release();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test.describe('on a desktop screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('a click on one of its links navigates in the page, and the header follows', async ({ page }) => {
      const header = await openWithHeaderHeld(page, '/About');
      await page.evaluate(() => {
        (window as { __sameDocument?: true }).__sameDocument = true;
      });
      const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
      await nav.getByRole('link', { name: 'Blog', exact: true }).click();
      await header.release();
      await expect(page).toHaveURL(/\/Blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Blog');
      await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await page.evaluate(() => (window as { __sameDocument?: true }).__sameDocument)).toBe(true);
    });
  });
});

import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('request', (r) => { if (r.url().includes('site-header') || r.url().includes('site-footer')) console.log('req', r.url().replace(origin, ''), performance.now().toFixed(0)); });
// hold the header chunk to test a click before hydration
let release; const held = new Promise((r) => (release = r));
await page.route(/site-header-.*\.js$/, async (route) => { await held; await route.continue(); });
await page.goto(origin + '/');
await page.waitForSelector('html[data-hydrated]');
console.log('hydrated; ready islands:', await page.locator('[data-deferred][data-ready]').count(), 'of', await page.locator('[data-deferred]').count());
await page.click('[data-testid="menu-toggle"]');
console.log('clicked burger before header code');
await page.waitForTimeout(300);
release();
await page.waitForFunction(() => document.querySelectorAll('[data-deferred]:not([data-ready])').length === 0);
await page.waitForTimeout(300);
console.log('menu expanded:', await page.getAttribute('[data-testid="menu-toggle"]', 'aria-expanded'), 'panel hidden:', await page.locator('#mobile-menu').evaluate((e) => e.hidden));
// client navigation through header link
await page.click('[data-testid="menu-toggle"]');
await page.goto(origin + '/About');
await page.waitForFunction(() => document.querySelectorAll('[data-deferred]:not([data-ready])').length === 0);
await page.screenshot({ path: '/tmp/mine/about.png' });
await browser.close();

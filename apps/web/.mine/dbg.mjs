import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const context = await browser.newContext();
await context.addInitScript(() => {
  const log = (...a) => console.log(performance.now().toFixed(1), ...a);
  new MutationObserver((c, o) => { if (document.documentElement.hasAttribute('data-hydrated')) { log('hydrated'); o.disconnect(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  const ric = window.requestIdleCallback; window.requestIdleCallback = (cb, o) => { log('ric scheduled', new Error().stack.split('\n')[2]); return ric((d) => { log('ric fired'); cb(d); }, o); };
  for (const t of ['focusin', 'pointerover']) window.addEventListener(t, (e) => log(t, e.target?.tagName), true);
});
const page = await context.newPage();
page.on('console', (m) => console.log('  ', m.text().slice(0, 200)));
page.on('request', (r) => { if (r.url().includes('site-header')) page.evaluate(() => performance.now()).then((t) => console.log('request header ~', t.toFixed(1))).catch(()=>{}); });
await page.goto(origin + process.argv[2]);
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
await page.waitForTimeout(1500);
await browser.close();

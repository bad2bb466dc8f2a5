import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext();
  await context.addInitScript(() => { new MutationObserver((c, o) => { if (document.documentElement.hasAttribute('data-hydrated')) { window.__hyd = performance.timeOrigin + performance.now(); o.disconnect(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] }); });
  const page = await context.newPage();
  const list = [];
  page.on('response', (r) => { if (r.url().endsWith('.js')) list.push(r); });
  await page.goto(origin + path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  const hyd = await page.evaluate(() => window.__hyd);
  let total = 0; const rows = [];
  for (const r of list) { const s = await r.request().sizes(); const before = r.request().timing().startTime <= hyd; if (before) total += s.responseBodySize; rows.push([s.responseBodySize, (before ? '' : 'later ') + r.url().replace(origin, '')]); }
  rows.sort((a,b)=>b[0]-a[0]);
  console.log(path, (total/1024).toFixed(1));
  for (const [s,u] of rows) console.log('  ', (s/1024).toFixed(1).padStart(6), u);
  await context.close();
}
await browser.close();

import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const list = [];
  page.on('response', async (r) => { if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) list.push(r); });
  await page.goto(origin + path);
  await page.waitForSelector('html[data-hydrated]');
  let total = 0; const rows = [];
  for (const r of list) { const s = await r.request().sizes(); total += s.responseBodySize; rows.push([s.responseBodySize, r.url().replace(origin, '')]); }
  rows.sort((a,b)=>b[0]-a[0]);
  console.log(path, (total/1024).toFixed(1));
  for (const [s,u] of rows) console.log('  ', (s/1024).toFixed(1).padStart(6), u);
  await context.close();
}
await browser.close();

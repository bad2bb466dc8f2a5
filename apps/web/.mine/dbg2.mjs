import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (let i = 0; i < Number(process.argv[3] ?? 10); i++) {
const context = await browser.newContext();
await context.addCookies([{ name: 'lang', value: 'ar', url: origin }]);
await context.addInitScript(() => {
  window.__log = [];
  const log = (...a) => window.__log.push(performance.now().toFixed(1) + ' ' + a.join(' '));
  new MutationObserver((c, o) => { if (document.documentElement.hasAttribute('data-hydrated')) { log('hydrated'); o.disconnect(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  const ric = window.requestIdleCallback; window.requestIdleCallback = (cb, o) => { log('ric scheduled'); return ric((d) => { log('ric fired'); cb(d); }, o); };
  document.addEventListener('DOMContentLoaded', () => { const el = document.querySelector('[data-deferred]'); new MutationObserver((ms) => { for (const m of ms) if (m.type === 'childList') log('childList', m.addedNodes.length, m.removedNodes.length, el.hasAttribute('data-ready')); }).observe(el, { childList: true }); });
  for (const t of ['focusin', 'pointerover', 'pointerdown', 'touchstart']) window.addEventListener(t, (e) => log(t, e.target?.tagName), true);
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page); await cdp.send('Network.enable'); let init = '';
cdp.on('Network.requestWillBeSent', (e) => { if (/site-header/.test(e.request.url)) { const st = e.initiator.stack; const f = []; for (let s = st; s; s = s.parent) { f.push((s.description||'') + ': ' + s.callFrames.slice(0, 8).map((c) => c.functionName + '@' + c.url.split('/').pop() + ':' + c.columnNumber).join(' < ')); } init = e.initiator.type + ' ' + f.join(' || '); } });
await page.goto(origin + process.argv[2]);
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
await page.waitForTimeout(800);
const r = await page.evaluate(() => ({ mark: performance.getEntriesByName('jaliya:hydrated')[0]?.startTime, log: window.__log, res: performance.getEntriesByType('resource').filter((e) => /site-(header|footer)/.test(e.name)).map((e) => e.startTime.toFixed(1) + ' ' + e.name.split('/').pop()) }));
const h = r.mark;
const fired = parseFloat(r.log.find((l) => l.endsWith('ric fired')) ?? '1e9'); const early = r.res.some((x) => parseFloat(x) <= fired);
console.log(i, early ? 'EARLY' : 'ok', JSON.stringify(r)); if (early) console.log('   ', init);
await context.close();
}
await browser.close();

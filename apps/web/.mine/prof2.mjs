import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const [path, runs = '3'] = process.argv.slice(2);
const variants = {
  base: (h) => h,
  frag: (h) => h.replace('function add(h,f){', 'var F=d.createDocumentFragment();function add(h,f){').replace('l.href=h;d.head.appendChild(l)}', 'l.href=h;F.appendChild(l)}').replace('.forEach(function(h){add(h,1)});', '.forEach(function(h){add(h,1)});d.head.appendChild(F);'),
  pre: (h) => h.replace('else l.rel="modulepreload"', 'else{l.rel="preload";l.as="script";l.crossOrigin="anonymous"}'),
  none: (h) => h.replace(/\["\/assets\/[^\]]*\]\.forEach\(function\(h\)\{add\(h\)\}\);/, ''),
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (let r = 0; r < Number(runs); r++) for (const [name, fix] of Object.entries(variants)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true }); });
  await page.route(origin + path, async (route) => { const res = await route.fetch(); const body = fix(await res.text()); const headers = { ...res.headers() }; delete headers['content-security-policy']; await route.fulfill({ response: res, body, headers }); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(origin + path);
  await page.waitForSelector('html[data-hydrated]');
  const hyd = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const lt = await page.evaluate(() => window.__lt); const tbt = lt.reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let go = 0, app = 0, i = 0;
  for (const s of profile.samples) { let id = s; let g = false, a = false; while (id) { const n = byId.get(id); if (n.callFrame.functionName === 'go' && n.callFrame.url.includes('/events')) g = true; if (n.callFrame.functionName === 'appendChild') a = true; id = parent.get(id); } const d = (profile.timeDeltas[i++] ?? 0) / 1000; if (g) go += d; if (a) app += d; }
  // long tasks via trace not available; report
  console.log(name.padEnd(5), 'go', go.toFixed(0), 'appendChild', app.toFixed(0), 'hydrated at', hyd.toFixed(0), 'tbt', tbt.toFixed(0), 'tasks', lt.map(([s,d])=>Math.round(d)).join(','));
  await context.close();
}
await browser.close();

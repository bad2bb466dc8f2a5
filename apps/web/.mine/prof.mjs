import { chromium } from 'playwright-core';
const origin = 'http://127.0.0.1:3111';
const [path, runs = '3'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (let r = 0; r < Number(runs); r++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(origin + path);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  // self time per function name+url
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; let i = 0;
  for (const s of profile.samples) { const n = byId.get(s); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(origin,'').slice(0,40)}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0) / 1000); }
  // inclusive time of 'add' and 'go'
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map(); i = 0;
  for (const s of profile.samples) { let id = s; const seen = new Set(); while (id) { const n = byId.get(id); const k = n.callFrame.functionName + ' ' + n.callFrame.url.replace(origin,'').slice(0,30); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0) / 1000); seen.add(k);} id = parent.get(id); } i++; }
  const pick = [...incl].filter(([k]) => /^(go|add|appendChild|hydrateRoot|\(program\)|\(garbage collector\)) /.test(k) || /^(go|add) /.test(k));
  console.log('run', r, pick.map(([k, v]) => `${k.trim()}=${v.toFixed(0)}`).join('  '));
  const top = [...self].sort((a,b)=>b[1]-a[1]).slice(0, 12);
  if (r === 0) for (const [k, v] of top) console.log('   ', v.toFixed(1).padStart(7), k);
  await context.close();
}
await browser.close();

// `npm run bench:lighthouse`: Lighthouse (mobile, its default emulation and simulated throttling)
// in Debian's headless Chromium on every public page type, in English and Arabic, against the
// production build served as `npm run serve` serves it. Prints performance, LCP, CLS, TBT, FCP
// and the JavaScript transferred, beside the targets (issue 37: performance >= 98, TBT <= 150 ms,
// LCP <= 1.3 s; issue 9: CLS <= 0.01).
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set) and the run with the median performance
// score is shown, with the range beside it: on a small shared machine one run's Total Blocking Time
// can differ threefold from the next. `CPU` is Lighthouse's benchmark index of the machine (higher
// is faster); its simulated slow phone divides by 4 whatever the machine, so a low index costs TBT.
// **A slow hour, whatever the hour** (issue 37): the scores that did not hold came at an index of
// 1,383-2,476, where a quiet hour measures 3,200-3,900. So each audit scales the phone's CPU
// slowdown by the index the last audit measured, to run as the slowest of those hours did:
// slowdown = 4 x index / LIGHTHOUSE_CPU_INDEX (1383 unless set; 0 keeps Lighthouse's plain 4x,
// never less than 4). `as CPU` is the index the audit ran as (index x 4 / slowdown).
// Settings: LIGHTHOUSE_PAGES (comma-separated addresses), LIGHTHOUSE_RUNS, LIGHTHOUSE_REPORTS (a
// folder to keep each median report in, as JSON), LIGHTHOUSE_CPU_INDEX, CHROME_PATH.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, startSeededServer } from './lib.mjs';

const port = 3303;
const DEFAULT_SLOWDOWN = 4;
const SLOW_HOUR_INDEX = 1383;
const targetIndex = Number(process.env.LIGHTHOUSE_CPU_INDEX ?? SLOW_HOUR_INDEX);
/** The phone's CPU slowdown for a machine that last measured `index`: as slow as a slow hour. */
const slowdownFor = (index) =>
  targetIndex > 0 && index
    ? Math.max(DEFAULT_SLOWDOWN, (DEFAULT_SLOWDOWN * index) / targetIndex)
    : DEFAULT_SLOWDOWN;
const origin = `http://127.0.0.1:${port}`;
const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install one (apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}
const { stop } = await startSeededServer({
  port,
  environment: { PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

let chrome;
try {
  const api = async (resource) => (await (await fetch(`${origin}/api/GA/en/0/${resource}`)).json()).data;
  const first = (list) => (Array.isArray(list) ? list : (list?.items ?? []))[0];
  const post = first(await api('blog/posts'));
  const guide = first(await api('user-guides'));
  const subcategory = (await api('categories')).find((main) => main.subcategories?.length)?.subcategories[0];
  const business = subcategory && first(await api(`businesses?category_id=${subcategory.id}&limit=1`));
  const product = first(await api('products?limit=1'));
  const event = first(await api('events?limit=1'));
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
    '/',
    '/About',
    '/Blog',
    `/Show-Blog/${post.id}/${post.slug}`,
    '/User-Guide',
    ...(guide ? [`/Show-User-Guide/${guide.id}/${guide.slug}`] : []),
    '/FAQ',
    '/Contact',
    '/Privacy-Policy',
    '/Login',
    '/Register',
    ...(subcategory ? [`/SubCategory/${subcategory.id}/?Page=service`] : []),
    ...(business ? [`/MarketProfile/${business.id}/${encodeURIComponent(business.slug)}`] : []),
    '/jobs',
    '/Job',
    '/rents',
    '/market-place/products',
    ...(product ? [`/Show-Product/${product.id}/${encodeURIComponent(product.slug)}`] : []),
    '/events',
    ...(event ? [`/Show-Event/${event.id}/${encodeURIComponent(event.slug)}`] : []),
    '/search-result/food',
  ];
  // Lighthouse does not audit an error status, so the not-found page is left out. The sign-in pages
  // say `noindex` on purpose, which costs them Lighthouse's SEO point for being crawlable.
  // A fresh browser (and profile) for every run: a previous page's cookie or stored language
  // must not change the next one, and a broken trace is retried once.
  let lastIndex;
  const audit = async (url, language) => {
    for (let attempt = 1; ; attempt++) {
      chrome = await chromeLauncher.launch({
        chromePath: chromium,
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        // The first audit learns the machine's index at Lighthouse's default; it is run again.
        const isCalibration = lastIndex === undefined && targetIndex > 0;
        const cpuSlowdownMultiplier = slowdownFor(lastIndex);
        const { lhr } = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
            extraHeaders: { Cookie: `lang=${language}` },
          },
          { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
        );
        lastIndex = lhr.environment?.benchmarkIndex ?? lastIndex;
        if (isCalibration) continue;
        if (!lhr.runtimeError || attempt === 2) return lhr;
      } finally {
        await chrome.kill();
        chrome = undefined;
      }
    }
  };
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
  const score = (lhr) => lhr.categories.performance.score;
  const rows = [];
  for (const page of pages) {
    for (const language of ['en', 'ar']) {
      const url = `${origin}${page}${language === 'ar' ? `${page.includes('?') ? '&' : '?'}lang=ar` : ''}`;
      // A first visit fills the page cache, as any visitor before would have: with the language
      // cookie Lighthouse sends (a chosen language and a guessed one are kept apart), asking for
      // Brotli as Chromium does (the cache compresses each form when it is first asked for).
      await (
        await fetch(url, { headers: { cookie: `lang=${language}`, 'accept-encoding': 'br' } })
      ).arrayBuffer();
      const reports = [];
      for (let run = 0; run < runs; run++) reports.push(await audit(url, language));
      const failed = reports.find((report) => report.runtimeError);
      const sorted = reports.filter((report) => !report.runtimeError).sort((a, b) => score(a) - score(b));
      const lhr = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : failed;
      if (lhr.runtimeError) {
        rows.push({ page: `${page} ${language}`, targets: `ERROR ${lhr.runtimeError.code}` });
        continue;
      }
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, '_')}-${language}.json`;
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
      }
      const result = (id) => lhr.audits[id];
      const scriptBytes = (result('network-requests').details?.items ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + request.transferSize, 0);
      const performance = Math.round(lhr.categories.performance.score * 100);
      const lcp = result('largest-contentful-paint').numericValue;
      const cls = result('cumulative-layout-shift').numericValue;
      const tbt = result('total-blocking-time').numericValue;
      rows.push({
        page: `${page} ${language}`,
        performance,
        range:
          sorted.length > 1
            ? `${Math.round(score(sorted[0]) * 100)}-${Math.round(score(sorted.at(-1)) * 100)}`
            : '',
        'LCP s': Number((lcp / 1000).toFixed(2)),
        'FCP s': Number((result('first-contentful-paint').numericValue / 1000).toFixed(2)),
        CLS: Number(cls.toFixed(3)),
        'TBT ms': Math.round(tbt),
        'JS KB': Number((scriptBytes / 1024).toFixed(1)),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        SEO: Math.round(lhr.categories.seo.score * 100),
        CPU: Math.round(lhr.environment.benchmarkIndex),
        'as CPU': Math.round(
          (lhr.environment.benchmarkIndex * DEFAULT_SLOWDOWN) /
            lhr.configSettings.throttling.cpuSlowdownMultiplier,
        ),
        targets: performance >= 98 && tbt <= 150 && lcp <= 1300 && cls <= 0.01 ? 'met' : 'MISSED',
      });
    }
  }
  console.log(
    `\nLighthouse 12, mobile (default emulation and simulated throttling), the median of ${runs} run(s),\n` +
      (targetIndex > 0
        ? `the phone's CPU slowed to run as a machine of index ${targetIndex} does (a slow hour, issue 37):`
        : `the phone's CPU slowed 4x whatever the machine's index:`),
  );
  console.table(rows);
} finally {
  await chrome?.kill();
  await stop();
}

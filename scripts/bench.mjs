// `npm run bench`: requests per second and p99 latency of the cached API reads and of the
// server-rendered pages (for a visitor and for a member, from the page cache; personal pages,
// rendered each time),
// each beside a bare Fastify route serving the same bytes, measured in the same run on the same
// machine (medians of interleaved rounds). Then 500 connections at once on three pages, what a
// first visit to each public page type downloads in both languages (scripts and messages as the
// browser receives them, Brotli: `bench-first-load.mjs`), and the server's memory after all that
// load; an
// uncached API read with one and with two processes on one PostgreSQL database. Last,
// `/Login` and the login API idle and during eight 40-megapixel uploads (`bench-images.mjs`).
// Settings: BENCH_SECONDS (default 5 per measurement), BENCH_STRESS_SECONDS (default 60).
// BENCH_ONLY=member,cached measures only the groups and sections whose title contains one of the
// comma-separated words (case-insensitive); the sections after the groups are named `misses`,
// `postgres`, `processes`, `stress`, `first-load`, `memory` and `images`. The larger directory
// is seeded only when a chosen part reads it.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureFirstLoad } from './bench-first-load.mjs';
import { measureImageBurst } from './bench-images.mjs';
import { measureProcesses } from './bench-processes.mjs';
import { root, startSeededServer, waitFor } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const stressSeconds = Number(process.env.BENCH_STRESS_SECONDS ?? 60);
const appPort = 3301;
const barePort = 3302;
const postgresPort = 3303;

/**
 * What is measured, with its targets (DESIGN.md and issues 9 and 37): `ratio` against the bare
 * route, `p99` in milliseconds. `{post}` is the first seeded blog post's address; `session` sends
 * a signed-in user's cookie: public pages then come from the member variant (decision 024),
 * personal pages are rendered for them on every request.
 */
const GROUPS = [
  {
    title: 'Cached API reads',
    connections: 10,
    ratio: 0.5,
    p99: null,
    routes: [
      ['site/settings', '/api/GA/en/0/site/settings'],
      ['site/home', '/api/GA/en/0/site/home'],
      ['blog/posts', '/api/GA/en/0/blog/posts'],
      ['blog post', '/api/GA/en/0/blog/posts/{postId}'],
    ],
  },
  {
    title: `Directory API at ${'{businesses}'} businesses: one subcategory, 20 cards`,
    connections: 10,
    ratio: 0.15,
    p99: 25,
    routes: [
      ['listings newest', '/api/GA/en/0/businesses?category_id={subcategory}&limit=20'],
      ['listings open now', '/api/GA/en/0/businesses?category_id={subcategory}&limit=20&open_now=1'],
    ],
  },
  {
    title: `Classifieds API at ${'{classifieds}'} posts of each kind: three filters, 20 items`,
    connections: 10,
    ratio: 0.15,
    p99: 25,
    routes: [
      [
        'jobs: offer, full time, city',
        '/api/GA/en/0/jobs?intent=offer&job_type=full_time&city={city}&limit=20',
      ],
      [
        'homes: apartment, 2+ bedrooms, rent <= 2000',
        '/api/GA/en/0/rents?accommodation_type=apartment&bedrooms_min=2&price_max=2000&limit=20',
      ],
      [
        'products: a main category, used, <= 20000',
        '/api/GA/en/0/products?main_id={marketMain}&condition=used&price_max=20000&limit=20',
      ],
    ],
  },
  {
    title: 'Pages for a visitor (page cache)',
    connections: 50,
    ratio: 0.3,
    p99: 50,
    routes: [
      ['/', '/'],
      ['/Blog', '/Blog'],
      ['blog post', '{post}'],
      ['subcategory page', '{subcategoryPage}'],
    ],
  },
  {
    // Decision 024: one member variant for everyone signed in, personalised in the browser by
    // one page-state call (here with the ids the member's /Blog asks about).
    title: 'Pages for a member (member variant, page cache) and their page state',
    connections: 50,
    ratio: 0.3,
    p99: 50,
    session: true,
    routes: [
      ['/', '/'],
      ['/Blog', '/Blog'],
      ['/Blog in Arabic', '/Blog?lang=ar'],
      ['me/page-state', '/api/GA/en/0/me/page-state?blog={blogIds}'],
    ],
  },
  {
    title: 'Personal pages signed in (rendered per request)',
    connections: 10,
    ratio: 0.05,
    p99: 100,
    session: true,
    routes: [
      ['/Profile', '/Profile'],
      ['/saved-blogs', '/saved-blogs'],
    ],
  },
];
/** Businesses in the directory while measuring (the demo's, plus copies). */
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 10_000);
/** Published posts of each classified kind (jobs, homes, products) while measuring. */
const CLASSIFIEDS = Number(process.env.BENCH_CLASSIFIEDS ?? 30_000);
for (const group of GROUPS)
  group.title = group.title
    .replace('{businesses}', BUSINESSES.toLocaleString('en-US'))
    .replace('{classifieds}', CLASSIFIEDS.toLocaleString('en-US'));

/** BENCH_ONLY's words, lowercase; empty when everything is measured. */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/** Whether a group or section with this title is measured (BENCH_ONLY). */
const chosen = (title) => ONLY.length === 0 || ONLY.some((word) => title.toLowerCase().includes(word));
const CHOSEN_GROUPS = GROUPS.filter((group) => chosen(group.title));
if (CHOSEN_GROUPS.length === 0 && ONLY.length > 0)
  console.log(`BENCH_ONLY=${ONLY.join(',')}: no group named.`);
/** The directory and classifieds at full size are needed only by what measures them. */
const needsLargeDirectory =
  ONLY.length === 0 ||
  ['misses', 'postgres', 'stress', 'memory', 'images'].some(chosen) ||
  CHOSEN_GROUPS.some(
    (group) =>
      group.title.includes(BUSINESSES.toLocaleString('en-US')) ||
      group.title.includes(CLASSIFIEDS.toLocaleString('en-US')),
  );

const STRESS = { connections: 500, p99: 1000, routes: ['/', '/Blog?lang=ar', '{post}'] };

function load(url, { connections, duration = seconds, cookie = 'lang=en' }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { cookie } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Registers a bench user and returns the cookie header of their session. */
async function signIn() {
  const response = await fetch(`http://127.0.0.1:${appPort}/api/GA/en/0/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Reader',
      email: `bench.${Date.now()}@example.org`,
      phone: '+1 404 555 0100',
      password: 'bench-orchard-2026',
      password_confirmation: 'bench-orchard-2026',
      gender: 'female',
      accept_terms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`Could not register the bench user: ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.includes('session'));
  if (!session) throw new Error('The registration set no session cookie');
  return `lang=en; ${session}`;
}

/** Lists of jobs, homes and products built from the database (each address asked once, so never cached). */
async function classifiedMisses(port, city) {
  const catalogue = (await (await fetch(`http://127.0.0.1:${port}/api/GA/en/0/products/catalogue`)).json())
    .data;
  const [vehicles] = catalogue.categories;
  const [cars] = vehicles.subCategories;
  const queries = [
    [
      'jobs: offer, full time, city',
      (n) => `/api/GA/en/0/jobs?intent=offer&job_type=full_time&city=${city}&limit=${n}`,
    ],
    [
      'jobs: salary 15-30 an hour, by salary',
      (n) => `/api/GA/en/0/jobs?price_min=15&price_max=30&salary_type=hour&sort=salary_high&limit=${n}`,
    ],
    [
      'homes: apartment, 2+ bedrooms, <= 2000',
      (n) => `/api/GA/en/0/rents?accommodation_type=apartment&bedrooms_min=2&price_max=2000&limit=${n}`,
    ],
    [
      'homes: women, shared bathroom, cheapest',
      (n) => `/api/GA/en/0/rents?gender=female&shared_bathroom=1&sort=price_low&limit=${n}`,
    ],
    [
      'products: a main category, used, <= 20000',
      (n) => `/api/GA/en/0/products?main_id=${vehicles.id}&condition=used&price_max=20000&limit=${n}`,
    ],
    [
      'products: cars, 2015-2020, cheapest',
      (n) =>
        `/api/GA/en/0/products?category_id=${cars.id}&year_from=2015&year_to=2020&sort=price_low&limit=${n}`,
    ],
  ];
  const table = [];
  for (const [name, url] of queries) {
    const rows = [];
    for (let round = 0; round < 10; round++) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${url(10 + round)}`);
      const body = await response.json();
      rows.push({
        ms: performance.now() - started,
        queries: Number(/db;desc="(\d+) queries"/.exec(response.headers.get('server-timing') ?? '')?.[1]),
        total: body.data.total,
      });
    }
    table.push({
      query: name,
      'in list': rows[0].total,
      'median ms': Number(median(rows.map((row) => row.ms)).toFixed(1)),
      'max ms': Number(Math.max(...rows.map((row) => row.ms)).toFixed(1)),
      'queries per request': [...new Set(rows.map((row) => row.queries))].join(', '),
    });
  }
  return table;
}

/**
 * The same lists on PostgreSQL (BENCH_POSTGRES_URL, by default the local test server): a
 * database of its own, seeded alike and analysed, then dropped. Skipped with a notice when no
 * PostgreSQL answers.
 */
async function postgresClassifiedMisses() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`\nPostgreSQL did not answer at ${adminUrl}: its classified figures are skipped.`);
    return;
  }
  const name = `jaliya_bench_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin.query(`create database ${name}`);
  try {
    const started = performance.now();
    const { stop } = await startSeededServer({
      port: postgresPort,
      businesses: 100,
      classifieds: CLASSIFIEDS,
      environment: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: url.toString() },
    });
    try {
      // As autovacuum would after a bulk load: the planner needs statistics.
      const analyse = new pg.Client({ connectionString: url.toString() });
      await analyse.connect();
      await analyse.query('analyze');
      await analyse.end();
      const city = (await (await fetch(`http://127.0.0.1:${postgresPort}/api/GA/en/0/site/settings`)).json())
        .data.cities[0].id;
      const rows = await classifiedMisses(postgresPort, city);
      console.log(
        `\nThe same on PostgreSQL (${CLASSIFIEDS.toLocaleString('en-US')} posts of each kind, seeded in ${Math.round((performance.now() - started) / 1000)} s):`,
      );
      console.table(rows);
    } finally {
      await stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

/** Directory and classified answers built from the database (cache misses): each address asked once. */
async function measureMisses({ subcategory, city }) {
  const uncached = [];
  for (const [index, query] of [
    'sort=newest',
    'sort=name',
    'open_now=1',
    'verified=1',
    'sort=nearest&lat=33.75&lng=-84.39',
  ].entries()) {
    for (let round = 0; round < 10; round++) {
      const url = `/api/GA/en/0/businesses?category_id=${subcategory.id}&limit=${10 + round}&${query}`;
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${appPort}${url}`);
      const body = await response.json();
      uncached.push({
        query: index,
        ms: performance.now() - started,
        queries: Number(/db;desc="(\d+) queries"/.exec(response.headers.get('server-timing') ?? '')?.[1]),
        total: body.data.total,
      });
    }
  }
  const byQuery = [0, 1, 2, 3, 4].map((index) => uncached.filter((row) => row.query === index));
  console.log(
    `\nDirectory answers built from the database (${BUSINESSES.toLocaleString('en-US')} businesses, subcategory ${subcategory.id}, 10 misses each):`,
  );
  console.table(
    byQuery.map((rows, index) => ({
      query: ['newest', 'name', 'open now', 'verified', 'nearest'][index],
      'in list': rows[0].total,
      'median ms': Number(median(rows.map((row) => row.ms)).toFixed(1)),
      'max ms': Number(Math.max(...rows.map((row) => row.ms)).toFixed(1)),
      'queries per request': [...new Set(rows.map((row) => row.queries))].join(', '),
    })),
  );
  // Building a classified list from the database (a cache miss), three filters each.
  const classifiedRows = await classifiedMisses(appPort, city);
  console.log(
    `\nClassified answers built from the database (${CLASSIFIEDS.toLocaleString('en-US')} posts of each kind, SQLite, 10 misses each):`,
  );
  console.table(classifiedRows);
}

const verdict = (isMet) => (isMet ? 'met' : 'MISSED');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

const { server, stop } = await startSeededServer({
  port: appPort,
  businesses: needsLargeDirectory ? BUSINESSES : 0,
  classifieds: needsLargeDirectory ? CLASSIFIEDS : 0,
  // One trusted proxy hop: the image section's logins each come from an address of their own.
  environment: { NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', TRUST_PROXY: '1' },
});
// The bare server answers from a snapshot written in a folder of its own.
const snapshotDir = mkdtempSync(path.join(tmpdir(), 'jaliya-bench-snapshot-'));
let bare;
try {
  const firstPost = (await (await fetch(`http://127.0.0.1:${appPort}/api/GA/en/0/blog/posts`)).json()).data
    .items[0];
  // The subcategory with the most businesses.
  const mains = (await (await fetch(`http://127.0.0.1:${appPort}/api/GA/en/0/categories`)).json()).data;
  const subcategory = mains
    .flatMap((main) => main.subcategories)
    .sort((a, b) => b.listingCount - a.listingCount)[0];
  const cities = (await (await fetch(`http://127.0.0.1:${appPort}/api/GA/en/0/site/settings`)).json()).data
    .cities;
  const city = cities[0].id;
  const marketMain = (
    await (await fetch(`http://127.0.0.1:${appPort}/api/GA/en/0/products/catalogue`)).json()
  ).data.categories[0].id;
  const address = (template) =>
    template
      .replaceAll('{marketMain}', String(marketMain))
      .replaceAll('{subcategory}', String(subcategory.id))
      .replaceAll('{city}', String(city))
      .replace('{subcategoryPage}', `/SubCategory/x/${subcategory.id}?Page=service`)
      .replace('{postId}', String(firstPost.id))
      .replace('{blogIds}', blogIds.join(','))
      .replace('{post}', `/Show-Blog/${firstPost.id}/${firstPost.slug}`);
  const sessionCookie = await signIn();
  // The posts a member's /Blog shows: its page-state call asks about their saved marks.
  const memberBlog = await fetch(`http://127.0.0.1:${appPort}/Blog`, { headers: { cookie: sessionCookie } });
  const blogIds = [...(await memberBlog.text()).matchAll(/name="id" value="(\d+)"/g)].map(([, id]) => id);

  // The bare server answers each measured address with the bytes the app gave for it.
  const snapshot = {};
  const measured = CHOSEN_GROUPS.flatMap((group, groupIndex) =>
    group.routes.map(([name, template], routeIndex) => {
      const bareUrl = `/bare/${groupIndex}/${routeIndex}`;
      return {
        group,
        name,
        url: address(template),
        bareUrl,
        cookie: group.session ? sessionCookie : 'lang=en',
      };
    }),
  );
  for (const target of measured) {
    const response = await fetch(`http://127.0.0.1:${appPort}${target.url}`, {
      headers: { cookie: target.cookie },
    });
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
    snapshot[target.bareUrl] = { type: response.headers.get('content-type'), body: await response.text() };
  }
  const snapshotFile = path.join(snapshotDir, 'snapshot.json');
  writeFileSync(snapshotFile, JSON.stringify(snapshot));
  bare = fork(path.join(root, 'bench/bare-server.mjs'), [String(barePort), snapshotFile], {
    stdio: 'ignore',
  });
  if (measured.length > 0) await waitFor(`http://127.0.0.1:${barePort}${measured[0].bareUrl}`);

  console.log(`\nJaliya benchmark: ${seconds} s per measurement, Node ${process.version}`);

  if (chosen('misses')) await measureMisses({ subcategory, city });
  if (chosen('postgres')) await postgresClassifiedMisses();
  // An uncached read with one and with two processes on one PostgreSQL database (docs/deploy.md).
  if (chosen('processes')) await measureProcesses({ seconds });
  const ROUNDS = 3;
  for (const group of CHOSEN_GROUPS) {
    const rows = [];
    for (const target of measured.filter((candidate) => candidate.group === group)) {
      const options = { connections: group.connections, cookie: target.cookie };
      const appUrl = `http://127.0.0.1:${appPort}${target.url}`;
      const bareUrl = `http://127.0.0.1:${barePort}${target.bareUrl}`;
      // Warm both up (JIT, caches) for 2 s, then alternate app and bare; report the median round.
      await load(appUrl, { ...options, duration: 2 });
      await load(bareUrl, { ...options, duration: 2 });
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) {
        const app = await load(appUrl, options);
        const yardstick = await load(bareUrl, options);
        rounds.push({ app, yardstick, ratio: app.requests.average / yardstick.requests.average });
      }
      const ratio = median(rounds.map((round) => round.ratio));
      const { app, yardstick } = rounds.find((round) => round.ratio === ratio);
      const p99 = median(rounds.map((round) => round.app.latency.p99));
      rows.push({
        route: target.name,
        bytes: Buffer.byteLength(snapshot[target.bareUrl].body),
        'app req/s': Math.round(app.requests.average),
        'app p99 ms': p99,
        'bare req/s': Math.round(yardstick.requests.average),
        'bare p99 ms': yardstick.latency.p99,
        ratio: `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`,
        rounds: rounds.map((round) => `${Math.round(round.ratio * 100)}%`).join(' '),
        [`>= ${group.ratio * 100}%`]: verdict(ratio >= group.ratio),
        ...(group.p99 ? { [`p99 <= ${group.p99}`]: verdict(p99 <= group.p99) } : {}),
        errors: rounds.reduce((sum, round) => sum + round.app.errors + round.app.non2xx, 0),
      });
    }
    console.log(`\n${group.title}: ${group.connections} connections`);
    console.table(rows);
  }

  // Many visitors at once: every request answered, none timing out.
  if (chosen('stress')) await measureStress(address);

  // What a first visit to each public page type downloads, in both languages, as the browser
  // receives it (script <= 108 KB and messages <= 6 KB, Brotli; issue 37), beside its HTML.
  if (chosen('first-load')) await measureFirstLoad({ origin: `http://127.0.0.1:${appPort}` });
  if (chosen('memory')) {
    const rss = residentMegabytes(server.pid);
    console.log(`Server memory after the load: ${rss} MB RSS (target: under 200 MB, ${verdict(rss < 200)}).`);
  }

  // Last, so the figures above are as before: /Login and the login API during eight large uploads.
  if (chosen('images')) await measureImageBurst({ port: appPort, pid: server.pid });
} finally {
  bare?.kill('SIGTERM');
  await stop();
  rmSync(snapshotDir, { recursive: true, force: true });
}

/** 500 connections at once on three pages: every request answered, none timing out. */
async function measureStress(address) {
  const stressRows = [];
  for (const template of STRESS.routes) {
    const url = address(template);
    const result = await load(`http://127.0.0.1:${appPort}${url}`, {
      connections: STRESS.connections,
      duration: stressSeconds,
      cookie: url.includes('lang=') ? '' : 'lang=en',
    });
    const failures = result.errors + result.timeouts + result.non2xx;
    stressRows.push({
      page: url,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      target: verdict(failures === 0 && result.latency.p99 < STRESS.p99),
    });
  }
  console.log(
    `\n${STRESS.connections} connections for ${stressSeconds} s per page (target: no error, no time-out, p99 under ${STRESS.p99} ms):`,
  );
  console.table(stressRows);
}

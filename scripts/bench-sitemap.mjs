// `npm run bench:sitemap`: the sitemap's size and the time to build it, on the production build,
// at the demo data and at 100,000 posts (25,000 businesses and 25,000 of each classified kind),
// on SQLite and, when it answers, on PostgreSQL. A crawler's walk: the index, then every child
// sitemap, each built fresh (a cache miss), then the same again compressed (from the page cache
// for the files it keeps). Prints the files, the addresses, the bytes as written and as sent
// compressed, the slowest file, and the server's resident memory before and at its peak (VmHWM).
// Settings: BENCH_SITEMAP_POSTS_PER_KIND (default 25,000), BENCH_POSTGRES_URL.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startSeededServer } from './lib.mjs';

const PER_KIND = Number(process.env.BENCH_SITEMAP_POSTS_PER_KIND ?? 25_000);
const port = 3347;
const origin = `http://127.0.0.1:${port}`;

/** Resident memory of a process in MB, now and at its peak. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

/** One GET with node:http, so a compressed body is measured as sent (fetch would inflate it). */
function timed(path, headers = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const pieces = [];
        response.on('data', (piece) => pieces.push(piece));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
          else
            resolve({
              ms: performance.now() - started,
              body: Buffer.concat(pieces),
              cache: response.headers['x-page-cache'],
            });
        });
      })
      .on('error', reject);
  });
}

/** Walks the index and every child: once built fresh, once from the cache (compressed, as crawlers ask). */
async function walk() {
  const index = await timed('/sitemap.xml', { 'accept-encoding': 'identity' });
  const files = [...index.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  let bytes = index.body.length;
  let addresses = 0;
  let buildMs = index.ms;
  let slowest = { file: '/sitemap.xml', ms: index.ms, bytes: index.body.length };
  let largest = 0;
  for (const file of files) {
    const fresh = await timed(file, { 'accept-encoding': 'identity' });
    if (fresh.cache !== 'miss') throw new Error(`${file} was not built fresh (${fresh.cache})`);
    bytes += fresh.body.length;
    largest = Math.max(largest, fresh.body.length);
    addresses += (fresh.body.toString().match(/<url>/g) ?? []).length;
    buildMs += fresh.ms;
    if (fresh.ms > slowest.ms) slowest = { file, ms: fresh.ms, bytes: fresh.body.length };
  }
  // A crawler's second visit within the cache's time, compressed as crawlers ask: the files the
  // page cache kept are hits, the others are built again.
  let compressed = 0;
  let againMs = 0;
  let hits = 0;
  for (const file of ['/sitemap.xml', ...files]) {
    const again = await timed(file, { 'accept-encoding': 'gzip' });
    compressed += again.body.length;
    againMs += again.ms;
    if (again.cache === 'hit') hits++;
  }
  return { files: files.length, addresses, bytes, largest, compressed, buildMs, againMs, hits, slowest };
}

async function measure(label, { businesses = 0, classifieds = 0, environment = {} }) {
  const started = performance.now();
  const { server, stop } = await startSeededServer({
    port,
    businesses,
    classifieds,
    environment: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://jaliya.example',
      ...environment,
    },
  });
  const seededIn = Math.round((performance.now() - started) / 1000);
  try {
    // Warm the process as visitors would (and let the page cache settings load) before measuring.
    await fetch(`${origin}/`);
    const before = memory(server.pid);
    const result = await walk();
    const after = memory(server.pid);
    const kb = (value) => `${(value / 1024).toFixed(0)} KB`;
    return {
      data: label,
      'seeded (s)': seededIn,
      files: result.files,
      addresses: result.addresses.toLocaleString('en-US'),
      'written (KB)': kb(result.bytes),
      'largest file': kb(result.largest),
      'gzip sent': kb(result.compressed),
      'build all (ms)': Math.round(result.buildMs),
      'slowest file (ms)': `${Math.round(result.slowest.ms)} (${result.slowest.file.replace('/sitemaps/', '')})`,
      'again, gzip (ms)': `${Math.round(result.againMs)} (${result.hits} hits)`,
      'RSS before (MB)': before.rss,
      'RSS peak (MB)': after.peak,
    };
  } finally {
    await stop();
  }
}

const rows = [];
rows.push(await measure('demo, SQLite', {}));
rows.push(
  await measure(`${(PER_KIND * 4).toLocaleString('en-US')} posts, SQLite`, {
    businesses: PER_KIND,
    classifieds: PER_KIND,
  }),
);

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { default: pg } = await import('pg');
const admin = new pg.Client({ connectionString: adminUrl });
let hasPostgres = true;
try {
  await admin.connect();
} catch {
  hasPostgres = false;
  console.log(`PostgreSQL did not answer at ${adminUrl}: its figures are skipped.`);
}
if (hasPostgres) {
  for (const [label, size] of [
    ['demo, PostgreSQL', 0],
    [`${(PER_KIND * 4).toLocaleString('en-US')} posts, PostgreSQL`, PER_KIND],
  ]) {
    const name = `jaliya_bench_sitemap_${process.pid}_${size}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await admin.query(`create database ${name}`);
    try {
      rows.push(
        await measure(label, {
          businesses: size,
          classifieds: size,
          environment: { DATABASE_URL: url.toString() },
        }),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  }
  await admin.end();
}
console.log('\nSitemap: the index and every child sitemap, built fresh, then again compressed');
console.table(rows);

// `npm run bench`: requests per second and p99 latency of the cached API reads and two
// server-rendered pages, each beside a bare Fastify route serving the same bytes, measured in the
// same run on the same machine. Also the first-load JavaScript of the public pages and the
// server's memory after the load.
// Settings: BENCH_SECONDS (default 10 per measurement), BENCH_CONNECTIONS (default 10).
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildFresh, root, run } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const appPort = 3301;
const barePort = 3302;
const TARGET_RATIO = 0.5;

const ROUTES = [
  { name: 'general-setting (cached API read)', url: '/api/GA/en/0/general-setting', target: TARGET_RATIO },
  { name: 'home (cached API read)', url: '/api/GA/en/0/home', target: TARGET_RATIO },
  { name: 'blogs/web (cached API read)', url: '/api/GA/en/0/blogs/web', target: TARGET_RATIO },
  { name: 'blog post (cached API read)', url: '/api/GA/en/0/blogs/web/1', target: TARGET_RATIO },
  { name: 'home page (server-rendered HTML)', url: '/', target: null },
  { name: 'blog list page (server-rendered HTML)', url: '/Blog', target: null },
];

// Public pages whose first-load JavaScript is measured (budget: 130 KB gzip each).
const PAGES = ['/', '/About', '/Blog', '/Show-Blog/1', '/User-Guide', '/FAQ', '/Contact', '/Privacy-Policy'];

async function waitFor(url) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function load(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { cookie: 'lang=en' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

if (!isBuildFresh()) {
  console.log('Building first…');
  if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-bench-'));
const serverEnvironment = {
  ...process.env,
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
if (
  (await run('node', ['apps/server/dist/cli/db.js', 'seed'], { env: serverEnvironment, stdio: 'ignore' })) !==
  0
)
  process.exit(1);
// Start the server exactly as `npm run serve` does (same V8 flags), but as a direct child.
const [serveCommand, ...serveArguments] = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).scripts.serve.split(' ');
const server = spawn(serveCommand, serveArguments, {
  cwd: root,
  env: serverEnvironment,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let bare;
try {
  await waitFor(`http://127.0.0.1:${appPort}/health`);
  const snapshot = {};
  for (const route of ROUTES) {
    const response = await fetch(`http://127.0.0.1:${appPort}${route.url}`, {
      headers: { cookie: 'lang=en' },
    });
    snapshot[route.url] = { type: response.headers.get('content-type'), body: await response.text() };
  }
  const snapshotFile = path.join(dataDir, 'snapshot.json');
  writeFileSync(snapshotFile, JSON.stringify(snapshot));
  bare = fork(path.join(root, 'bench/bare-server.mjs'), [String(barePort), snapshotFile], {
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${barePort}/`);

  console.log(
    `\nJaliya benchmark: ${seconds} s per measurement, ${connections} connections, Node ${process.version}\n`,
  );
  const rows = [];
  const ROUNDS = 3;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  for (const route of ROUTES) {
    // Warm both up (JIT, caches) for 2 s, then alternate app and bare; report the median round.
    await load(`http://127.0.0.1:${appPort}${route.url}`, 2);
    await load(`http://127.0.0.1:${barePort}${route.url}`, 2);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const app = await load(`http://127.0.0.1:${appPort}${route.url}`);
      const yardstick = await load(`http://127.0.0.1:${barePort}${route.url}`);
      rounds.push({ app, yardstick, ratio: app.requests.average / yardstick.requests.average });
    }
    const ratio = median(rounds.map((round) => round.ratio));
    const { app, yardstick } = rounds.find((round) => round.ratio === ratio);
    rows.push({
      route: route.name,
      bytes: Buffer.byteLength(snapshot[route.url].body),
      'app req/s': Math.round(app.requests.average),
      'app p99 ms': app.latency.p99,
      'bare req/s': Math.round(yardstick.requests.average),
      'bare p99 ms': yardstick.latency.p99,
      ratio: `${Math.round(ratio * 100)}%`,
      rounds: rounds.map((round) => `${Math.round(round.ratio * 100)}%`).join(' '),
      target: route.target
        ? `>= ${route.target * 100}% ${ratio >= route.target ? 'met' : 'MISSED'}`
        : 'reported',
      errors: rounds.reduce((sum, round) => sum + round.app.errors + round.app.non2xx, 0),
    });
  }
  console.table(rows);

  // First-load JavaScript of each public page: every module script and module preload, gzipped.
  const budgetKilobytes = 130;
  const sizes = [];
  for (const page of PAGES) {
    const response = await fetch(`http://127.0.0.1:${appPort}${page}`, { headers: { cookie: 'lang=en' } });
    const html = await response.text();
    const scripts = new Set(
      [
        ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+)"/g),
      ].map((match) => match[1]),
    );
    for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
      scripts.add(match[1]);
    let gzipBytes = 0;
    for (const script of scripts) {
      const source = Buffer.from(await (await fetch(`http://127.0.0.1:${appPort}${script}`)).arrayBuffer());
      gzipBytes += gzipSync(source, { level: 9 }).length;
    }
    const kilobytes = gzipBytes / 1024;
    sizes.push({
      page: `${page} (${response.status})`,
      'KB gzip': Number(kilobytes.toFixed(1)),
      files: scripts.size,
      budget:
        kilobytes <= budgetKilobytes ? `<= ${budgetKilobytes} KB met` : `<= ${budgetKilobytes} KB MISSED`,
    });
  }
  console.log('\nFirst-load JavaScript of the public pages (English):');
  console.table(sizes);
  console.log(
    `Server memory after the load: ${residentMegabytes(server.pid)} MB RSS (budget: under 200 MB).`,
  );
} finally {
  bare?.kill('SIGTERM');
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

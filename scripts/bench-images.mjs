// `npm run bench:images` (and a section of `npm run bench`): how the site answers while large
// photos are being processed. Eight 40-megapixel JPEGs (made here with sharp) are uploaded at once
// from four accounts; meanwhile the `/Login` page and the login API are asked in a loop. Prints
// their p50, p99 and worst latency idle and during the burst, the uploads' outcomes and times,
// and the server's peak memory. The server must trust one proxy hop (TRUST_PROXY=1): each login
// comes from an address of its own, so the per-address login limit never answers instead.
// Settings: BENCH_IMAGE_UPLOADS (8), BENCH_IMAGE_ACCOUNTS (4), BENCH_IMAGE_MEGAPIXELS (40), and
// the server's own IMAGE_CONCURRENCY and IMAGE_QUEUE (set a high concurrency to see it unbounded).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startSeededServer } from './lib.mjs';

const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 8);
const ACCOUNTS = Number(process.env.BENCH_IMAGE_ACCOUNTS ?? 4);
const MEGAPIXELS = Number(process.env.BENCH_IMAGE_MEGAPIXELS ?? 40);
const PASSWORD = 'bench-orchard-2026';
/** Pause between two rounds of the login probes. */
const PROBE_PAUSE_MS = 100;
/** Rounds of the probes while the server is idle. */
const IDLE_ROUNDS = 30;

let addressCounter = 0;
/** A documentation address (TEST-NET-2 and -3) per request, for the per-address limits. */
function nextAddress() {
  addressCounter += 1;
  const net = addressCounter % 2 === 0 ? '198.51.100' : '203.0.113';
  return `${net}.${(Math.floor(addressCounter / 2) % 254) + 1}`;
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function percentile(values, fraction) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const ms = (value) => Math.round(value);

async function register(base, name) {
  const email = `bench.images.${name}.${Date.now()}@example.org`;
  const response = await fetch(`${base}/api/GA/en/0/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      name: 'Bench Uploader',
      email,
      phone: '+1 404 555 0100',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      gender: 'female',
      accept_terms: true,
      sessionType: 'bearer',
    }),
  });
  if (response.status !== 201) throw new Error(`Could not register a bench account: ${response.status}`);
  const { token } = (await response.json()).data;
  return { email, authorization: `Bearer ${token}` };
}

/** A photo-like JPEG of about `megapixels` (smooth colour fields, so a few megabytes, not 40). */
async function largeJpeg(megapixels) {
  const { default: sharp } = await import('sharp');
  const width = Math.floor(Math.sqrt(megapixels * 1_000_000 * 1.5));
  const height = Math.floor((megapixels * 1_000_000) / width);
  const seed = Buffer.alloc(48 * 32 * 3);
  for (let index = 0; index < seed.length; index++) seed[index] = (index * 73 + (index >> 5) * 31) % 256;
  return {
    content: await sharp(seed, { raw: { width: 48, height: 32, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .jpeg({ quality: 85 })
      .toBuffer(),
    width,
    height,
  };
}

/** One round of probes: the login page as a guest, then a login through the API. */
async function probe(base, account) {
  const started = performance.now();
  const page = await fetch(`${base}/Login`, { headers: { cookie: 'lang=en' } });
  await page.arrayBuffer();
  const pageMs = performance.now() - started;
  const loginStarted = performance.now();
  const login = await fetch(`${base}/api/GA/en/0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: account.email, password: PASSWORD, sessionType: 'bearer' }),
  });
  await login.arrayBuffer();
  const loginMs = performance.now() - loginStarted;
  if (page.status !== 200 || login.status !== 200)
    throw new Error(`Probe failed: /Login ${page.status}, login ${login.status}`);
  return { pageMs, loginMs };
}

function summarise(phase, rounds) {
  const pages = rounds.map((round) => round.pageMs);
  const logins = rounds.map((round) => round.loginMs);
  return {
    phase,
    rounds: rounds.length,
    '/Login p50 ms': ms(percentile(pages, 0.5)),
    '/Login p99 ms': ms(percentile(pages, 0.99)),
    '/Login max ms': ms(Math.max(...pages)),
    'login API p50 ms': ms(percentile(logins, 0.5)),
    'login API p99 ms': ms(percentile(logins, 0.99)),
    'login API max ms': ms(Math.max(...logins)),
  };
}

/**
 * Runs the burst against a served build on `port` (process `pid`, for its memory) and prints the
 * figures. Answers them too.
 */
export async function measureImageBurst({ port, pid }) {
  const base = `http://127.0.0.1:${port}`;
  const image = await largeJpeg(MEGAPIXELS);
  const uploaders = [];
  for (let index = 0; index < ACCOUNTS; index++) uploaders.push(await register(base, `u${index}`));
  const prober = await register(base, 'login');

  // Idle: the same probes with nothing else running.
  const idle = [];
  for (let round = 0; round < IDLE_ROUNDS; round++) {
    idle.push(await probe(base, prober));
    await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
  }

  const rssBefore = residentMegabytes(pid);
  let rssPeak = rssBefore;
  const memory = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentMegabytes(pid));
  }, 50);
  const burstStarted = performance.now();
  const uploads = Array.from({ length: UPLOADS }, async (_, index) => {
    const form = new FormData();
    form.append('photo', new Blob([image.content], { type: 'image/jpeg' }), `large-${index}.jpg`);
    const started = performance.now();
    const response = await fetch(`${base}/api/GA/en/0/uploads/listing-photos`, {
      method: 'POST',
      headers: { authorization: uploaders[index % uploaders.length].authorization },
      body: form,
    });
    await response.arrayBuffer();
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  });
  let finished = false;
  const settled = Promise.all(uploads).finally(() => (finished = true));
  const busy = [];
  while (!finished) {
    busy.push(await probe(base, prober));
    await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
  }
  const results = await settled;
  const burstMs = performance.now() - burstStarted;
  clearInterval(memory);
  const rssAfter = residentMegabytes(pid);

  const statuses = {};
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  const stored = results.filter((result) => result.status === 200).map((result) => result.ms);
  console.log(
    `\nImage burst: ${UPLOADS} uploads of a ${image.width} x ${image.height} JPEG (${(image.content.length / 1024 / 1024).toFixed(1)} MB) from ${ACCOUNTS} accounts at once, server IMAGE_CONCURRENCY=${process.env.IMAGE_CONCURRENCY ?? 'default'}, IMAGE_QUEUE=${process.env.IMAGE_QUEUE ?? 'default'}:`,
  );
  const latency = [summarise('idle', idle), summarise('during the burst', busy)];
  console.table(latency);
  const figures = {
    'burst s': Number((burstMs / 1000).toFixed(1)),
    answers: Object.entries(statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', '),
    'stored p50 s': Number((percentile(stored, 0.5) / 1000).toFixed(1)),
    'stored max s': Number((Math.max(...stored) / 1000).toFixed(1)),
    'Retry-After': [...new Set(results.map((result) => result.retryAfter).filter(Boolean))].join(', ') || '-',
    'RSS before MB': rssBefore,
    'RSS peak MB': rssPeak,
    'RSS after MB': rssAfter,
  };
  console.table([figures]);
  return { latency, figures };
}

// Run on its own: a freshly seeded served build of its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = 3304;
  const { server, stop } = await startSeededServer({
    port,
    environment: { NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', TRUST_PROXY: '1' },
  });
  try {
    await measureImageBurst({ port, pid: server.pid });
  } finally {
    await stop();
  }
}

// A section of `npm run bench` (and `node scripts/bench-processes.mjs` alone): throughput of an
// uncached API read with one and with two server processes on one PostgreSQL database, as
// docs/deploy.md runs them behind a proxy. The read is a directory list (one subcategory, 20
// cards) built from the database on every request: the processes run with PUBLIC_CACHE_SECONDS=0,
// and the answer's query count proves each request asked the database. The load generator
// (autocannon, 20 connections) spreads its connections over the processes' ports.
// Needs PostgreSQL (BENCH_POSTGRES_URL, by default the local test server); skipped with a notice
// without it. Settings: BENCH_SECONDS (5), BENCH_PROCESS_BUSINESSES (2,000 on top of the demo).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildFresh, root, run, waitFor } from './lib.mjs';

const BUSINESSES = Number(process.env.BENCH_PROCESS_BUSINESSES ?? 2_000);
const CONNECTIONS = 20;
const ROUNDS = 3;

/** A port nothing listens on now (3306 is MySQL's, so no fixed pair is safe everywhere). */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function load(urls, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: urls, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Runs the figure; prints a table, or a notice when PostgreSQL does not answer. */
export async function measureProcesses({ seconds = Number(process.env.BENCH_SECONDS ?? 5) } = {}) {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`\nPostgreSQL did not answer at ${adminUrl}: the 1- and 2-process figure is skipped.`);
    return;
  }
  if (!isBuildFresh()) {
    console.log('Building first…');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('The build failed');
  }
  const name = `jaliya_bench_processes_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin.query(`create database ${name}`);
  const folders = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'jaliya-bench-processes-'));
    folders.push(made);
    return made;
  };
  const environment = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // Every read is built from the database: nothing is kept between requests.
    PUBLIC_CACHE_SECONDS: '0',
  };
  const servers = [];
  const ports = [await freePort(), await freePort()];
  try {
    const seedEnvironment = { ...environment, DATA_DIR: folder() };
    if (
      (await run('node', ['apps/server/dist/cli/db.js', 'seed'], {
        env: seedEnvironment,
        stdio: 'ignore',
      })) !== 0
    )
      throw new Error('Seeding the demo data failed');
    if (
      (await run('node', ['apps/server/dist/cli/bench-seed.js', String(BUSINESSES)], {
        env: seedEnvironment,
        stdio: 'ignore',
      })) !== 0
    )
      throw new Error('Adding the benchmark businesses failed');
    const analyse = new pg.Client({ connectionString: url.toString() });
    await analyse.connect();
    await analyse.query('analyze');
    await analyse.end();

    const [command, ...args] = JSON.parse(
      readFileSync(path.join(root, 'package.json'), 'utf8'),
    ).scripts.serve.split(' ');
    const start = async (port) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...environment, PORT: String(port), DATA_DIR: folder() },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      servers.push({ child, exited });
      await waitFor(`http://127.0.0.1:${port}/health`);
    };
    const urlsFor = (count) => ports.slice(0, count).map((port) => `http://127.0.0.1:${port}${address}`);
    await start(ports[0]);
    const first = `http://127.0.0.1:${ports[0]}`;
    const mains = (await (await fetch(`${first}/api/GA/en/0/categories`)).json()).data;
    const subcategory = mains
      .flatMap((main) => main.subcategories)
      .sort((a, b) => b.listingCount - a.listingCount)[0];
    const address = `/api/GA/en/0/businesses?category_id=${subcategory.id}&limit=20`;
    const probe = await fetch(`${first}${address}`);
    const queries = Number(
      /db;desc="(\d+) queries"/.exec(probe.headers.get('server-timing') ?? '')?.[1] ?? 0,
    );
    const { total } = (await probe.json()).data;
    if (!(queries > 0)) throw new Error(`${address} did not ask the database (server-timing: ${queries})`);

    await start(ports[1]);
    // Both processes run throughout (the second idles while one is measured); rounds alternate
    // and each figure is the median round, as the rest of the benchmark does.
    const rounds = { 1: [], 2: [] };
    for (const count of [1, 2]) await load(urlsFor(count), 2);
    for (let round = 0; round < ROUNDS; round++)
      for (const count of [1, 2]) rounds[count].push(await load(urlsFor(count), seconds));
    const rows = [1, 2].map((count) => {
      const sorted = [...rounds[count]].sort((x, y) => x.requests.average - y.requests.average);
      const result = sorted[Math.floor(sorted.length / 2)];
      return {
        processes: count,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        rounds: rounds[count].map((one) => Math.round(one.requests.average)).join(' '),
        errors: rounds[count].reduce((sum, one) => sum + one.errors + one.timeouts + one.non2xx, 0),
      };
    });
    rows[1]['vs 1'] = `${((rows[1]['req/s'] / rows[0]['req/s']) * 100).toFixed(0)}%`;
    console.log(
      `\nAn uncached API read (directory list, ${total} businesses in the subcategory, ${queries} queries a request) on one PostgreSQL database, ` +
        `${CONNECTIONS} connections spread over the processes, median of ${ROUNDS} alternating rounds of ${seconds} s; ${availableParallelism()} cores shared with PostgreSQL and the load generator:`,
    );
    console.table(rows);
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureProcesses();

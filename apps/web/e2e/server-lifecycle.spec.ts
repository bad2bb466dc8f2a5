import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The built server as an operator runs it: bad settings, start-up, graceful shutdown.
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

function startServer(environment: Record<string, string>, nodeOptions: string[] = []) {
  const child = spawn('node', [...nodeOptions, 'apps/server/dist/server.js'], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: 'production', ...environment },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test('start-up stops with a readable list of every bad setting', async () => {
  const server = startServer({
    PORT: 'abc',
    DATABASE_URL: 'mysql://x',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jaliya-')),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('Invalid configuration:');
  expect(server.output()).toMatch(/- PORT: .*\(got "abc"\)/);
  expect(server.output()).toMatch(/- DATABASE_URL: must start with postgres/);
});

test('SIGTERM finishes cleanly: exit 0 and the SQLite database closed', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-lifecycle-'));
  const port = 3297;
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/health`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
  expect((await fetch(`http://localhost:${port}/api/GA/en/0/site/home`)).status).toBe(404); // empty database: no site
  expect(existsSync(path.join(dataDir, 'jaliya.db-wal'))).toBe(true);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('stopped cleanly');
  // The last connection closing checkpoints and removes the write-ahead log.
  expect(existsSync(path.join(dataDir, 'jaliya.db-wal'))).toBe(false);
});

/** Runs one of the built command-line tools on a data folder. */
function runTool(tool: string, args: string[], dataDir: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      'node',
      [`apps/server/dist/cli/${tool}.js`, ...args],
      { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir } },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

async function waitForHealth(port: number) {
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/health`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
}

test.describe('a seeded built server', () => {
  test.describe.configure({ mode: 'serial' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-built-'));
  const port = 3298;
  const loadedModules = path.join(dataDir, 'loaded-modules.json');
  let server: ReturnType<typeof startServer>;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await runTool('db', ['seed'], dataDir);
    // Writes, as the process exits, every CommonJS module it ran (React's builds are CommonJS)
    // and how many times anything entered an AsyncLocalStorage. Node also enters modules it only
    // parsed for their export names (both branches of React's index.js); those never ran and are
    // not `loaded`.
    const preload = path.join(dataDir, 'list-modules.cjs');
    writeFileSync(
      preload,
      [
        "const { AsyncLocalStorage } = require('node:async_hooks');",
        'let entered = 0;',
        'const run = AsyncLocalStorage.prototype.run;',
        'AsyncLocalStorage.prototype.run = function (...args) { entered++; return run.apply(this, args); };',
        "process.on('exit', () => require('node:fs').writeFileSync(",
        `  ${JSON.stringify(loadedModules)},`,
        '  JSON.stringify({ entered, modules: Object.values(require.cache).filter((m) => m.loaded).map((m) => m.filename) }),',
        '));',
      ].join('\n'),
    );
    // Started as a careless caller would: NODE_ENV says development.
    server = startServer({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' }, ['-r', preload]);
    await waitForHealth(port);
  });

  test.afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  test('renders with the production build of React whatever NODE_ENV the caller set, outside any AsyncLocalStorage', async () => {
    for (const address of ['/', '/FAQ', '/Blog?lang=ar']) {
      const response = await fetch(`http://localhost:${port}${address}`);
      expect(response.status).toBe(200);
      // Vite's development client is not served either.
      expect(await response.text()).not.toContain('/@vite/client');
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const report = JSON.parse(readFileSync(loadedModules, 'utf8')) as { entered: number; modules: string[] };
    const modules = report.modules.filter((file) =>
      /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file),
    );
    expect(modules.some((file) => /react-dom-server\.[a-z]+\.production\.js$/.test(file))).toBe(true);
    expect(modules.filter((file) => /\.development\.js$/.test(file))).toEqual([]);
    // Rendering must not switch on async-context tracking: on Node 20 it slows every later
    // request of the process (React's Node stream renderer does; see entry.server.tsx).
    expect(report.entered).toBe(0);
  });
});

test('a guest page is cached, and a change recorded by another process evicts it within seconds', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-changes-'));
  const port = 3299;
  await runTool('db', ['seed'], dataDir);
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  try {
    await waitForHealth(port);
    const cacheOutcome = async () =>
      (await fetch(`http://localhost:${port}/FAQ`, { headers: { cookie: 'lang=en' } })).headers.get(
        'x-page-cache',
      );
    expect(await cacheOutcome()).toBe('miss');
    expect(await cacheOutcome()).toBe('hit');
    // The settings tool writes to the database and records the change; the server reads it.
    await runTool('settings', ['live-chat', 'off'], dataDir);
    await expect.poll(cacheOutcome, { timeout: 6_000, intervals: [250] }).toBe('miss');
    expect(await cacheOutcome()).toBe('hit');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('SIGTERM under load: every request is answered or its new connection refused, and the exit is 0', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-drain-'));
  const port = 3346;
  await runTool('db', ['seed'], dataDir);
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SHUTDOWN_DELAY_SECONDS: '1',
    SHUTDOWN_GRACE_SECONDS: '10',
  });
  try {
    await waitForHealth(port);
    // A request's outcome: its status, or the error of one that got no answer, and whether it
    // went over a connection that had already carried an answer.
    const outcomes: { status: number | string; isReused: boolean; endedAt: number }[] = [];
    const get = (agent: http.Agent, address: string) =>
      new Promise<void>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: address, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            outcomes.push({
              status: response.statusCode ?? 0,
              isReused: request.reusedSocket,
              endedAt: Date.now(),
            });
            resolve();
          });
        });
        request.on('error', (error: NodeJS.ErrnoException) => {
          outcomes.push({
            status: error.code ?? error.message,
            isReused: request.reusedSocket,
            endedAt: Date.now(),
          });
          setTimeout(resolve, 5);
        });
      });
    let isLoading = true;
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const fresh = new http.Agent({ keepAlive: false });
    const clients = [
      '/',
      '/Blog?lang=ar',
      '/api/GA/en/0/site/settings',
      '/sitemap.xml',
      '/api/GA/en/0/site/home',
      '/FAQ',
    ].map((address, index) =>
      (async () => {
        while (isLoading) await get(index % 3 === 2 ? fresh : keptAlive, address);
      })(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // While it drains, the load balancer's check says so, and pages are still served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ failed: ['process'] });
    expect(await server.exited).toBe(0);
    isLoading = false;
    await Promise.all(clients);
    keptAlive.destroy();
    expect(server.output()).toContain('stopped cleanly');

    // Refused once the listener closed (a second after the signal): ECONNREFUSED, or ECONNRESET for a
    // connection still queued, never accepted. Anything else would be a request the stop dropped.
    const listenerClosedAt = signalledAt + 1000;
    const dropped = outcomes.filter(
      (outcome) =>
        outcome.status !== 200 &&
        !(
          outcome.status === 'ECONNREFUSED' ||
          (outcome.status === 'ECONNRESET' && !outcome.isReused && outcome.endedAt >= listenerClosedAt)
        ),
    );
    expect(dropped).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.status === 200 && outcome.endedAt > signalledAt).length,
    ).toBeGreaterThan(20);
    expect(outcomes.some((outcome) => outcome.status === 'ECONNREFUSED')).toBe(true);
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

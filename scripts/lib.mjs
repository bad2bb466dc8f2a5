// Small helpers shared by the repository's scripts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/server/src',
  'packages/contract/src',
];
const OUTPUTS = ['apps/web/build/server/index.js', 'apps/server/dist/server.js'];

/** True when both builds exist and are newer than every source file. */
export function isBuildFresh() {
  const outputs = OUTPUTS.map((output) => path.join(root, output));
  if (!outputs.every((output) => existsSync(output))) return false;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return SOURCES.every((source) => newestModification(path.join(root, source)) <= builtAt);
}

/** The Chromium to test with: CHROME_PATH, else Debian's /usr/bin/chromium, else undefined. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((candidate) => existsSync(candidate));
}

/** Waits until a URL answers 2xx (a server starting up), for at most 20 seconds. */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The production build served as `npm run serve` serves it (same V8 flags), as a direct child on
 * a fresh, seeded data folder: builds first when the sources changed. `stop()` ends it and removes
 * the folder. For the benchmarks.
 */
export async function startSeededServer({
  port,
  environment = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  businesses = 0,
  classifieds = 0,
}) {
  if (!isBuildFresh()) {
    console.log('Building first…');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('The build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...environment };
  if ((await run('node', ['apps/server/dist/cli/db.js', 'seed'], { env, stdio: 'ignore' })) !== 0)
    throw new Error('Seeding the demo data failed');
  // A larger directory on top of the demo data, for the benchmarks that need one.
  if (
    businesses &&
    (await run(
      'node',
      [
        'apps/server/dist/cli/bench-seed.js',
        String(businesses),
        ...(classifieds ? ['--classifieds', String(classifieds)] : []),
      ],
      {
        env,
        stdio: 'ignore',
      },
    )) !== 0
  )
    throw new Error('Adding the benchmark businesses failed');
  const [command, ...args] = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ).scripts.serve.split(' ');
  const server = spawn(command, args, { cwd: root, env, stdio });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, stop };
}

// Small helpers shared by the repository's scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The built server as an operator runs it: bad settings, start-up, graceful shutdown.
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

function startServer(environment: Record<string, string>) {
  const child = spawn('node', ['apps/server/dist/server.js'], {
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
  expect((await fetch(`http://localhost:${port}/api/GA/en/0/home`)).status).toBe(404); // empty database: no site
  expect(existsSync(path.join(dataDir, 'jaliya.db-wal'))).toBe(true);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('stopped cleanly');
  // The last connection closing checkpoints and removes the write-ahead log.
  expect(existsSync(path.join(dataDir, 'jaliya.db-wal'))).toBe(false);
});

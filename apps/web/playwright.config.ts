import { defineConfig, devices } from '@playwright/test';
import { SMTP_PORT } from './e2e/mail-capture';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'jaliya-e2e-'));
// Workers load this file again: they inherit the folder instead of making one of their own, so a
// test can run the server's command-line tools (such as creating a moderator) on the same data.
process.env.E2E_DATA_DIR = dataDir;
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Browser tests against the built app, in Debian's Chromium (or CHROME_PATH). */
export default defineConfig({
  testDir: './e2e',
  // A real SMTP server for the e-mailed codes (see e2e/mail-capture.ts).
  globalSetup: './e2e/mail-capture.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Guards against a hang, not speed checks (speed is measured by `npm run bench`): generous
  // enough for the suite's longest flows with two browsers and the server sharing two slow cores.
  // The CI machine has run the same tests three to four times slower than a quiet one, where a
  // 10 s expectation once ran out while a page was still arriving; a real failure only takes
  // 5 s longer to report.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The live chat is on (Crisp; its script is a local stand-in, see e2e/fixtures.ts), and the
    // home page links to both app stores.
    command: [
      'node apps/server/dist/cli/db.js seed',
      'node apps/server/dist/cli/settings.js live-chat crisp e2e-website-id',
      "node apps/server/dist/cli/settings.js apps 'https://apps.apple.com/us/app/jaliya/id6450000000' 'https://play.google.com/store/apps/details?id=us.jaliya.app'",
      'npm run serve',
    ].join(' && '),
    cwd: repositoryRoot,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Each test speaks from its own address (X-Forwarded-For), so per-address limits stay on.
      TRUST_PROXY: 'true',
      // Reports never hide a demo business here, however often a test is repeated (the hiding
      // itself is tested through the API).
      REPORTS_TO_HIDE: '1000',
    },
  },
});

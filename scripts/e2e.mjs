// Browser tests: builds the app when sources changed, then runs Playwright in Chromium.
// Without a browser (and outside CI) it skips with a notice instead of failing.
import { findChromium, isBuildFresh, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  const message =
    'No Chromium found (looked at CHROME_PATH and /usr/bin/chromium), so the browser tests are skipped.\n' +
    '  Install one on Debian/Ubuntu with: sudo apt-get update && sudo apt-get install -y chromium\n' +
    '  or point CHROME_PATH at any Chromium or Chrome binary.';
  if (process.env.CI) {
    console.error(`[error] ${message}\n  CI must run the browser tests.`);
    process.exit(1);
  }
  console.warn(`\n[notice] ${message}\n`);
  process.exit(0);
}

if (!isBuildFresh()) {
  console.log('Building the app for the browser tests…');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

process.exit(
  await run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, CHROME_PATH: chromium },
  }),
);

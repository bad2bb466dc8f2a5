// `npm run audit`: the packages the server runs with, checked against the registry's advisories
// (SECURITY.md item 27). Fails on a high or critical advisory. Where the registry's audit endpoint
// cannot be reached (a mirror without it, as on the build machines), it says so loudly and passes:
// the lockfile is still committed and install scripts still allowed only for named packages.
import { execFile } from 'node:child_process';
import { root } from './lib.mjs';

const output = await new Promise((resolve) => {
  execFile(
    'npm',
    ['audit', '--omit=dev', '--json'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    (_error, stdout) => resolve(stdout),
  );
});

let report;
try {
  report = JSON.parse(output);
} catch {
  report = { error: { summary: 'no JSON answer' } };
}

if (report.error || report.statusCode) {
  const bar = '='.repeat(78);
  console.warn(
    `${bar}\n  npm audit could not run: the registry's audit endpoint answered ${
      report.statusCode ?? report.error?.summary ?? 'nothing'
    }.\n  No advisory was checked. Run \`npm run audit\` where registry.npmjs.org's audit API answers.\n${bar}`,
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (runtime packages): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${
    counts.moderate ?? 0
  } moderate, ${counts.low ?? 0} low.`,
);
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  if (entry.severity === 'high' || entry.severity === 'critical')
    console.error(`  ${entry.severity}: ${name} (${entry.range})`);
}
process.exit(serious > 0 ? 1 : 0);

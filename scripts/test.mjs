// `npm test`: unit and API tests (SQLite and PostgreSQL), then the browser tests.
import { run } from './lib.mjs';

const unitAndApi = await run('npx', ['vitest', 'run']);
if (unitAndApi !== 0) process.exit(unitAndApi);
process.exit(await run('node', ['scripts/e2e.mjs']));

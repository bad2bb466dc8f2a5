// `npm run bench:search`: the search benchmark (apps/server/src/cli/bench-search.ts) on the
// production build, on SQLite and on PostgreSQL. Builds first when the build is older than the
// sources. Settings: BENCH_SEARCH_LISTINGS, BENCH_SEARCH_ROUNDS, BENCH_POSTGRES_URL.
import { isBuildFresh, run } from './lib.mjs';

if (!isBuildFresh()) {
  console.log('Building first…');
  if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
}
process.exit(await run('node', ['apps/server/dist/cli/bench-search.js']));

// Bundles the server's TypeScript (with the contract package inlined) into dist/.
// npm packages stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
  'vite',
];

await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/db': 'src/cli/db.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/settings': 'src/cli/settings.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log('server built: apps/server/dist/server.js');

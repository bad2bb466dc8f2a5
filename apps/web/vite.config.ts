import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { messageFilesPlugin } from './app/lib/message-files.node';

const SHELL_MODULES = new RegExp(
  [
    String.raw`vite[\/]preload-helper`,
    String.raw`packages[\/]contract[\/]src[\/](messages|whole-numbers|endpoint-url|languages)\.ts$`,
    String.raw`apps[\/]web[\/]app[\/]lib[\/](i18n|api-client|catalogue|use-hydrated|page-state|client-lazy|language)\.tsx?$`,
    // page-meta is not the layout's but nearly every page's (its title and links): one file less.
    String.raw`apps[\/]web[\/]app[\/]components[\/](link|skeleton|static-island|deferred-island|page-meta)\.tsx$`,
    // Not here: the header's and the footer's own code (their menus, search box, newsletter form,
    // links), which loads after the page has hydrated (components/deferred-island.tsx).
  ].join('|'),
);

const reactRouterDirectory = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);

/**
 * The browser gets React Router's production build. Its package exports only the development
 * build (remix-run/react-router#14102): the two differ in one constant, and with it on the
 * browser ran React Router's development warnings and carried their text. Both entries point at
 * the same production chunks. The server keeps the exported build: the app server's React Router
 * and the rendered app's must be one module, and there its warnings cost next to nothing.
 */
function reactRouterProductionBuild(): Plugin {
  const entries: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'jaliya:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      const file = options?.ssr ? undefined : entries[id];
      return file ? path.join(reactRouterDirectory, 'dist', 'production', file) : null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter(), messageFilesPlugin()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one long-cached chunk: they change only with
            // an upgrade, and one file compresses better than the four they were split into.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // What every page's first load needs besides its own route: the shared code the root
            // layout imports. One file rather than ten small ones compresses better and is one
            // request; nothing in it is page-specific or heavy (no library comes in with it).
            {
              name: 'shell',
              test: SHELL_MODULES,
              priority: 1,
            },
            // The addresses of the posts' pages: the registry of kinds (which declares them) and the
            // features' path helpers, which every page that links to a post needs together. They
            // are not in the shell, as pages linking to no post (about, legal, login) need none.
            {
              name: 'paths',
              test: /packages[\\/]contract[\\/]src[\\/](kinds[\\/][a-z-]+|page-paths)\.ts$|apps[\\/]web[\\/]app[\\/]features[\\/][a-z-]+[\\/][a-z-]+-paths\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

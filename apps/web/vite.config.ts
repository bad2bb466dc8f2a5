import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const SHELL_MODULES = new RegExp(
  [
    String.raw`vite[\/]preload-helper`,
    String.raw`packages[\/]contract[\/]src[\/](messages|limits|endpoint-url|languages)\.ts$`,
    String.raw`apps[\/]web[\/]app[\/]lib[\/](i18n|api-client|catalogue|use-hydrated|use-dismiss|search-paths)\.tsx?$`,
    String.raw`apps[\/]web[\/]app[\/]components[\/](icons|skeleton|subscribe-box)\.tsx$`,
    String.raw`apps[\/]web[\/]app[\/]features[\/](layout[\/]navigation|welcome[\/]welcome-record)\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
          ],
        },
      },
    },
  },
});

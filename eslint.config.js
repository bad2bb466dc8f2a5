import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_CODE = {
  group: ['**/apps/server/**', '@jaliya/server'],
  message: 'Talk to the server through the API.',
};
/** Local rule: a file in app/features/<a>/ may not import from app/features/<b>/. */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const ownFeature = /[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(context.filename)?.[1];
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (!ownFeature || typeof source !== 'string' || !source.startsWith('.')) return;
            const target = path.resolve(path.dirname(context.filename), source);
            const targetFeature = /[\\/]app[\\/]features[\\/]([^\\/]+)/.exec(target)?.[1];
            if (targetFeature && targetFeature !== ownFeature) {
              context.report({
                node,
                message: `Feature "${ownFeature}" must not import feature "${targetFeature}"; move shared code to components/ or lib/.`,
              });
            }
          },
        };
      },
    },
  },
};
/** React Router's own link is used only by components/link.tsx (see why there). */
const ROUTER_LINK = {
  name: 'react-router',
  importNames: ['Link'],
  message: "Import Link from components/link: React Router's resolves every path on every render.",
};
const ANY_FEATURE = { group: ['**/features/**'], message: 'Shared code must not import features.' };

/**
 * Import rules per folder. In flat config a later block replaces a rule's options instead of
 * merging them, so each block lists every pattern that applies to its files.
 */
function importBoundaries() {
  const restrict = (files, patterns) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_LINK], patterns }] },
  });
  return [
    restrict(['apps/web/**/*.{ts,tsx}', 'packages/contract/**/*.ts'], [SERVER_CODE]),
    {
      files: ['apps/web/app/features/**/*.{ts,tsx}'],
      plugins: { jaliya: featureBoundaries },
      rules: { 'jaliya/no-cross-feature-imports': 'error' },
    },
    restrict(
      ['apps/web/app/components/**/*.{ts,tsx}', 'apps/web/app/lib/**/*.{ts,tsx}'],
      [SERVER_CODE, ANY_FEATURE],
    ),
    {
      // In the browser bundle, values come from the contract's zod-free subpaths; the root brings zod.
      // `.server` modules never reach the browser (React Router refuses to bundle them there).
      files: ['apps/web/app/**/*.{ts,tsx}'],
      ignores: ['apps/web/app/**/*.server.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@jaliya/contract',
                message:
                  'Import values from @jaliya/contract/languages or /messages; the root pulls zod into the bundle.',
                allowTypeImports: true,
              },
            ],
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/.react-router',
      'data',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests may assert that a value exists with `!` after checking it.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Migrations are frozen against Kysely<any> by design (see HOUSE-STYLE: never import app code).
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Browser tests are not React code: Playwright's fixture callback is also called `use`.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...importBoundaries(),
);

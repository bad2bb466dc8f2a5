import { defineConfig } from 'vitest/config';

const shared = {
  // Keep unit and API tests quick; browser tests live in Playwright.
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.routes.test.ts', '**/*.db.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'api-sqlite',
          include: ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.db.test.ts'],
          env: { JALIYA_TEST_DATABASE: 'sqlite' },
        },
      },
      {
        test: {
          ...shared,
          name: 'api-postgres',
          include: ['apps/server/src/**/*.routes.test.ts', 'apps/server/src/**/*.db.test.ts'],
          env: { JALIYA_TEST_DATABASE: 'postgres' },
          globalSetup: ['apps/server/src/test/postgres-setup.ts'],
        },
      },
    ],
  },
});

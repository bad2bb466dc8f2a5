import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAvailable: boolean;
  }
}

/**
 * Checks once whether PostgreSQL answers. In CI it must; elsewhere the PostgreSQL run of the API
 * tests is skipped with a notice saying how to enable it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.JALIYA_TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('postgresAvailable', true);
  } catch (error) {
    if (process.env.CI)
      throw new Error(`PostgreSQL is required in CI but ${url} did not answer: ${String(error)}`);
    console.warn(
      `\n[notice] PostgreSQL at ${url} is not reachable, so the PostgreSQL run of the API tests is skipped.\n` +
        '         Start PostgreSQL there, or set JALIYA_TEST_POSTGRES_URL to a server where this user may create databases.\n',
    );
    project.provide('postgresAvailable', false);
  } finally {
    await client.end().catch(() => undefined);
  }
}

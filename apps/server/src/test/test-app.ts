import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { LocalMediaStorage } from '../modules/media/media.storage';
import { mediaDirectory } from '../services';
import { DEFAULT_POSTGRES_URL } from './postgres-setup';

export type TestEngine = 'sqlite' | 'postgres';

/** The engine this test project runs against (set per Vitest project). */
export const testEngine: TestEngine = process.env.JALIYA_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** True when this run is the PostgreSQL one and no PostgreSQL server answered (never in CI). */
export function isEngineUnavailable(): boolean {
  return testEngine === 'postgres' && !inject('postgresAvailable');
}

/** A new, empty PostgreSQL database with a random name, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.JALIYA_TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL;
  const name = `jaliya_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Zod's shape, enough to check a response without importing the contract's schemas one by one. */
interface ResponseSchema {
  safeParse(value: unknown): { success: boolean; error?: { message: string } };
}

/**
 * Checks every JSON answer of the API against the response schema its route declares, including
 * the cached reads that send prepared bytes and so skip the serializer. A mismatch becomes a 500
 * (with the reason in the log), so any API test that reads the answer fails.
 */
function checkResponsesAgainstSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.statusCode === 304) return payload;
    const schemas = request.routeOptions.schema?.response as Record<string, ResponseSchema> | undefined;
    const schema = schemas?.[String(reply.statusCode)] ?? schemas?.[`${String(reply.statusCode)[0]}xx`];
    const type = String(reply.getHeader('content-type') ?? '');
    if (!schema || !type.startsWith('application/json') || reply.getHeader('content-encoding'))
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const result = schema.safeParse(JSON.parse(payload.toString()));
    if (result.success) return payload;
    throw new Error(
      `${request.method} ${request.url} answered ${reply.statusCode} outside its schema: ${result.error?.message}`,
    );
  });
}

export interface TestAppOptions {
  /** Keep every log line (at the configured LOG_LEVEL) in `logs`. */
  captureLogs?: boolean;
  /** Serve the built web app's pages too (`npm run build` first), with the page cache. */
  web?: 'production';
  /**
   * How long the app trusts the sites it read. A test that counts a request's queries sets it
   * long: the sites' re-read every 500 ms would otherwise land in a request on a slow machine.
   */
  sitesMaxAgeMs?: number;
}

/**
 * A migrated, empty database of the project's engine and an app over it (no web pages), in a
 * fresh data folder. Call `close()` in `afterAll`: it drops the database and the folder.
 */
export async function createTestApp(environment: Record<string, string> = {}, options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jaliya-test-'));
  const postgres = testEngine === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: postgres?.url ?? `sqlite:${path.join(dataDir, 'test.db')}`,
    ...environment,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const logs: string[] = [];
  const app = await buildApp({
    config,
    database,
    ...(options.captureLogs ? { logStream: { write: (line: string) => void logs.push(line) } } : {}),
    ...(options.web ? { web: options.web } : {}),
    ...(options.sitesMaxAgeMs ? { sitesMaxAgeMs: options.sitesMaxAgeMs } : {}),
    beforeRoutes: checkResponsesAgainstSchemas,
  });
  return {
    app,
    logs,
    db: database.db,
    /** Queries run so far (see `DatabaseHandle.queries`). */
    queries: database.queries,
    config,
    storage: new LocalMediaStorage(mediaDirectory(config)),
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

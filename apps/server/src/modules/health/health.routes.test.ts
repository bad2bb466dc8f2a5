import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../../test/test-app';

interface ReadyBody {
  status: 'ready' | 'not_ready';
  failed: string[];
  checks: Record<string, string>;
  diskFreeMb: number | null;
  walMb: number | null;
}

describe.skipIf(isEngineUnavailable())(`/health and /ready (${testEngine})`, () => {
  let t: TestApp;
  const ready = async (app = t.app) => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.headers['cache-control']).toBe('no-store');
    return { status: response.statusCode, body: response.json<ReadyBody>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is ready when the database answers, its migrations are current and the disk has room', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      failed: [],
      checks: { process: 'serving', database: 'ok', migrations: 'ok', disk: 'ok' },
    });
    expect(body.diskFreeMb).toBeGreaterThan(0);
    // SQLite's write-ahead log is reported for monitoring; PostgreSQL has none of its own here.
    if (testEngine === 'sqlite') expect(body.walMb).toBeGreaterThanOrEqual(0);
    else expect(body.walMb).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('is not ready while a migration this code expects has not run', async () => {
    const last = await t.db
      .selectFrom('kysely_migration' as never)
      .select(['name' as never, 'timestamp' as never])
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const { name } = last as { name: string };
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'not_ready', failed: ['migrations'] });
      expect(body.checks).toMatchObject({ database: 'ok', migrations: 'pending' });
    } finally {
      await t.db
        .insertInto('kysely_migration' as never)
        .values(last as never)
        .execute();
    }
    expect((await ready()).status).toBe(200);
  });

  it("is not ready when DATA_DIR's disk has less room than READY_MIN_FREE_MB", async () => {
    // More than any test machine's disk: 9 TB.
    const full = await createTestApp({ READY_MIN_FREE_MB: '9000000' });
    try {
      const { status, body } = await ready(full.app);
      expect(status).toBe(503);
      expect(body).toMatchObject({ failed: ['disk'], checks: { disk: 'low', database: 'ok' } });
      // The liveness answer does not care: the process is alive, only not to be sent work.
      expect((await full.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await full.close();
    }
  });

  it('answers 503 at once while the process drains, without touching the database', async () => {
    const draining = await createTestApp();
    try {
      draining.app.lifecycle.startDraining();
      const before = draining.queries.count;
      const { status, body } = await ready(draining.app);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'not_ready',
        failed: ['process'],
        checks: { process: 'draining', database: 'not_checked', migrations: 'not_checked' },
      });
      expect(draining.queries.count).toBe(before);
    } finally {
      await draining.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const cut = await createTestApp();
    try {
      await cut.db.destroy();
      const { status, body } = await ready(cut.app);
      expect(status).toBe(503);
      expect(body).toMatchObject({ failed: ['database'], checks: { database: 'unreachable' } });
    } finally {
      await cut.close().catch(() => undefined);
    }
  });
});

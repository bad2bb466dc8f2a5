import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createSite } from '../seed/factories';
import { createTestApp, isEngineUnavailable, type TestApp, testEngine } from '../test/test-app';
import { BackgroundJobs } from './background-jobs';
import { drainAndStop } from './graceful-shutdown';

interface Answer {
  /** An HTTP status, or the error code of a request that got no answer. */
  status: number | string;
  body: string;
  /** Whether it went over a connection that had carried an earlier answer. */
  isReused: boolean;
}

interface Outcome extends Omit<Answer, 'body'> {
  path: string;
  startedAt: number;
  endedAt: number;
}

/** One GET over an agent; resolves with the status, or the error code when there was no answer. */
function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, isReused: request.reusedSocket }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: error.code ?? error.message, body, isReused: request.reusedSocket }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? error.message, body: '', isReused: request.reusedSocket }),
    );
  });
}

describe.skipIf(isEngineUnavailable())(`graceful drain (${testEngine})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    // The drain closed each app; their databases and data folders are still to go.
    for (const t of apps) await t.close().catch(() => undefined);
  });

  it.each([
    { delayMs: 600, when: 'with a delay for a load balancer' },
    { delayMs: 0, when: 'without a delay' },
  ])(
    'answers every request under load while it drains, then refuses new connections, and stops cleanly ($when)',
    async ({ delayMs }) => {
      const t = await createTestApp();
      apps.push(t);
      await createSite(t.db);
      // A request that takes a while, so some are in flight when the stop comes.
      t.app.get('/test/slow', async () => {
        await sleep(400);
        return { ok: true };
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const outcomes: Outcome[] = [];
      let isLoading = true;
      const jobs = new BackgroundJobs();
      let jobRuns = 0;
      let isJobRunning = false;
      // A periodic job that is in the middle of a run when the stop comes: it is waited for.
      jobs.every(
        50,
        async () => {
          jobRuns++;
          isJobRunning = true;
          await sleep(200);
          isJobRunning = false;
        },
        0,
      );

      // Eight clients on kept-alive connections and two opening a new connection per request, as
      // browsers and a proxy would, each sending the next request as soon as it has an answer.
      const client = (agent: http.Agent, path: string) =>
        (async () => {
          while (isLoading) {
            const startedAt = Date.now();
            const { status, isReused } = await get(agent, port, path);
            outcomes.push({ status, isReused, path, startedAt, endedAt: Date.now() });
            if (typeof status === 'string') await sleep(5);
          }
        })();
      const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const fresh = new http.Agent({ keepAlive: false });
      const clients = [
        ...Array.from({ length: 6 }, () => client(keptAlive, '/api/GA/en/0/site/settings')),
        client(keptAlive, '/test/slow'),
        client(keptAlive, '/health'),
        client(fresh, '/api/GA/en/0/site/settings'),
        client(fresh, '/test/slow'),
      ];

      await sleep(500);
      expect((await get(fresh, port, '/ready')).status).toBe(200);
      const stopAt = Date.now();
      const drained = drainAndStop({
        app: t.app,
        jobs,
        graceMs: 5000,
        delayMs,
        closeDatabase: async () => {
          // The test's own close() drops the database afterwards; the job must be over by now.
          expect(isJobRunning).toBe(false);
        },
      });
      if (delayMs > 0) {
        // While the delay lasts, the process still answers, and /ready says it is draining
        // (asked at once: on a busy machine a later question could come after the delay).
        const ready = await get(fresh, port, '/ready');
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', failed: ['process'] });
      }
      expect(await drained).toBe('clean');
      await sleep(200);
      isLoading = false;
      await Promise.all(clients);
      keptAlive.destroy();
      fresh.destroy();

      // Once the listener has closed, a new connection is refused: ECONNREFUSED, or ECONNRESET for
      // one the kernel had queued but the server had not yet accepted when the listener closed
      // (Linux resets those). A request on a connection that had already carried an answer, or any
      // answer but 200, would be a request the drain dropped.
      const listenerClosedAt = stopAt + delayMs;
      const isRefusedConnection = (outcome: Outcome) =>
        outcome.status === 'ECONNREFUSED' ||
        (outcome.status === 'ECONNRESET' && !outcome.isReused && outcome.endedAt >= listenerClosedAt);
      const failures = outcomes.filter((outcome) => outcome.status !== 200);
      const dropped = failures.filter((outcome) => !isRefusedConnection(outcome));
      expect(dropped, JSON.stringify(dropped.slice(0, 5))).toEqual([]);
      expect(failures.every((failure) => failure.endedAt >= listenerClosedAt)).toBe(true);
      expect(failures.filter((failure) => failure.status === 'ECONNREFUSED').length).toBeGreaterThan(0);
      // Requests kept coming in and being answered while /ready said 503 (the load balancer's turn).
      const duringDelay = outcomes.filter(
        (outcome) =>
          outcome.status === 200 && outcome.startedAt >= stopAt && outcome.endedAt < listenerClosedAt,
      );
      expect(duringDelay.length).toBeGreaterThan(delayMs > 0 ? 5 : -1);
      // Slow requests in flight when the stop came (and those begun before the listener closed) were answered.
      const slowInFlight = outcomes.filter(
        (outcome) =>
          outcome.path === '/test/slow' && outcome.startedAt < stopAt + delayMs && outcome.endedAt > stopAt,
      );
      expect(slowInFlight.length).toBeGreaterThanOrEqual(2);
      expect(slowInFlight.every((outcome) => outcome.status === 200)).toBe(true);
      expect(jobRuns).toBeGreaterThan(0);
      const runsAtStop = jobRuns;
      await sleep(150);
      expect(jobRuns).toBe(runsAtStop);
    },
  );
});

import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackgroundJobs } from './background-jobs';

export interface DrainOptions {
  /** The listening app (its `lifecycle` says when it drains). */
  app: FastifyInstance;
  jobs: BackgroundJobs;
  /** From the start of the drain, how long requests in flight get to finish. */
  graceMs: number;
  /** How long `/ready` answers 503 before the listener closes, so a load balancer looks first. */
  delayMs: number;
  /** Closes the database once nothing uses it any more. */
  closeDatabase: () => Promise<void>;
  /** After the grace, how long closing the app (the mail outbox's message in hand) and the database may take. */
  closeMs?: number;
}

/**
 * How long a connection must have had no request before the drain closes it: one just opened,
 * or just answered, may be carrying a request that has not been read yet.
 */
const IDLE_CLOSE_MS = 500;

export type DrainOutcome = 'clean' | 'requests-cut' | 'close-timed-out';

/** Resolves true when the work ends before `at` (a time in ms), false when `at` comes first. */
async function before(work: Promise<unknown>, at: number): Promise<boolean> {
  const controller = new AbortController();
  const deadline = sleep(Math.max(0, at - Date.now()), false, { signal: controller.signal }).catch(
    () => false,
  );
  const finished = work.then(() => true);
  const inTime = await Promise.race([finished, deadline]);
  controller.abort();
  return inTime;
}

/**
 * Stops a server without dropping work (decision 022). `/ready` answers 503 at once, every answer
 * says `Connection: close`, and periodic jobs start no new run. After `delayMs` the listener
 * closes: new connections are refused, connections idle for `IDLE_CLOSE_MS` are closed, and
 * requests in flight and the jobs' runs in progress finish (up to `graceMs` from the start;
 * connections still open then are cut). Then the app closes (content change polling, rate-limit sweep, and the mail outbox, which
 * finishes the message it is sending and gives back those it had claimed) and the database.
 * The app is closed only once the connections have ended: pages call the API in-process
 * (`inject`), which Fastify refuses once `app.close()` has begun.
 */
export async function drainAndStop(options: DrainOptions): Promise<DrainOutcome> {
  const { app, jobs } = options;
  const startedAt = Date.now();
  const graceEnds = startedAt + options.graceMs;
  app.lifecycle.startDraining();
  const jobsStopped = jobs.stop();
  if (options.delayMs > 0) await sleep(Math.min(options.delayMs, options.graceMs));

  const server = app.server;
  // net.Server's close: stop accepting and call back once every connection has ended. (http's
  // own close also closes every connection with no request in flight at once, cutting off the
  // request a client has just sent on one.)
  const listenerClosed = new Promise<void>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve()),
  );
  const sweep = setInterval(() => app.lifecycle.closeIdleConnections(IDLE_CLOSE_MS), 50);
  const [isDrained, areJobsDone] = await Promise.all([
    before(listenerClosed, graceEnds),
    before(jobsStopped, graceEnds),
  ]);
  clearInterval(sweep);
  let outcome: DrainOutcome = 'clean';
  if (!isDrained) {
    // Idle ones are cut too; only requests in flight make the stop unclean.
    const busy = app.lifecycle.closeAllConnections();
    if (busy > 0) {
      app.log.error(
        { graceMs: options.graceMs, requests: busy },
        'requests did not finish within the grace period; cut',
      );
      outcome = 'requests-cut';
    }
  }
  if (!areJobsDone) app.log.error('a background job was still running at the end of the grace period');
  const closed = before(
    (async () => {
      await app.close();
      await options.closeDatabase();
    })(),
    Date.now() + (options.closeMs ?? 5000),
  );
  if (!(await closed)) {
    app.log.error('closing the app and the database did not finish in time');
    return 'close-timed-out';
  }
  return outcome;
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';
import { pingDatabase } from './health.repository';
import { checkReadiness } from './readiness';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});

const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  failed: z
    .array(z.enum(['process', 'database', 'migrations', 'disk']))
    .describe('The checks that failed: `process` while the server drains before it stops.'),
  checks: z.object({
    process: z.enum(['serving', 'draining']),
    database: z.enum(['ok', 'unreachable', 'not_checked']),
    migrations: z
      .enum(['ok', 'pending', 'not_checked'])
      .describe('`pending`: the code expects migrations the database has not had.'),
    disk: z
      .enum(['ok', 'low', 'unknown'])
      .describe("`low`: DATA_DIR's disk has less free space than READY_MIN_FREE_MB."),
  }),
  diskFreeMb: z.number().int().nullable().describe("Free space on DATA_DIR's disk, when it could be read."),
  walMb: z
    .number()
    .nullable()
    .describe(
      "SQLite's write-ahead log (the database file's `-wal`) in MB, one decimal; null on PostgreSQL. The server empties it when idle and logs a warning past 64 MB.",
    ),
});

/** The SQLite write-ahead log's size in MB with one decimal (SECURITY.md item 30), or null. */
function walMegabytes(services: HealthServices): number | null {
  const bytes = services.database.housekeeping?.walBytes();
  return bytes === undefined ? null : Math.round(bytes / 104_857.6) / 10;
}

/**
 * `GET /health`: liveness (the process answers) and whether it reaches its database. `GET /ready`:
 * whether a load balancer should send it requests (see `readiness.ts`); 503 while it drains.
 */
/** What the health check reads: the configuration and the database. */
type HealthServices = Pick<Services, 'config' | 'database'>;

export const healthRoutes: FastifyPluginAsyncZod<{ services: HealthServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(services.database.db);
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check could not reach the database');
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: database, migrations, disk space, and not draining',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({
        db: services.database.db,
        dataDir: services.config.dataDir,
        minFreeBytes: services.config.readyMinFreeBytes,
        isDraining: app.lifecycle.isDraining,
      });
      if (!readiness.isReady && !app.lifecycle.isDraining)
        request.log.warn({ failed: readiness.failed, checks: readiness.checks }, 'not ready');
      return reply
        .status(readiness.isReady ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: readiness.isReady ? 'ready' : 'not_ready',
          failed: readiness.failed,
          checks: readiness.checks,
          diskFreeMb: readiness.diskFreeMb,
          walMb: walMegabytes(services),
        });
    },
  );
};

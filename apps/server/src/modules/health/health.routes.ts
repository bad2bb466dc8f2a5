import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});

/** `GET /health`: whether the server can reach its database. */
export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
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
        await sql`select 1`.execute(services.database.db);
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
};

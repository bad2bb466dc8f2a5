import { searchEndpoints as endpoints } from '@jaliya/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';

/**
 * `search/results` (grouped counts and a page), `search/suggest` (while typing) and the old
 * client's `search`. Never cached: an edit is findable, and a rejected post gone, at once.
 * Limited per address, generously: a person searches a few times a minute and types a few
 * suggestions a second; a scraper walking every word does not get far.
 */
export const searchRoutes: FastifyPluginAsync<{ services: RouteServices<'limiter' | 'search'> }> = async (
  app,
  { services },
) => {
  const limit = (request: FastifyRequest, bucket: string, max: number) =>
    services.limiter.hit([bucket, clientAddress(request)], { max, windowSeconds: 60 });

  publicEndpoint(app, services, endpoints.results, async ({ scope, query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await limit(request, 'search', 120);
    return services.search.search(scope, query, { log: true });
  });
  publicEndpoint(app, services, endpoints.suggest, async ({ scope, query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await limit(request, 'search-suggest', 300);
    return services.search.suggest(scope, query.keyword);
  });
};

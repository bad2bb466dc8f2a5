import { searchEndpoints as endpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint } from '../../lib/endpoint-route';
import type { Services } from '../../services';

/**
 * `search/results` (grouped counts and a page), `search/suggest` (while typing) and the old
 * client's `search`. Never cached: an edit is findable, and a rejected post gone, at once.
 */
export const searchRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  publicEndpoint(app, services, endpoints.results, ({ scope, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return services.search.search(scope, query, { log: true });
  });
  publicEndpoint(app, services, endpoints.suggest, ({ scope, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return services.search.suggest(scope, query.keyword);
  });
  publicEndpoint(app, services, endpoints.oldClient, ({ scope, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return services.search.oldClientSearch(scope, query.keyword, query.type);
  });
};

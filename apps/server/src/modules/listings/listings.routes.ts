import { listingEndpoints as endpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices, userEndpoint } from '../../plugins/endpoint-route';
import { clientAddress } from '../../lib/client-address';
import { siteFilter } from './listings.service';

/** What every kind of post shares: the reasons to report one, and reporting it. */
export const listingsRoutes: FastifyPluginAsync<{
  services: RouteServices<'limiter' | 'listings' | 'otherSites' | 'reports'>;
}> = async (app, { services }) => {
  publicEndpoint(app, services, endpoints.reportReasons, {
    cacheKey: () => 'report-reasons',
    handler: ({ scope }) => services.reports.reasons(scope.language),
  });
  userEndpoint(app, services, endpoints.myPosts, ({ user, scope, query }) =>
    services.listings.listOwn(user, undefined, query.cursor, query.limit, siteFilter(scope, query)),
  );
  userEndpoint(app, services, endpoints.otherSites, ({ user, scope }) =>
    services.otherSites.of(user.id, scope),
  );
  userEndpoint(app, services, endpoints.report, async ({ user, scope, params, body, request }) => {
    await services.limiter.hit(['listing-report', user.id], { max: 30, windowSeconds: 86_400 });
    return services.reports.report(user, scope, params.id, {
      reasonId: body.reasonId,
      note: body.note ?? '',
      address: clientAddress(request),
    });
  });
};

import { marketCatalogueEndpoint } from '@jaliya/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import {
  canonicalQuery,
  publicEndpoint,
  type RouteServices,
  userEndpoint,
} from '../../plugins/endpoint-route';
import { siteFilter } from '../listings/listings.service';
import { savedPageAcrossSites } from '../saved/saved-across-sites';
import {
  type ClassifiedInputBase,
  type ClassifiedKindDefinition,
  type ClassifiedKindEndpoints,
  classifiedResource,
  type KindRouteServices,
} from './classified-kind';
import { marketCatalogue } from './market-catalogue';

type KindEndpoints = ClassifiedKindEndpoints;

/** What the classifieds' routes use, the kinds' own routes' included. */
type ClassifiedsRouteServices = RouteServices<
  'classifieds' | 'limiter' | 'listings' | 'marketCatalogue' | 'saved' | 'siteDirectory'
> &
  KindRouteServices;

/**
 * Registers every endpoint of one classified kind from its contract definitions (the old
 * client's addresses for the kinds are the legacy-api adapter's, decision 023).
 */
function registerKind(
  app: FastifyInstance,
  services: ClassifiedsRouteServices,
  definition: ClassifiedKindDefinition,
  endpoints: KindEndpoints,
): void {
  const { classifieds, listings } = services;
  const cached = (resource: string) => `${classifiedResource(definition)}/${resource}`;

  // Only a kind with offer-or-seek has "how many offer and seek" (events have none).
  if (endpoints.intents) {
    publicEndpoint(app, services, endpoints.intents, {
      cacheKey: () => cached('intents'),
      handler: ({ scope }) => classifieds.intents(definition, scope),
    });
  }
  publicEndpoint(app, services, endpoints.list, {
    cacheKey: ({ query }) => cached(`list?${canonicalQuery(query as object)}`),
    handler: ({ scope, query }) => classifieds.list(definition, scope, query as never),
  });
  publicEndpoint(app, services, endpoints.get, {
    cacheKey: ({ params }) => cached(String(params.id)),
    handler: ({ scope, params }) => classifieds.get(definition, scope, params.id),
  });
  // Contact details are never cached and never in a page: a visitor asks, a few times an hour.
  publicEndpoint(app, services, endpoints.contact, async ({ scope, params, request, reply }) => {
    reply.header('cache-control', 'no-store');
    await services.limiter.hit(['contact-reveal', clientAddress(request)], { max: 30, windowSeconds: 3600 });
    return classifieds.contact(definition, scope, params.id);
  });
  userEndpoint(app, services, endpoints.create, async ({ user, scope, body }) => {
    await services.limiter.hit(['listing-post', user.id], { max: 20, windowSeconds: 86_400 });
    return classifieds.create(definition, user, scope, body as ClassifiedInputBase);
  });
  userEndpoint(app, services, endpoints.update, ({ user, scope, params, body }) =>
    classifieds.update(definition, user, scope, params.id, body as ClassifiedInputBase),
  );
  userEndpoint(app, services, endpoints.remove, ({ user, scope, params }) =>
    listings.act({ type: 'user', user }, scope, params.id, 'delete', undefined, definition.kind),
  );
  userEndpoint(app, services, endpoints.act, ({ user, scope, params, body }) =>
    listings.act({ type: 'user', user }, scope, params.id, body.action, body.reason, definition.kind),
  );
  userEndpoint(
    app,
    services,
    endpoints.ownForEdit,
    ({ user, scope, params }) => classifieds.ownForEdit(definition, user, scope, params.id) as never,
  );
  userEndpoint(app, services, endpoints.mine, ({ user, scope, query }) =>
    listings.listOwn(user, definition.kind, query.cursor, query.limit, siteFilter(scope, query)),
  );
  // Saved items are per site (issue 36): this site's, or every site's with `sites=all`.
  userEndpoint(app, services, endpoints.saved, ({ user, scope, query }) => {
    const { sites, ...list } = query;
    if (sites !== 'all') return classifieds.list(definition, scope, list, user.id);
    return savedPageAcrossSites(services, user.id, definition.kind, scope, list, (siteScope, cursor, limit) =>
      classifieds.list(definition, siteScope, { ...list, cursor, limit }, user.id),
    ) as never;
  });
}

/** Every classified kind's API (jobs, rentals and marketplace products), each from its declaration. */
export const classifiedsRoutes: FastifyPluginAsync<{ services: ClassifiedsRouteServices }> = async (
  app,
  { services },
) => {
  for (const definition of services.classifieds.registeredKinds()) {
    registerKind(app, services, definition, definition.endpoints);
    definition.routes?.(app, services);
  }

  const productKind = services.classifieds.kind('product');
  // The marketplace's lists change with its products' counts, so they share the products' cache family.
  const productsCached = (resource: string) => `${classifiedResource(productKind)}/${resource}`;
  publicEndpoint(app, services, marketCatalogueEndpoint, {
    cacheKey: () => productsCached('catalogue'),
    handler: async ({ scope }) => {
      const [rows, counts] = await Promise.all([
        services.marketCatalogue.load(scope.site.id),
        services.marketCatalogue.counts(scope.site.id, scope.cityId || undefined),
      ]);
      return marketCatalogue(rows, counts, scope.language, new Date());
    },
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SitesRepository } from '../modules/sites/sites.repository';
import {
  resolveSiteScope,
  type ScopeAddress,
  scopeAddressOf,
  type SiteScope,
  type UnknownCity,
} from '../modules/sites/site-scope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site, language and city the address names, as written; undefined off the site API. */
    scopeAddress: ScopeAddress | undefined;
    /**
     * The site, language and city, each checked to exist. Set before the handler of every
     * site-scoped route (a cached read sets it only when it builds its answer); never read it
     * on other routes.
     */
    scope: SiteScope;
  }
  interface FastifyContextConfig {
    /**
     * How the route's scope is resolved. `on-cache-miss`: only when a cached read builds its
     * answer, so a cache hit costs no lookup; `whole-site`: an unknown city is the whole site
     * (the old apps' addresses carry the old back end's city ids).
     */
    scope?: 'on-cache-miss' | 'whole-site';
  }
}

/** Resolves the request's scope once (later calls answer the same) into `request.scope`. */
export async function resolveRequestScope(
  request: FastifyRequest,
  sites: SitesRepository,
): Promise<SiteScope> {
  if (request.scope) return request.scope;
  const address = request.scopeAddress;
  if (!address) throw new Error(`${request.routeOptions.url ?? request.url} is not site-scoped`);
  const unknownCity: UnknownCity =
    request.routeOptions.config.scope === 'whole-site' ? 'whole-site' : 'not-found';
  request.scope = await resolveSiteScope(sites, address, unknownCity);
  return request.scope;
}

/**
 * The request's scope is read once: its address when the route is found (`onRequest`), and the
 * site, language and city looked up after validation and the route's own sign-in check
 * (`preHandler`), with a translated 404 naming what is unknown. Every handler reads
 * `request.scope`. Register it before the routes.
 */
export const requestScopePlugin = fp(async (app: FastifyInstance, { sites }: { sites: SitesRepository }) => {
  app.decorateRequest('scopeAddress', undefined);
  app.decorateRequest('scope', undefined as unknown as SiteScope);
  app.addHook('onRequest', (request, _reply, done) => {
    request.scopeAddress = scopeAddressOf(request.params);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.scopeAddress || request.routeOptions.config.scope === 'on-cache-miss') {
      done();
      return;
    }
    resolveRequestScope(request, sites).then(() => done(), done);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SitesRepository, SiteWithHosts } from '../modules/sites/sites.repository';
import type { SiteDirectory } from '../modules/sites/site-directory';
import { AppError } from '../lib/errors';
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
    /**
     * The site the request's host serves (issue 36), once looked up (`resolveHostSite`): null when
     * no site serves it (UNKNOWN_HOST=404), undefined until asked.
     */
    hostSite: SiteWithHosts | null | undefined;
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
  // The site from the sites read (no query); one made since, not yet among them, from the database.
  const directory = request.server.services.siteDirectory;
  const lookup = {
    findByCode: async (code: string) => (await directory.siteRow(code)) ?? sites.findByCode(code),
    findCity: (siteId: number, cityId: number) => sites.findCity(siteId, cityId),
  };
  request.scope = await resolveSiteScope(lookup, address, unknownCity);
  return request.scope;
}

/**
 * The site a request's host serves, looked up once per request (later calls answer the same):
 * the site that claims the host, the default site, or undefined when none serves it
 * (UNKNOWN_HOST=404). Behind a trusted proxy the host is `X-Forwarded-Host`'s.
 */
export async function resolveHostSite(
  request: FastifyRequest,
  directory: SiteDirectory,
): Promise<SiteWithHosts | undefined> {
  if (request.hostSite === undefined) request.hostSite = (await directory.forHost(request.host)) ?? null;
  return request.hostSite ?? undefined;
}

/**
 * The site a request's host serves, or a translated 404 naming the host (UNKNOWN_HOST=404).
 */
export async function requireHostSite(
  request: FastifyRequest,
  directory: SiteDirectory,
): Promise<SiteWithHosts> {
  const site = await resolveHostSite(request, directory);
  if (!site) throw new AppError('HOST_NOT_FOUND', { host: request.hostname.slice(0, 100) });
  return site;
}

/**
 * The request's scope is read once: its address when the route is found (`onRequest`), and the
 * site, language and city looked up after validation and the route's own sign-in check
 * (`preHandler`), with a translated 404 naming what is unknown. Every handler reads
 * `request.scope`. Register it before the routes.
 */
export const requestScopePlugin = fp(
  async (
    app: FastifyInstance,
    {
      sites,
      directory,
      apiSiteMatchesHost,
    }: { sites: SitesRepository; directory: SiteDirectory; apiSiteMatchesHost: boolean },
  ) => {
    app.decorateRequest('scopeAddress', undefined);
    app.decorateRequest('scope', undefined as unknown as SiteScope);
    app.decorateRequest('hostSite', undefined);
    app.addHook('onRequest', (request, _reply, done) => {
      request.scopeAddress = scopeAddressOf(request.params);
      // API_SITE_MATCHES_HOST: a host answers for its own site's addresses only, checked before a
      // cached read is sent. An address naming another site is a 404, as if that site did not exist.
      if (!apiSiteMatchesHost || !request.scopeAddress) {
        // A cached read too sees the sites as of SITES_MAX_AGE_MS ago at most, so a site opened
        // elsewhere drops every state menu kept in the cache (SiteDirectory.onChange) before it is
        // sent. Fresh sites (nearly always) cost nothing here. A failed read does not fail the
        // request: a cached answer is still sent while the database is away, as before.
        const refreshing = request.scopeAddress ? directory.refreshIfStale() : undefined;
        if (refreshing)
          refreshing.then(
            () => done(),
            (error: unknown) => {
              request.log.warn({ err: error }, 'reading the sites failed');
              done();
            },
          );
        else done();
        return;
      }
      const named = request.scopeAddress.site.toUpperCase();
      resolveHostSite(request, directory).then((site) => {
        if (site?.code === named) done();
        else done(new AppError('SITE_NOT_FOUND', { site: request.scopeAddress?.site.slice(0, 20) ?? '' }));
      }, done);
    });
    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.scopeAddress || request.routeOptions.config.scope === 'on-cache-miss') {
        done();
        return;
      }
      resolveRequestScope(request, sites).then(() => done(), done);
    });
  },
);

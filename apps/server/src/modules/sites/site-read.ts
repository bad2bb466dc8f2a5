import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPublicRead } from '../../lib/public-read';
import { resolveRequestScope } from '../../plugins/request-scope';
import type { Services } from '../../services';
import type { SiteScope } from './site-scope';

/**
 * Answers a cached public read of a site-scoped resource: the scope is resolved (404 when the
 * site, language or city is unknown) only when the cache has no answer yet. `resource` names the
 * cached answer within the scope; undefined means "do not cache", for input that must fail.
 */
export function sendSiteRead(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  resource: string | undefined,
  build: (scope: SiteScope) => Promise<unknown>,
): void {
  const scopeKey = request.scopeAddress?.key;
  sendPublicRead(request, reply, {
    cache: services.cache,
    key: resource === undefined || scopeKey === undefined ? undefined : `${scopeKey}:${resource}`,
    maxAgeSeconds: services.config.publicCacheSeconds,
    build: async () => build(await resolveRequestScope(request, services.sites)),
  });
}

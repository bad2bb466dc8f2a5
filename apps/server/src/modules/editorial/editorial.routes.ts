import { editorialEndpoints, LEGAL_PAGE_KEYS } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { parseId } from '../../lib/ids';

const isLegalPageKey = (key: string) => (LEGAL_PAGE_KEYS as readonly string[]).includes(key);

/**
 * The editorial reads, all cached: `pages/about`, `pages/contact`, `pages/{key}` (legal pages),
 * `user-guides`, `user-guides/{id}` and `faqs`. The old client's `about` and `contact-page` are the
 * legacy adapter's (decision 023). An unknown page key or a malformed id is a 404, never cached.
 */
export const editorialRoutes: FastifyPluginAsync<{ services: RouteServices<'editorial'> }> = async (
  app,
  { services },
) => {
  const { editorial } = services;
  publicEndpoint(app, services, editorialEndpoints.about, {
    cacheKey: () => 'about',
    handler: ({ scope }) => editorial.getPage(scope, 'about'),
  });
  publicEndpoint(app, services, editorialEndpoints.contactPage, {
    cacheKey: () => 'contact-page',
    handler: ({ scope }) => editorial.getContactPage(scope),
  });
  publicEndpoint(app, services, editorialEndpoints.legalPage, {
    cacheKey: ({ params }) => (isLegalPageKey(params.key) ? `pages:${params.key}` : undefined),
    handler: ({ scope, params }) => editorial.getPage(scope, isLegalPageKey(params.key) ? params.key : ''),
  });
  publicEndpoint(app, services, editorialEndpoints.guides, {
    cacheKey: () => 'user-guides',
    handler: ({ scope }) => editorial.listGuides(scope),
  });
  publicEndpoint(app, services, editorialEndpoints.guide, {
    cacheKey: ({ params }) => {
      const id = parseId(params.id);
      return id === undefined ? undefined : `user-guides:${id}`;
    },
    handler: ({ scope, params }) => editorial.getGuide(scope, parseId(params.id) ?? 0),
  });
  publicEndpoint(app, services, editorialEndpoints.faqs, {
    cacheKey: () => 'faqs',
    handler: ({ scope }) => editorial.getFaq(scope),
  });
};

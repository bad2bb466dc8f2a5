import { formEndpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { requestSender } from '../../plugins/authentication';

/** A form's address name; any other slug names no form (a 404, never cached). */
const SLUG = /^[a-z0-9-]{1,80}$/;

/** `GET {base}/forms/{slug}` (the definition) and `POST {base}/forms/{slug}` (a submission). */
export const formsRoutes: FastifyPluginAsync<{ services: RouteServices<'forms'> }> = async (
  app,
  { services },
) => {
  publicEndpoint(app, services, formEndpoints.definition, {
    cacheKey: ({ params }) => (SLUG.test(params.slug) ? `forms:${params.slug}` : undefined),
    handler: ({ scope, params }) =>
      services.forms.getDefinition(scope, SLUG.test(params.slug) ? params.slug : ''),
  });
  publicEndpoint(app, services, formEndpoints.submit, async ({ scope, params, body, request, reply }) => {
    const slug = SLUG.test(params.slug) ? params.slug : '';
    const message = await services.forms.submit(scope, slug, body, await requestSender(request));
    reply.header('cache-control', 'no-store');
    return { message };
  });
};

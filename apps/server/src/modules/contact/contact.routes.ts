import { contactEndpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { translatorFor } from '../../lib/i18n';
import { requestSender } from '../../plugins/authentication';

/** `POST {base}/contact`: a message to the site team; answers "Thank you for your time." */
export const contactRoutes: FastifyPluginAsync<{ services: RouteServices<'contact'> }> = async (
  app,
  { services },
) => {
  publicEndpoint(app, services, contactEndpoints.send, async ({ scope, body, request, reply }) => {
    await services.contact.send(scope, body, await requestSender(request));
    reply.header('cache-control', 'no-store');
    return { message: translatorFor(scope.language)('contact.thankYou') };
  });
};

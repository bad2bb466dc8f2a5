import {
  ContactBodySchema,
  dataEnvelope,
  ErrorBodySchema,
  MessageResultSchema,
  SiteParamsSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '../../lib/i18n';
import { requestSender } from '../../plugins/authentication';
import type { Services } from '../../services';

/** `POST {base}/contact`: a message to the site team; answers "Thank you for your time." */
export const contactRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/:site/:lang/:cityId/contact',
    {
      config: { idempotency: 'body' },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the site team (rate-limited)',
        params: SiteParamsSchema,
        body: ContactBodySchema,
        response: {
          200: dataEnvelope(MessageResultSchema),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      await services.contact.send(scope, request.body, await requestSender(request));
      reply.header('cache-control', 'no-store');
      return { data: { message: translatorFor(scope.language)('contact.thankYou') } };
    },
  );
};

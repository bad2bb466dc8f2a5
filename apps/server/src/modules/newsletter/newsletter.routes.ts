import multipart from '@fastify/multipart';
import {
  dataEnvelope,
  ErrorBodySchema,
  type Language,
  MessageResultSchema,
  newsletterEndpoints,
  SubscriptionTokenBodySchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestSender } from '../../plugins/authentication';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { translatorFor } from '../../lib/i18n';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
const tags = ['Newsletter'];

/**
 * `POST {base}/subscribes` (form data or JSON with `email`), confirmation and unsubscription by
 * the token from the e-mailed links, and the RFC 8058 one-click unsubscribe for mail clients.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ services: RouteServices<'newsletter'> }> = async (
  app,
  { services },
) => {
  // The specification posts form data: URL-encoded or multipart (text fields only), as well as JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 4, fieldSize: 1024 },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  const { newsletter } = services;
  const message = (
    language: Language,
    key: 'newsletter.subscribed' | 'newsletter.confirmed' | 'newsletter.unsubscribed',
  ) => ({ message: translatorFor(language)(key) });

  publicEndpoint(app, services, newsletterEndpoints.subscribe, async ({ scope, body, request }) => {
    await newsletter.subscribe(scope, body.email, await requestSender(request));
    return message(scope.language, 'newsletter.subscribed');
  });
  publicEndpoint(app, services, newsletterEndpoints.confirm, async ({ scope, body }) => {
    await newsletter.confirm(body.token);
    return message(scope.language, 'newsletter.confirmed');
  });
  publicEndpoint(app, services, newsletterEndpoints.unsubscribe, async ({ scope, body }) => {
    await newsletter.unsubscribe(body.token);
    return message(scope.language, 'newsletter.unsubscribed');
  });

  // Outside the site's addresses (mail clients post to the bare link), so not a contract endpoint.
  app.post(
    '/api/newsletter/one-click-unsubscribe',
    {
      schema: {
        tags,
        summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
        querystring: SubscriptionTokenBodySchema,
        body: z.record(z.string(), z.string()).optional(),
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await newsletter.unsubscribe(request.query.token);
      return reply.send({ data: message('en', 'newsletter.unsubscribed') });
    },
  );
};

import multipart from '@fastify/multipart';
import {
  dataEnvelope,
  ErrorBodySchema,
  MessageResultSchema,
  SiteParamsSchema,
  SubscribeBodySchema,
  SubscriptionTokenBodySchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestSender } from '../../plugins/authentication';
import { translatorFor } from '../../lib/i18n';
import type { Services } from '../../services';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
const tags = ['Newsletter'];

/**
 * `POST {base}/subscribes` (form data or JSON with `email`), confirmation and unsubscription by
 * the token from the e-mailed links, and the RFC 8058 one-click unsubscribe for mail clients.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
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
    language: string,
    key: 'newsletter.subscribed' | 'newsletter.confirmed' | 'newsletter.unsubscribed',
  ) => ({
    data: { message: translatorFor(language === 'ar' ? 'ar' : 'en')(key) },
  });

  app.post(
    '/api/:site/:lang/:cityId/subscribes',
    {
      config: { idempotency: 'body' },
      schema: {
        tags,
        summary: 'Subscribe an e-mail address (a confirmation e-mail follows)',
        params: SiteParamsSchema,
        body: SubscribeBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      await newsletter.subscribe(scope, request.body.email, await requestSender(request));
      return reply.send(message(scope.language, 'newsletter.subscribed'));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/subscribes/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a subscription with the token from the e-mail',
        params: SiteParamsSchema,
        body: SubscriptionTokenBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      await newsletter.confirm(request.body.token);
      return reply.send(message(scope.language, 'newsletter.confirmed'));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/subscribes/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Unsubscribe with the token from the e-mail (no login needed)',
        params: SiteParamsSchema,
        body: SubscriptionTokenBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      await newsletter.unsubscribe(request.body.token);
      return reply.send(message(scope.language, 'newsletter.unsubscribed'));
    },
  );

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
      return reply.send(message('en', 'newsletter.unsubscribed'));
    },
  );
};

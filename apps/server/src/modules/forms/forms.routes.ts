import {
  dataEnvelope,
  ErrorBodySchema,
  FormDefinitionSchema,
  FormParamsSchema,
  FormSubmissionBodySchema,
  MessageResultSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestSender } from '../../plugins/authentication';
import type { Services } from '../../services';
import { sendSiteRead } from '../sites/site-read';
import { acceptParamsAsIs } from '../sites/site-scope';

const SLUG = /^[a-z0-9-]{1,80}$/;
const tags = ['Forms'];

/** `GET {base}/forms/{slug}` (the definition) and `POST {base}/forms/{slug}` (a submission). */
export const formsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/:site/:lang/:cityId/forms/:slug',
    {
      validatorCompiler: acceptParamsAsIs,
      config: { scope: 'on-cache-miss' },
      schema: {
        tags,
        summary: 'A form defined by the site team: title, introduction and fields',
        params: FormParamsSchema,
        response: { 200: dataEnvelope(FormDefinitionSchema), 404: ErrorBodySchema },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const isValid = SLUG.test(slug);
      sendSiteRead(services, request, reply, isValid ? `forms:${slug}` : undefined, (scope) =>
        services.forms.getDefinition(scope, isValid ? slug : ''),
      );
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/forms/:slug',
    {
      config: { idempotency: 'body' },
      schema: {
        tags,
        summary: 'Submit a form; every field is checked against its definition (rate-limited)',
        params: FormParamsSchema,
        body: FormSubmissionBodySchema,
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
      const slug = SLUG.test(request.params.slug) ? request.params.slug : '';
      const message = await services.forms.submit(scope, slug, request.body, await requestSender(request));
      reply.header('cache-control', 'no-store');
      return { data: { message } };
    },
  );
};

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HEADER_DOC } from './idempotency';

/** OpenAPI document generated from the contract's zod schemas, browsable at `/api/docs`. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jaliya API',
        version: '1.0.0',
        description:
          'The JSON API of Jaliya, used by the web site and the mobile apps. Site-scoped addresses are ' +
          '`/api/{site}/{lang}/{cityId}/...`; success bodies are `{"data": ...}` and errors are ' +
          '`{"error": {"code", "message", "fields"?}}` with the message in the requested language.',
      },
      tags: [
        { name: 'Site', description: 'Settings and home page content of a site' },
        { name: 'Accounts', description: 'Registration, sessions, one-time codes and the profile' },
        { name: 'Newsletter', description: 'Subscriptions with double opt-in' },
        { name: 'Administration', description: 'Console operations for moderators and admins' },
        { name: 'Operations', description: 'Health' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'Token from login or register with sessionType: bearer (apps).',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'jaliya_session',
            description: 'HttpOnly session cookie (web).',
          },
        },
      },
    },
    // Routes that honour Idempotency-Key (every create and upload) describe the header.
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      if (!input.route.config?.idempotency) return result;
      const schema = result.schema as Record<string, unknown>;
      const headers = (schema.headers ?? { type: 'object', properties: {} }) as {
        properties: Record<string, unknown>;
      };
      return {
        ...result,
        schema: {
          ...schema,
          headers: {
            ...headers,
            properties: { ...headers.properties, [IDEMPOTENCY_HEADER]: IDEMPOTENCY_HEADER_DOC },
          },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});

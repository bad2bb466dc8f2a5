import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language, idempotency-key';
/** Headers a page on an allowed origin may read from an answer. */
const EXPOSED_HEADERS = 'retry-after, x-request-id';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The `Origin` of a request from a page on another site that CORS_ORIGINS allows, or undefined.
 * Such a request is signed in by its bearer token only, never by a cookie (see `sessionToken`).
 */
export function allowedCrossOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (!origin) return undefined;
  return request.server.services.config.corsOrigins.includes(origin) ? origin : undefined;
}

/**
 * CORS for the API (CORS_ORIGINS): pages on the listed origins, such as the old web client's
 * host, may call `/api/` from a browser. A preflight from one of them is answered 204 with the
 * methods and headers the API takes; answers carry `Access-Control-Allow-Origin` for it and
 * `Vary: Origin`. Credentials are never allowed: those pages sign in with a bearer token, and
 * the session cookie does not count on their requests. Any other origin gets no CORS header,
 * and its preflight a 404, as before. Stored images (`/media/`) may then be shown by any site,
 * since an `<img>` sends no Origin to tell the allowed ones apart.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  // The pages of an allowed origin show the images the API's answers name (the old client's cards,
  // logos and galleries are /media/ URLs on the API's host). Every other answer keeps
  // `Cross-Origin-Resource-Policy: same-origin`; with no CORS_ORIGINS, images keep it too.
  if (app.services.config.corsOrigins.length > 0)
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
      done(null, payload);
    });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    reply.header('vary', 'Origin');
    const origin = allowedCrossOrigin(request);
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
    done();
  });
  app.options('/api/*', async (request, reply) => {
    const origin = allowedCrossOrigin(request);
    if (!origin || !request.headers['access-control-request-method']) throw new AppError('NOT_FOUND');
    return reply
      .status(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .header('cache-control', 'no-store')
      .send();
  });
});

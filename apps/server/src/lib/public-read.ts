import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, chooseEncoding, encodedBody, type ResponseCache } from './response-cache';

export interface PublicReadOptions {
  cache: ResponseCache;
  key: string;
  maxAgeSeconds: number;
  build: () => Promise<unknown>;
}

/**
 * Answers a public read from the response cache: `{"data": ...}` bytes with an ETag, a 304 when
 * the client already has them, `Cache-Control: public`, and a precompressed body when accepted.
 * A cache hit is answered synchronously; a miss builds the body, and a failure goes to the error
 * handler.
 */
export function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PublicReadOptions,
): void {
  const hit = options.cache.peek(options.key);
  if (hit) {
    writeCachedBody(request, reply, hit, options.maxAgeSeconds);
    return;
  }
  options.cache.get(options.key, options.build).then(
    (entry) => writeCachedBody(request, reply, entry, options.maxAgeSeconds),
    (error: unknown) => reply.send(error),
  );
}

function writeCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  maxAgeSeconds: number,
): void {
  reply
    .header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`)
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) {
    reply.status(304).send();
    return;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8').send(encodedBody(entry, encoding));
}

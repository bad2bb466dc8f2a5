import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, encodedBody, type ResponseCache } from './response-cache';

export interface PublicReadOptions {
  cache: ResponseCache;
  key: string;
  maxAgeSeconds: number;
  build: () => Promise<unknown>;
}

/**
 * Answers a public read from the response cache: `{"data": ...}` bytes with an ETag, a 304 when
 * the client already has them, `Cache-Control: public`, and a precompressed body when accepted.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PublicReadOptions,
): Promise<FastifyReply> {
  const entry = await options.cache.get(options.key, options.build);
  reply
    .header('cache-control', `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=${options.maxAgeSeconds * 5}`)
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(encodedBody(entry, encoding));
}

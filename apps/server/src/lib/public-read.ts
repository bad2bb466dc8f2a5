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
): Promise<void> {
  const entry = await options.cache.get(options.key, options.build);
  reply
    .header(
      'cache-control',
      `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=${options.maxAgeSeconds * 5}`,
    )
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) {
    await reply.status(304).send();
    return;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // Awaiting the reply lets the async handler finish only once the response is written.
  await reply.type('application/json; charset=utf-8').send(encodedBody(entry, encoding));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CachedBody,
  chooseEncoding,
  encodedBody,
  encodedEtag,
  type ResponseCache,
} from './response-cache';

export interface PublicReadOptions {
  cache: ResponseCache;
  /** Undefined: do not cache (the build is expected to throw, e.g. a 404). */
  key: string | undefined;
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
  const { key } = options;
  if (key === undefined) {
    options.build().then(
      () => reply.send(new Error('An uncacheable public read must fail')),
      (error: unknown) => reply.send(error),
    );
    return;
  }
  const hit = options.cache.peek(key);
  if (hit) {
    writeCachedBody(request, reply, hit, options.maxAgeSeconds);
    return;
  }
  options.cache.get(key, options.build).then(
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
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
  const etag = encodedEtag(entry, encoding);
  reply
    .header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`)
    .header('etag', etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    reply.status(304).send();
    return;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8').send(encodedBody(entry, encoding));
}

/** Whether `If-None-Match` names this ETag: weak or strong, in a list, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

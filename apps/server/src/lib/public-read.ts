import type { FastifyReply, FastifyRequest } from 'fastify';
import { countingQueries } from '../db/database';
import { isInternalRequest } from './internal-request';
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
  const cacheControl = `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=${options.maxAgeSeconds * 5}`;
  const send = (entry: CachedBody) => {
    // The page renderer learns what a page was made from, to evict it when that changes.
    if (isInternalRequest(request)) reply.header(CACHE_TAGS_HEADER, entry.tags.join(' '));
    writeCachedBody(request, reply, entry, {
      type: 'application/json; charset=utf-8',
      cacheControl,
      vary: 'accept-encoding',
    });
  };
  const hit = options.cache.peek(key);
  if (hit) {
    send(hit);
    return;
  }
  // A miss says how many queries building it took (`npm run bench` prints it).
  let queries: number | undefined;
  const build = async () => {
    const counted = await countingQueries(options.build);
    queries = counted.queries;
    return counted.result;
  };
  options.cache.get(key, build).then(
    (entry) => {
      if (queries !== undefined) reply.header('server-timing', `db;desc="${queries} queries"`);
      send(entry);
    },
    (error: unknown) => reply.send(error),
  );
}

/** Names, for in-process callers only, the cache tags an answer was made from. */
export const CACHE_TAGS_HEADER = 'x-jaliya-cache-tags';

export interface CachedBodyHeaders {
  type: string;
  cacheControl: string;
  vary: string;
}

/**
 * Sends cached bytes: a 304 when the client has them, else the best precompressed form it
 * accepts, each form with its own strong ETag.
 */
export function writeCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  headers: CachedBodyHeaders,
): void {
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
  const etag = encodedEtag(entry, encoding);
  reply.header('cache-control', headers.cacheControl).header('etag', etag).header('vary', headers.vary);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    reply.status(304).send();
    return;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type(headers.type).send(encodedBody(entry, encoding));
}

/** Whether `If-None-Match` names this ETag: weak or strong, in a list, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { MEDIA_CACHE_CONTROL, type MediaStorage, S3MediaStorage, SAFE_MEDIA_NAME } from './media.storage';

const ONE_YEAR_MS = 31_536_000_000;
/** How long a browser or a shared cache keeps a redirect to MEDIA_PUBLIC_URL. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export interface MediaRoutesOptions {
  storage: MediaStorage;
  /** The folder of a local storage. */
  directory: string;
  /** With a bucket: its public address, where `/media/...` redirects instead of streaming. */
  publicUrl: string | undefined;
}

/**
 * `GET /media/NAME`: stored images, cached for a year (a name never changes its bytes), with
 * ETag and Last-Modified for conditional requests. From a local folder (as static files), or
 * streamed from the bucket; or, when the bucket has a public address, a redirect there.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { storage, directory, publicUrl }: MediaRoutesOptions,
): Promise<void> {
  if (!(storage instanceof S3MediaStorage)) {
    await app.register(fastifyStatic, {
      root: directory,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: ONE_YEAR_MS,
    });
    return;
  }
  // HEAD is a route of its own: Fastify's automatic one would measure an empty body as the length.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const name = request.params['*'];
      if (!SAFE_MEDIA_NAME.test(name)) return reply.callNotFound();
      if (publicUrl)
        return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(`${publicUrl}/${name}`, 302);
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      let opened;
      try {
        opened = await storage.open(name, {
          ifNoneMatch,
          ifModifiedSince,
          headersOnly: request.method === 'HEAD',
        });
      } catch (error) {
        request.log.error({ err: error, name }, 'the media bucket did not answer');
        throw new AppError('UNAVAILABLE');
      }
      if (opened.status === 'missing') return reply.callNotFound();
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      if (opened.etag) reply.header('etag', opened.etag);
      if (opened.modified) reply.header('last-modified', opened.modified.toUTCString());
      if (opened.status === 'not-modified') return reply.code(304).send();
      reply.type(opened.contentType);
      if (opened.size !== undefined) reply.header('content-length', opened.size);
      return reply.send(opened.body);
    },
  });
}

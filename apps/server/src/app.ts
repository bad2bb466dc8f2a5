import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { errorHandlerPlugin, sendError } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { openApiPlugin } from './plugins/openapi';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { textInputPlugin } from './plugins/text-input';
import { webPlugin } from './plugins/web';
import { lifecyclePlugin } from './plugins/lifecycle';
import { crossSiteProtectionPlugin } from './plugins/authentication';
import { corsPlugin } from './plugins/cors';
import { requestScopePlugin } from './plugins/request-scope';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { consoleRoutes } from './modules/console/console.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { editorialRoutes } from './modules/editorial/editorial.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { savedRoutes } from './modules/saved/saved.routes';
import { pageStateRoutes } from './modules/page-state/page-state.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { directoryRoutes } from './modules/directory/directory.routes';
import { classifiedsRoutes } from './modules/classifieds/classifieds.routes';
import { searchRoutes } from './modules/search/search.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { legacyApiRoutes } from './modules/legacy-api/legacy-api.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { createServices, mediaDirectory, type Services } from './services';
import { isInternalRequest } from './lib/internal-request';
import { redactUrl } from './lib/redact-url';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the web app too: the built client (`production`) or Vite (`development`). */
  web?: 'production' | 'development';
  /** Where log lines go instead of standard output (tests read them back). */
  logStream?: { write(line: string): void };
  /** Hooks to add before any route is registered (tests check every answer against its schema). */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** How long the sites read are trusted (SITES_MAX_AGE_MS unless a test counting queries says). */
  sitesMaxAgeMs?: number;
}

const REQUEST_ID = /^[\w.-]{8,64}$/;
const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
// A quiet server must not sit on buffered lines: write them out at least once a second.
setInterval(() => logDestination.flush(), 1000).unref();
/** Writes out buffered log lines; call before the process exits. */
export function flushLogs(): void {
  logDestination.flushSync();
}
const BODY_LIMIT_BYTES = 1024 * 1024;
const SLOW_REQUEST_MS = 100;

/**
 * Fastify's form of TRUST_PROXY: a number of hops becomes "trust the first N addresses counted
 * from this server", so the client address is the one the outermost trusted proxy saw.
 */
function trustProxyOption(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the Fastify application with every plugin and module; it does not listen. */
export async function buildApp({
  config,
  database,
  web,
  logStream,
  beforeRoutes,
  sitesMaxAgeMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Buffered, so a log line is not a system call of its own; flushed at shutdown.
      stream: logStream ?? (config.environment === 'test' ? undefined : logDestination),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Accept a caller's request id only when it looks like one, so logs cannot be forged.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // One line per request is logged in onResponse below, without the in-process API calls.
    logController: new LogController({ disableRequestLogging: true }),
    // Errors Fastify meets before any hook runs (a malformed URL such as `/%`): the same headers
    // and error body as every other answer, and the URL is never echoed.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders({ isHttps: config.isHttps }));
      request.log.info({ code: error.code }, 'request rejected');
      sendError(request, reply, { code: error.statusCode === 503 ? 'UNAVAILABLE' : 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON: any other body type is refused with 415, not parsed as text.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database, app.log, { sitesMaxAgeMs });
  app.decorate('services', services);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const logsRoutineReads = (pino.levels.values[config.logLevel] ?? 0) <= (pino.levels.values.debug ?? 20);
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (isInternalRequest(request)) return;
    const elapsed = reply.elapsedTime;
    // Writes, errors and slow answers at info; fast successful reads at debug (LOG_LEVEL=debug shows them).
    const isRoutine =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode < 400 &&
      elapsed < SLOW_REQUEST_MS;
    // Most answers are routine reads not logged at all: their line is not even made.
    if (isRoutine && !logsRoutineReads) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(elapsed * 10) / 10,
    };
    if (isRoutine) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
  // Serving or draining before a stop: /ready and `Connection: close` while draining.
  await app.register(lifecyclePlugin);
  // Cookies are parsed only where they are read (pages), not on every API request.
  await app.register(cookie, { hook: false });
  await app.register(securityHeadersPlugin, { isHttps: config.isHttps });
  // Before compression: a retried request's kept answer is the plain one.
  await app.register(idempotencyPlugin, { store: services.idempotency });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);
  await app.register(corsPlugin);
  await app.register(crossSiteProtectionPlugin, { services });
  // Before the routes: every site-scoped route reads `request.scope`.
  await app.register(requestScopePlugin, {
    sites: services.sites,
    directory: services.siteDirectory,
    apiSiteMatchesHost: config.apiSiteMatchesHost,
  });
  await app.register(openApiPlugin);

  beforeRoutes?.(app);
  await app.register(healthRoutes, { services });
  await app.register(settingsRoutes, { services });
  await app.register(homeRoutes, { services });
  await app.register(accountsRoutes, { services });
  await app.register(consoleRoutes, { services });
  await app.register(newsletterRoutes, { services });
  await app.register(editorialRoutes, { services });
  await app.register(blogRoutes, { services });
  await app.register(contactRoutes, { services });
  await app.register(formsRoutes, { services });
  await app.register(savedRoutes, { services });
  await app.register(pageStateRoutes, { services });
  await app.register(directoryRoutes, { services });
  await app.register(listingsRoutes, { services });
  await app.register(classifiedsRoutes, { services });
  await app.register(searchRoutes, { services });
  await app.register(sitemapRoutes, { services });
  await app.register(legacyApiRoutes, { services });
  // Stored images, from the local folder or the bucket (the API's image addresses point here).
  await app.register(mediaRoutes, {
    storage: services.storage,
    directory: mediaDirectory(config),
    publicUrl: config.mediaStorage.kind === 's3' ? config.mediaStorage.publicUrl : undefined,
  });
  services.mailer.start();
  services.limiter.start((error) => app.log.error({ err: error }, 'rate-limit sweep failed'));
  await services.contentChanges.start((error) =>
    app.log.error({ err: error }, 'reading content changes failed'),
  );
  // Every site's state menu reads the sites: when a read of them (every 500 ms at most, issue 36)
  // finds a site made, opened or changed, each site's settings and pages are made again then,
  // not at the content changes' next poll (2 s).
  services.siteDirectory.onChange((sites) =>
    services.contentChanges.forgetLocally(
      sites.map((site) => site.code),
      ['general-setting'],
    ),
  );
  app.addHook('onClose', async () => {
    services.contentChanges.stop();
    services.limiter.stop();
    await services.mailer.stop();
  });
  if (web) await app.register(webPlugin, { services, mode: web });

  return app;
}

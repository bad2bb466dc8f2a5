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
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { crossSiteProtectionPlugin } from './plugins/authentication';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { usersAdminRoutes } from './modules/admin/users-admin.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { editorialRoutes } from './modules/editorial/editorial.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { savedRoutes } from './modules/saved/saved.routes';
import { createServices, type Services } from './services';
import { isInternalRequest } from './lib/internal-request';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the web app too: the built client (`production`) or Vite (`development`). */
  web?: 'production' | 'development';
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

/** Builds the Fastify application with every plugin and module; it does not listen. */
declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp({ config, database, web }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Buffered, so a log line is not a system call of its own; flushed at shutdown.
      stream: config.environment === 'test' ? undefined : logDestination,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Accept a caller's request id only when it looks like one, so logs cannot be forged.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // One line per request is logged in onResponse below, without the in-process API calls.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON: any other body type is refused with 415, not parsed as text.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(config, database, app.log);
  app.decorate('services', services);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (isInternalRequest(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // Writes, errors and slow answers at info; fast successful reads at debug (LOG_LEVEL=debug shows them).
    const isRoutine =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode < 400 &&
      reply.elapsedTime < SLOW_REQUEST_MS;
    if (isRoutine) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
  // Cookies are parsed only where they are read (pages), not on every API request.
  await app.register(cookie, { hook: false });
  await app.register(securityHeadersPlugin, { isHttps: config.isHttps });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorHandlerPlugin);
  await app.register(crossSiteProtectionPlugin, { services });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { services });
  await app.register(settingsRoutes, { services });
  await app.register(homeRoutes, { services });
  await app.register(accountsRoutes, { services });
  await app.register(usersAdminRoutes, { services });
  await app.register(newsletterRoutes, { services });
  await app.register(editorialRoutes, { services });
  await app.register(blogRoutes, { services });
  await app.register(contactRoutes, { services });
  await app.register(formsRoutes, { services });
  await app.register(savedRoutes, { services });
  services.mailer.start();
  app.addHook('onClose', () => services.mailer.stop());
  if (web) await app.register(webPlugin, { services, mode: web });

  return app;
}

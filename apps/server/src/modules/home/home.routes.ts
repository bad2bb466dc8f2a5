import {
  dataEnvelope,
  ErrorBodySchema,
  HomeSchema,
  SiteParamsSchema,
  WelcomeScreenSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import type { Services } from '../../services';
import { acceptParamsAsIs, resolveSiteScope, scopeKey } from '../sites/site-scope';

/**
 * `GET /api/{site}/{lang}/{cityId}/site/home` and `/site/welcome`. The old client's `home` and
 * `welcome_screen` are the legacy adapter's (decision 023); the cached answers keep their resource
 * names (`home`, `welcome_screen`), so the announcements of a change still evict them.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const maxAgeSeconds = services.config.publicCacheSeconds;

  app.get(
    '/api/:site/:lang/:cityId/site/home',
    {
      validatorCompiler: acceptParamsAsIs,
      schema: {
        tags: ['Site'],
        summary: 'Hero entries, welcome screen and user guides for the home page',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(HomeSchema), 404: ErrorBodySchema },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, {
        cache: services.cache,
        key: scopeKey('home', request.params),
        maxAgeSeconds,
        build: async () => {
          const scope = await resolveSiteScope(services.sites, request.params);
          return HomeSchema.parse(await services.home.getHome(scope));
        },
      }),
  );

  app.get(
    '/api/:site/:lang/:cityId/site/welcome',
    {
      validatorCompiler: acceptParamsAsIs,
      schema: {
        tags: ['Site'],
        summary: 'The welcome pop-up content, or null when there is none',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(WelcomeScreenSchema.nullable()), 404: ErrorBodySchema },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, {
        cache: services.cache,
        key: scopeKey('welcome_screen', request.params),
        maxAgeSeconds,
        build: async () => {
          const scope = await resolveSiteScope(services.sites, request.params);
          return WelcomeScreenSchema.nullable().parse(await services.home.getWelcomeScreen(scope));
        },
      }),
  );
};

import {
  dataEnvelope,
  ErrorBodySchema,
  HomeSchema,
  SiteParamsSchema,
  WelcomeScreenSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';
import { sendSiteRead } from '../sites/site-read';
import { acceptParamsAsIs } from '../sites/site-scope';

/**
 * `GET /api/{site}/{lang}/{cityId}/site/home` and `/site/welcome`. The old client's `home` and
 * `welcome_screen` are the legacy adapter's (decision 023); the cached answers keep their resource
 * names (`home`, `welcome_screen`), so the announcements of a change still evict them.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/:site/:lang/:cityId/site/home',
    {
      validatorCompiler: acceptParamsAsIs,
      config: { scope: 'on-cache-miss' },
      schema: {
        tags: ['Site'],
        summary: 'Hero entries, welcome screen and user guides for the home page',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(HomeSchema), 404: ErrorBodySchema },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, 'home', async (scope) =>
        HomeSchema.parse(await services.home.getHome(scope)),
      ),
  );

  app.get(
    '/api/:site/:lang/:cityId/site/welcome',
    {
      validatorCompiler: acceptParamsAsIs,
      config: { scope: 'on-cache-miss' },
      schema: {
        tags: ['Site'],
        summary: 'The welcome pop-up content, or null when there is none',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(WelcomeScreenSchema.nullable()), 404: ErrorBodySchema },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, 'welcome_screen', async (scope) =>
        WelcomeScreenSchema.nullable().parse(await services.home.getWelcomeScreen(scope)),
      ),
  );
};

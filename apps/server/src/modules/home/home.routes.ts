import { HomeSchema, siteEndpoints, WelcomeScreenSchema } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';

/**
 * `GET {base}/site/home` and `/site/welcome`. The old client's `home` and `welcome_screen` are the
 * legacy adapter's (decision 023); the cached answers keep their resource names (`home`,
 * `welcome_screen`), so the announcements of a change still evict them.
 */
export const homeRoutes: FastifyPluginAsync<{ services: RouteServices<'home'> }> = async (
  app,
  { services },
) => {
  publicEndpoint(app, services, siteEndpoints.home, {
    cacheKey: () => 'home',
    handler: async ({ scope }) => HomeSchema.parse(await services.home.getHome(scope)),
  });
  publicEndpoint(app, services, siteEndpoints.welcome, {
    cacheKey: () => 'welcome_screen',
    handler: async ({ scope }) =>
      WelcomeScreenSchema.nullable().parse(await services.home.getWelcomeScreen(scope)),
  });
};

import { GeneralSettingSchema, siteEndpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';

/**
 * `GET {base}/site/settings`. The old client's `general-setting` is the legacy adapter's (decision
 * 023); the cached answer keeps the resource name `general-setting`, which `npm run settings`
 * announces when it changes them.
 */
export const settingsRoutes: FastifyPluginAsync<{ services: RouteServices<'settings'> }> = async (
  app,
  { services },
) => {
  publicEndpoint(app, services, siteEndpoints.settings, {
    cacheKey: () => 'general-setting',
    handler: async ({ scope }) =>
      GeneralSettingSchema.parse(await services.settings.getGeneralSetting(scope)),
  });
};

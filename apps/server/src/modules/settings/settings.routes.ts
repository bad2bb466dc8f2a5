import { dataEnvelope, ErrorBodySchema, GeneralSettingSchema, SiteParamsSchema } from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';
import { sendSiteRead } from '../sites/site-read';
import { acceptParamsAsIs } from '../sites/site-scope';

/**
 * `GET /api/{site}/{lang}/{cityId}/site/settings`. The old client's `general-setting` is the legacy
 * adapter's (decision 023); the cached answer keeps the resource name `general-setting`, which
 * `npm run settings` announces when it changes them.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/:site/:lang/:cityId/site/settings',
    {
      validatorCompiler: acceptParamsAsIs,
      config: { scope: 'on-cache-miss' },
      schema: {
        tags: ['Site'],
        summary: 'Logo, states menu, menu links, footer and cities of a site',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(GeneralSettingSchema), 404: ErrorBodySchema },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, 'general-setting', async (scope) =>
        GeneralSettingSchema.parse(await services.settings.getGeneralSetting(scope)),
      ),
  );
};

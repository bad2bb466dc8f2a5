import { dataEnvelope, ErrorBodySchema, GeneralSettingSchema, SiteParamsSchema } from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../lib/public-read';
import type { Services } from '../../services';
import { acceptParamsAsIs, resolveSiteScope, scopeKey } from '../sites/site-scope';

/** `GET /api/{site}/{lang}/{cityId}/general-setting`. */
export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/:site/:lang/:cityId/general-setting',
    {
      validatorCompiler: acceptParamsAsIs,
      schema: {
        tags: ['Site'],
        summary: 'Logo, states menu, menu links, footer and cities of a site',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(GeneralSettingSchema), 404: ErrorBodySchema },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, {
        cache: services.cache,
        key: scopeKey('general-setting', request.params),
        maxAgeSeconds: services.config.publicCacheSeconds,
        build: async () => {
          const scope = await resolveSiteScope(services.sites, request.params);
          return GeneralSettingSchema.parse(await services.settings.getGeneralSetting(scope));
        },
      }),
  );
};

import multipart from '@fastify/multipart';
import {
  CONTENT_COLLECTIONS,
  contentEndpoints,
  consoleEndpoints as endpoints,
  dataEnvelope,
  ErrorBodySchema,
  inboxEndpoints as inbox,
  SITE_IMAGE_UPLOAD,
  SiteParamsSchema,
  sitesConsoleEndpoints as sites,
  UploadedSiteImageSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { type RouteServices, staffEndpoint, staffOnly } from '../../plugins/endpoint-route';
import { AppError } from '../../lib/errors';
import { replayIfRetried } from '../../plugins/idempotency';
import { toImage } from '../media/image-view';
import { readSinglePhoto } from '../media/multipart-photo';
import { storeUploadedImage } from '../media/uploads';

/** The largest image an admin may upload for the site (a hero photo straight from a camera). */
const MAX_SITE_IMAGE_BYTES = 12 * 1024 * 1024;

/**
 * The console's API (`/api/{site}/{lang}/{cityId}/admin/...`): moderators review posts and
 * reports; admins also manage users and read the audit log; deployment admins also make and
 * change the deployment's sites. Anyone else gets a 404.
 */
/** What the console's routes use besides registering endpoints. */
type ConsoleRouteServices = RouteServices<
  | 'auditLog'
  | 'content'
  | 'inbox'
  | 'limiter'
  | 'media'
  | 'moderation'
  | 'sitesConsole'
  | 'storage'
  | 'usersConsole'
>;

export const consoleRoutes: FastifyPluginAsync<{ services: ConsoleRouteServices }> = async (
  app,
  { services },
) => {
  const { moderation, usersConsole, auditLog } = services;

  staffEndpoint(app, services, endpoints.reviewQueue, ({ scope, user, query }) =>
    moderation.queue(scope, user, query),
  );
  staffEndpoint(app, services, endpoints.reviewItem, ({ scope, user, params }) =>
    moderation.item(scope, user, params.id),
  );
  staffEndpoint(app, services, endpoints.decide, ({ scope, user, params, body }) =>
    moderation.decide(scope, user, params.id, body),
  );
  staffEndpoint(app, services, endpoints.decideMany, ({ scope, user, body }) =>
    moderation.decideMany(scope, user, body),
  );
  staffEndpoint(app, services, endpoints.rejectionReasons, ({ scope }) =>
    moderation.rejectionReasons(scope.language),
  );
  staffEndpoint(app, services, endpoints.reports, ({ scope, user, query }) =>
    moderation.reports(scope, user, query),
  );
  staffEndpoint(app, services, endpoints.reportingBan, ({ scope, user, params, body }) =>
    moderation.setReportingBan(scope, user, params.id, body.banned),
  );
  staffEndpoint(app, services, endpoints.actOnReports, ({ scope, user, params, body }) =>
    moderation.actOnReports(scope, user, params.id, body),
  );

  staffEndpoint(app, services, endpoints.users, ({ scope, query }) =>
    usersConsole.list(scope.site.id, query),
  );
  staffEndpoint(app, services, endpoints.user, ({ scope, params }) =>
    usersConsole.detail(scope.site.id, params.id),
  );
  staffEndpoint(app, services, endpoints.suspendUser, ({ user, scope, params, body }) =>
    usersConsole.suspend(user, scope.site.id, params.id, body.reason),
  );
  staffEndpoint(app, services, endpoints.restoreUser, ({ user, scope, params }) =>
    usersConsole.restore(user, scope.site.id, params.id),
  );
  // Roles are per site (issue 36): the role on this site, or with allSites the deployment-wide one.
  staffEndpoint(app, services, endpoints.changeRole, ({ user, scope, params, body }) =>
    usersConsole.changeRole(user, scope.site.id, params.id, body),
  );
  staffEndpoint(app, services, endpoints.sendPasswordReset, ({ user, scope, params }) =>
    usersConsole.sendPasswordReset(user, scope, params.id),
  );
  staffEndpoint(app, services, endpoints.auditLog, ({ scope, query }) => auditLog.list(scope.site.id, query));

  // The deployment's sites (issue 36): deployment admins only, on any site's address.
  const { sitesConsole } = services;
  staffEndpoint(app, services, sites.sites, () => sitesConsole.list());
  staffEndpoint(app, services, sites.createSite, ({ user, body }) => sitesConsole.create(user, body));
  staffEndpoint(app, services, sites.updateSite, ({ user, params, body }) =>
    sitesConsole.update(user, params.code, body),
  );

  // Content and settings: the same five endpoints for every collection the contract declares.
  const { content } = services;
  for (const definition of CONTENT_COLLECTIONS) {
    const { key } = definition;
    const { list, choices, item, update, create, remove } = contentEndpoints(definition);
    const values = (body: unknown) => body as Record<string, unknown>;
    staffEndpoint(app, services, list, ({ scope, query }) => content.list(key, scope, query));
    staffEndpoint(app, services, choices, ({ scope }) => content.choices(key, scope));
    staffEndpoint(app, services, item, ({ scope, params }) => content.item(key, scope, params.id));
    staffEndpoint(app, services, update, ({ scope, user, params, body }) =>
      content.update(key, scope, user, params.id, values(body)),
    );
    if (create)
      staffEndpoint(app, services, create, ({ scope, user, body }) =>
        content.create(key, scope, user, values(body)),
      );
    if (remove)
      staffEndpoint(app, services, remove, ({ scope, user, params }) =>
        content.remove(key, scope, user, params.id),
      );
  }

  const { inbox: inboxService } = services;
  staffEndpoint(app, services, inbox.messages, ({ scope, query }) => inboxService.messages(scope, query));
  staffEndpoint(app, services, inbox.markMessage, ({ scope, user, params, body }) =>
    inboxService.markMessage(scope, user, params.id, body.status),
  );
  staffEndpoint(app, services, inbox.replyToMessage, ({ scope, user, params, body }) =>
    inboxService.reply(scope, user, params.id, body.reply),
  );
  staffEndpoint(app, services, inbox.subscribers, ({ scope, query }) =>
    inboxService.subscribers(scope, query),
  );
  staffEndpoint(app, services, inbox.removeSubscriber, ({ scope, user, params }) =>
    inboxService.removeSubscriber(scope, user, params.id),
  );
  staffEndpoint(app, services, inbox.submissions, ({ scope, params, query }) =>
    inboxService.submissions(scope, params.id, query),
  );
  staffEndpoint(app, services, inbox.searchQueries, ({ scope, query }) =>
    inboxService.searchQueries(scope, query),
  );

  // The site's own images (hero, logo, blog covers): re-encoded by the same pipeline as every upload.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_SITE_IMAGE_BYTES, files: 2, fields: 1, parts: 2 },
    });
    uploads.post(
      `/api/:site/:lang/:cityId/${SITE_IMAGE_UPLOAD.path}`,
      {
        config: { idempotency: 'handler' },
        schema: {
          tags: ['Console content'],
          summary:
            'Upload an image for the site (multipart, one file part named `photo`; JPEG, PNG, WebP or AVIF; at most 12 MB)',
          consumes: ['multipart/form-data'],
          params: SiteParamsSchema,
          response: {
            200: dataEnvelope(UploadedSiteImageSchema),
            ...Object.fromEntries(
              [400, 401, 404, 413, 415, 429, 503, 507].map((status) => [status, ErrorBodySchema]),
            ),
          },
        },
        preValidation: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          await staffOnly(request, SITE_IMAGE_UPLOAD.access);
        },
      },
      async (request, reply) => {
        const user = await staffOnly(request, SITE_IMAGE_UPLOAD.access);
        const { scope } = request;
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        await services.limiter.hit(['site-image', user.id], { max: 300, windowSeconds: 3600 });
        const content = await readSinglePhoto(request, MAX_SITE_IMAGE_BYTES);
        if (await replayIfRetried(request, reply, content)) return reply;
        const id = await storeUploadedImage(services.media, services.storage, content, {
          field: 'photo',
          ownerUserId: null,
          purpose: 'site',
        });
        const image = await services.media.findById(id);
        if (!image) throw new AppError('NOT_FOUND');
        return { data: { id, image: toImage(image, scope.language) } };
      },
    );
  });
};

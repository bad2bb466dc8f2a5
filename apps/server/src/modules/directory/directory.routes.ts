import multipart from '@fastify/multipart';
import {
  dataEnvelope,
  directoryEndpoints as endpoints,
  ErrorBodySchema,
  SiteParamsSchema,
  UploadedPhotoSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/authentication';
import { replayIfRetried } from '../../plugins/idempotency';
import { toImage } from '../media/image-view';
import { readSinglePhoto } from '../media/multipart-photo';
import {
  canonicalQuery,
  publicEndpoint,
  type RouteServices,
  userEndpoint,
} from '../../plugins/endpoint-route';
import { siteFilter } from '../listings/listings.service';
import { savedPageAcrossSites } from '../saved/saved-across-sites';
import { DIRECTORY_RESOURCE } from './directory.service';
import { MAX_LISTING_PHOTO_BYTES, storeListingPhoto } from './listing-photos';

/** The business directory's API, registered from the contract's endpoint definitions. */
export const directoryRoutes: FastifyPluginAsync<{
  services: RouteServices<
    'directory' | 'limiter' | 'listings' | 'media' | 'moderation' | 'saved' | 'siteDirectory' | 'storage'
  >;
}> = async (app, { services }) => {
  const { directory, listings } = services;
  const cached = (resource: string) => `${DIRECTORY_RESOURCE}/${resource}`;

  publicEndpoint(app, services, endpoints.mainCategories, {
    cacheKey: ({ query }) => cached(`categories?${canonicalQuery(query)}`),
    handler: ({ scope, query }) => directory.mainCategories(scope, query.type),
  });
  publicEndpoint(app, services, endpoints.subCategories, {
    cacheKey: ({ params }) => cached(`categories/${params.id}/subcategories`),
    handler: ({ scope, params }) => directory.subCategories(scope, params.id),
  });
  publicEndpoint(app, services, endpoints.listBusinesses, {
    cacheKey: ({ query }) => cached(`businesses?${canonicalQuery(query)}`),
    handler: ({ scope, query }) => directory.listBusinesses(scope, query),
  });
  publicEndpoint(app, services, endpoints.getBusiness, {
    cacheKey: ({ params }) => cached(`businesses/${params.id}`),
    handler: ({ scope, params }) => directory.getBusiness(scope, params.id),
  });
  publicEndpoint(app, services, endpoints.ourServices, {
    cacheKey: () => 'our_services',
    handler: ({ scope }) => directory.ourServices(scope),
  });

  userEndpoint(app, services, endpoints.createBusiness, async ({ user, scope, body }) => {
    await services.limiter.hit(['listing-post', user.id], { max: 20, windowSeconds: 86_400 });
    return directory.createBusiness(user, scope, body);
  });
  userEndpoint(app, services, endpoints.updateBusiness, ({ user, scope, params, body }) =>
    directory.updateBusiness(user, scope, params.id, body),
  );
  userEndpoint(app, services, endpoints.deleteBusiness, ({ user, scope, params }) =>
    listings.act({ type: 'user', user }, scope, params.id, 'delete', undefined, 'business'),
  );
  userEndpoint(app, services, endpoints.ownBusinessForEdit, ({ user, scope, params }) =>
    directory.ownForEdit(user, scope, params.id),
  );
  userEndpoint(app, services, endpoints.myBusinesses, ({ user, scope, query }) =>
    listings.listOwn(user, 'business', query.cursor, query.limit, siteFilter(scope, query)),
  );
  // Saved items are per site (issue 36): this site's, or every site's with `sites=all`.
  userEndpoint(app, services, endpoints.savedBusinesses, ({ user, scope, query }) => {
    const { sites, ...list } = query;
    if (sites !== 'all') return directory.savedBusinesses(user, scope, list);
    return savedPageAcrossSites(services, user.id, 'business', scope, list, (siteScope, cursor, limit) =>
      directory.savedBusinesses(user, siteScope, { ...list, cursor, limit }),
    );
  });
  userEndpoint(app, services, endpoints.followState, ({ user, scope, params }) =>
    directory.followState(user, scope, params.id),
  );
  userEndpoint(app, services, endpoints.follow, ({ user, scope, params }) =>
    directory.follow(user, scope, params.id, true),
  );
  userEndpoint(app, services, endpoints.unfollow, ({ user, scope, params }) =>
    directory.follow(user, scope, params.id, false),
  );
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_LISTING_PHOTO_BYTES, files: 2, fields: 1, parts: 2 },
    });
    uploads.post(
      '/api/:site/:lang/:cityId/uploads/listing-photos',
      {
        config: { idempotency: 'handler' },
        // A guest learns they must log in before the site and its city are looked up.
        preValidation: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          await requireUser(request);
        },
        schema: {
          tags: ['Directory'],
          summary:
            'Upload one photo for a post (multipart, one file part named `photo`; JPEG, PNG, WebP or AVIF; at most 12 MB). Send an `Idempotency-Key` header to make a retry safe.',
          consumes: ['multipart/form-data'],
          params: SiteParamsSchema,
          response: {
            200: dataEnvelope(UploadedPhotoSchema),
            ...Object.fromEntries(
              [400, 401, 404, 413, 415, 429, 503, 507].map((status) => [status, ErrorBodySchema]),
            ),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { user } = await requireUser(request);
        const { scope } = request;
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        // With an Idempotency-Key the photo is read first: a retry is known by what it sends.
        let content: Buffer | undefined;
        if (request.headers['idempotency-key'] !== undefined) {
          content = await readSinglePhoto(request, MAX_LISTING_PHOTO_BYTES);
          if (await replayIfRetried(request, reply, content)) return reply;
        }
        const id = await storeListingPhoto(
          services,
          user,
          async () => content ?? readSinglePhoto(request, MAX_LISTING_PHOTO_BYTES),
          { field: 'photo' },
        );
        const image = await services.media.findById(id);
        if (!image) throw new AppError('NOT_FOUND');
        return { data: { id, image: toImage(image, scope.language) } };
      },
    );
  });

  // The older way to decide on a post: the console's decision, on the post as it stands now.
  userEndpoint(app, services, endpoints.moderate, ({ user, scope, params, body }) =>
    services.moderation.decideAsItStands(scope, user, params.id, body.action, body.reason),
  );
};

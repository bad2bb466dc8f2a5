import {
  dataEnvelope,
  ErrorBodySchema,
  SaveBodySchema,
  SavedBlogsSchema,
  SavedIdsSchema,
  SavedItemParamsSchema,
  SavedPageQuerySchema,
  SaveResultSchema,
  SAVED_ITEM_TYPES,
  SavedTypeQuerySchema,
  SiteParamsSchema,
  type SavedItemType,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { requireUser } from '../../plugins/authentication';
import type { Services } from '../../services';

const tags = ['Saved items'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

function savedType(value: string): SavedItemType {
  if (!(SAVED_ITEM_TYPES as readonly string[]).includes(value)) throw new AppError('NOT_FOUND');
  return value as SavedItemType;
}

/**
 * The `{base}/profile/save` family: what the signed-in user saved, and saving or unsaving an
 * item. Only the owner ever sees or changes their saved items.
 */
export const savedRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { saved } = services;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.get(
    '/api/:site/:lang/:cityId/my/saved/blogs',
    {
      schema: {
        tags,
        summary: 'Saved blog posts, newest saved first, one page at a time',
        params: SiteParamsSchema,
        querystring: SavedPageQuerySchema,
        response: { 200: dataEnvelope(SavedBlogsSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const { scope } = request;
      return { data: await saved.listBlogPage(user.id, scope, request.query.page) };
    },
  );

  app.get(
    '/api/:site/:lang/:cityId/profile/save/ids',
    {
      schema: {
        tags,
        summary: 'The ids of every saved item of one type, to mark them on lists',
        params: SiteParamsSchema,
        querystring: SavedTypeQuerySchema,
        response: { 200: dataEnvelope(SavedIdsSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const { type } = request.query;
      return { data: { type, ids: await saved.listIds(user.id, type) } };
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/profile/save',
    {
      config: { idempotency: 'body' },
      schema: {
        tags,
        summary: 'Save an item (saving twice is not an error)',
        params: SiteParamsSchema,
        body: SaveBodySchema,
        response: { 200: dataEnvelope(SaveResultSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const { scope } = request;
      const { type, id } = request.body;
      await saved.save(user.id, scope, type, id);
      return { data: { type, id, isSaved: true } };
    },
  );

  app.delete(
    '/api/:site/:lang/:cityId/profile/save/:type/:id',
    {
      schema: {
        tags,
        summary: 'Unsave an item (unsaving one that is not saved is not an error)',
        params: SavedItemParamsSchema,
        response: { 200: dataEnvelope(SaveResultSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const type = savedType(request.params.type);
      const id = parseId(request.params.id);
      if (id === undefined) throw new AppError('NOT_FOUND');
      await saved.unsave(user.id, type, id);
      return { data: { type, id, isSaved: false } };
    },
  );
};

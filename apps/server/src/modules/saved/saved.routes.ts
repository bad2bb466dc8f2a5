import { SAVED_ITEM_TYPES, savedEndpoints, type SavedItemType } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { userEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { AppError } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { siteFilter } from '../listings/listings.service';
import { savedBlogsAcrossSites } from './saved-across-sites';

function savedType(value: string): SavedItemType {
  if (!(SAVED_ITEM_TYPES as readonly string[]).includes(value)) throw new AppError('NOT_FOUND');
  return value as SavedItemType;
}

/**
 * The `{base}/profile/save` family: what the signed-in user saved, and saving or unsaving an
 * item. Only the owner ever sees or changes their saved items.
 */
export const savedRoutes: FastifyPluginAsync<{
  services: RouteServices<'saved' | 'blog' | 'siteDirectory'>;
}> = async (app, { services }) => {
  const { saved } = services;
  // Personal data, even in a refusal of a malformed body: never stored by anyone.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  // Saved items are per site (issue 36): this site's, or every site's with `sites=all`.
  userEndpoint(app, services, savedEndpoints.savedBlogs, ({ user, scope, query }) =>
    query.sites === 'all'
      ? savedBlogsAcrossSites(services, user.id, scope, query.page)
      : saved.listBlogPage(user.id, scope, query.page),
  );
  userEndpoint(app, services, savedEndpoints.savedIds, async ({ user, scope, query }) => ({
    type: query.type,
    ids: await saved.listIds(user.id, query.type, siteFilter(scope, query)),
  }));
  userEndpoint(app, services, savedEndpoints.save, async ({ user, scope, body }) => {
    await saved.save(user.id, scope, body.type, body.id);
    return { type: body.type, id: body.id, isSaved: true };
  });
  userEndpoint(app, services, savedEndpoints.unsave, async ({ user, params }) => {
    const type = savedType(params.type);
    const id = parseId(params.id);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await saved.unsave(user.id, type, id);
    return { type, id, isSaved: false };
  });
};

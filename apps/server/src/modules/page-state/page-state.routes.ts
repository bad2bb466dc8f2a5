import { pageStateEndpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { type RouteServices, userEndpoint } from '../../plugins/endpoint-route';

/**
 * `me/page-state`: the personal part of a public page (decision 024). Signed-in visitors get
 * public pages from the page cache as a member variant, the same bytes for everyone signed in;
 * the page then asks this once for who they are and which of the items it shows they saved or
 * follow. Never cached (`no-store`, from `userEndpoint`), answered only for the session's own
 * account, and cheap: the session lookup, one query for every kind of saved mark, one for the
 * follows when the page shows a business.
 */
export const pageStateRoutes: FastifyPluginAsync<{ services: RouteServices<'directory' | 'saved'> }> = async (
  app,
  { services },
) => {
  userEndpoint(app, services, pageStateEndpoints.pageState, async ({ user, query, reply }) => {
    const [saved, following] = await Promise.all([
      services.saved.savedAmong(user.id, query),
      query.follow ? services.directory.followingAmong(user, query.follow) : [],
    ]);
    // Written as built, without the schema's check on the way out (run on every page a member
    // opens): the answer is made here field by field in the schema's order, so the JSON is the
    // same, and the tests still check every answer against the schema (test-app.ts).
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    return {
      viewer: { name: user.name, email: user.email, phone: user.phone, role: user.role },
      saved,
      following,
    };
  });
};

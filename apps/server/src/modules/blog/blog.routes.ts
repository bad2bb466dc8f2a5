import { blogEndpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { parseId } from '../../lib/ids';

/**
 * `GET {base}/blog/posts` (one page of posts) and `GET {base}/blog/posts/{id}` (one post). The old
 * client's `blogs/web` and `blogs/web/show/{id}` are the legacy adapter's (decision 023).
 */
export const blogRoutes: FastifyPluginAsync<{ services: RouteServices<'blog'> }> = async (
  app,
  { services },
) => {
  publicEndpoint(app, services, blogEndpoints.posts, {
    cacheKey: ({ query }) => `blogs:page:${query.page}`,
    handler: ({ scope, query }) => services.blog.listPage(scope, query.page),
  });
  // A malformed id names no post: a 404 like an unknown one, never cached.
  publicEndpoint(app, services, blogEndpoints.post, {
    cacheKey: ({ params }) => {
      const id = parseId(params.id);
      return id === undefined ? undefined : `blogs:post:${id}`;
    },
    handler: ({ scope, params }) => services.blog.getPost(scope, parseId(params.id) ?? 0),
  });
};

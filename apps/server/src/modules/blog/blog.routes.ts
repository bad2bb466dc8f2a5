import {
  BlogPostSchema,
  BlogPostSummarySchema,
  dataEnvelope,
  ErrorBodySchema,
  ItemParamsSchema,
  PageQuerySchema,
  pagedListSchema,
  SiteParamsSchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '../../lib/ids';
import type { Services } from '../../services';
import { sendSiteRead } from '../sites/site-read';
import { acceptParamsAsIs } from '../sites/site-scope';

const tags = ['Blog'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * `GET {base}/blog/posts` (one page of posts) and `GET {base}/blog/posts/{id}` (one post). The old
 * client's `blogs/web` and `blogs/web/show/{id}` are the legacy adapter's (decision 023).
 */
export const blogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/:site/:lang/:cityId/blog/posts',
    {
      config: { scope: 'on-cache-miss' },
      schema: {
        tags,
        summary: 'Published blog posts, newest first, one page at a time',
        params: SiteParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: dataEnvelope(pagedListSchema(BlogPostSummarySchema)), ...errors },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, `blogs:page:${request.query.page}`, (scope) =>
        services.blog.listPage(scope, request.query.page),
      ),
  );

  app.get(
    '/api/:site/:lang/:cityId/blog/posts/:id',
    {
      validatorCompiler: acceptParamsAsIs,
      config: { scope: 'on-cache-miss' },
      schema: {
        tags,
        summary: 'One published blog post with its body and a few related posts',
        params: ItemParamsSchema,
        response: { 200: dataEnvelope(BlogPostSchema), ...errors },
      },
    },
    (request, reply) => {
      const id = parseId(request.params.id);
      sendSiteRead(services, request, reply, id === undefined ? undefined : `blogs:post:${id}`, (scope) =>
        services.blog.getPost(scope, id ?? 0),
      );
    },
  );
};

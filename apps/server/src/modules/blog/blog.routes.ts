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

/** `GET {base}/blogs/web` (one page of posts) and `GET {base}/blogs/web/{id}` (one post). */
export const blogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/:site/:lang/:cityId/blogs/web',
    {
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
    '/api/:site/:lang/:cityId/blogs/web/:id',
    {
      validatorCompiler: acceptParamsAsIs,
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

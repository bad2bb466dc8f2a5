import {
  ContactPageSchema,
  dataEnvelope,
  ErrorBodySchema,
  FaqSchema,
  ItemParamsSchema,
  LEGAL_PAGE_KEYS,
  PageParamsSchema,
  PageSchema,
  SiteParamsSchema,
  UserGuideSchema,
  UserGuideSummarySchema,
} from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseId } from '../../lib/ids';
import type { Services } from '../../services';
import { sendSiteRead } from '../sites/site-read';
import { acceptParamsAsIs } from '../sites/site-scope';

const errors = { 404: ErrorBodySchema };
const isLegalPageKey = (key: string) => (LEGAL_PAGE_KEYS as readonly string[]).includes(key);

/**
 * The editorial reads, all cached: `pages/about`, `pages/contact`, `pages/{key}` (legal pages),
 * `user-guides`, `user-guides/{id}` and `faqs`. The old client's `about` and `contact-page` are the
 * legacy adapter's (decision 023).
 */
export const editorialRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { editorial } = services;
  // Cached reads: the scope is looked up only when an answer is built.
  const siteRoute = { validatorCompiler: acceptParamsAsIs, config: { scope: 'on-cache-miss' as const } };

  app.get(
    '/api/:site/:lang/:cityId/pages/about',
    {
      ...siteRoute,
      schema: {
        tags: ['Pages'],
        summary: 'The about page',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(PageSchema), ...errors },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, 'about', (scope) => editorial.getPage(scope, 'about')),
  );

  app.get(
    '/api/:site/:lang/:cityId/pages/contact',
    {
      ...siteRoute,
      schema: {
        tags: ['Pages'],
        summary: 'The contact page: introduction, address, phone, e-mail, office hours and map',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(ContactPageSchema), ...errors },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, 'contact-page', (scope) => editorial.getContactPage(scope)),
  );

  app.get(
    '/api/:site/:lang/:cityId/pages/:key',
    {
      ...siteRoute,
      schema: {
        tags: ['Pages'],
        summary: 'A legal page: privacy-policy, terms-conditions or eula',
        params: PageParamsSchema,
        response: { 200: dataEnvelope(PageSchema), ...errors },
      },
    },
    (request, reply) => {
      const { key } = request.params;
      const isKnown = isLegalPageKey(key);
      sendSiteRead(services, request, reply, isKnown ? `pages:${key}` : undefined, async (scope) =>
        editorial.getPage(scope, isKnown ? key : ''),
      );
    },
  );

  app.get(
    '/api/:site/:lang/:cityId/user-guides',
    {
      ...siteRoute,
      schema: {
        tags: ['User guides'],
        summary: 'Every published user guide, in order',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(z.array(UserGuideSummarySchema)), ...errors },
      },
    },
    (request, reply) =>
      sendSiteRead(services, request, reply, 'user-guides', (scope) => editorial.listGuides(scope)),
  );

  app.get(
    '/api/:site/:lang/:cityId/user-guides/:id',
    {
      ...siteRoute,
      schema: {
        tags: ['User guides'],
        summary: 'One published user guide',
        params: ItemParamsSchema,
        response: { 200: dataEnvelope(UserGuideSchema), ...errors },
      },
    },
    (request, reply) => {
      const id = parseId(request.params.id);
      sendSiteRead(services, request, reply, id === undefined ? undefined : `user-guides:${id}`, (scope) =>
        editorial.getGuide(scope, id ?? 0),
      );
    },
  );

  app.get(
    '/api/:site/:lang/:cityId/faqs',
    {
      ...siteRoute,
      schema: {
        tags: ['Pages'],
        summary: 'Frequently asked questions in groups',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(FaqSchema), ...errors },
      },
    },
    (request, reply) => sendSiteRead(services, request, reply, 'faqs', (scope) => editorial.getFaq(scope)),
  );
};

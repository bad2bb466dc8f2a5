import { z } from 'zod';
import {
  BlogPostSchema,
  BlogPostSummarySchema,
  ContactBodySchema,
  ContactPageSchema,
  FaqSchema,
  FormDefinitionSchema,
  ItemParamsSchema,
  PageParamsSchema,
  PageQuerySchema,
  pagedListSchema,
  PageSchema,
  FormParamsSchema,
  FormSubmissionBodySchema,
  SaveBodySchema,
  SavedBlogsSchema,
  SavedIdsSchema,
  SavedItemParamsSchema,
  SavedPageQuerySchema,
  SaveResultSchema,
  SavedIdsQuerySchema,
  UserGuideSchema,
} from './editorial';
import { MessageResultSchema } from './accounts';
import { endpoint } from './endpoint';
import { HomeSchema } from './home';
import { SubscribeBodySchema, SubscriptionTokenBodySchema } from './newsletter';
import { GeneralSettingSchema, UserGuideSummarySchema, WelcomeScreenSchema } from './site';

/** The site's cached reads answer nothing but their data or a 404 (an unknown site, city or item). */
const notFoundOnly = [404] as const;
const savedErrors = [400, 401, 404] as const;

/**
 * The site's own reads: its settings, the home page, the welcome pop-up. The old client's
 * `general-setting`, `home` and `welcome_screen` are the legacy adapter's (decision 023).
 */
export const siteEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: 'site/settings',
    summary: 'Logo, states menu, menu links, footer and cities of a site',
    tags: ['Site'],
    access: 'public',
    response: GeneralSettingSchema,
    errors: notFoundOnly,
  }),
  home: endpoint({
    method: 'GET',
    path: 'site/home',
    summary: 'Hero entries, welcome screen and user guides for the home page',
    tags: ['Site'],
    access: 'public',
    response: HomeSchema,
    errors: notFoundOnly,
  }),
  welcome: endpoint({
    method: 'GET',
    path: 'site/welcome',
    summary: 'The welcome pop-up content, or null when there is none',
    tags: ['Site'],
    access: 'public',
    response: WelcomeScreenSchema.nullable(),
    errors: notFoundOnly,
  }),
};

/**
 * The editorial reads: about, contact and legal pages, user guides and the FAQ. The old client's
 * `about` and `contact-page` are the legacy adapter's (decision 023).
 */
export const editorialEndpoints = {
  about: endpoint({
    method: 'GET',
    path: 'pages/about',
    summary: 'The about page',
    tags: ['Pages'],
    access: 'public',
    response: PageSchema,
    errors: notFoundOnly,
  }),
  contactPage: endpoint({
    method: 'GET',
    path: 'pages/contact',
    summary: 'The contact page: introduction, address, phone, e-mail, office hours and map',
    tags: ['Pages'],
    access: 'public',
    response: ContactPageSchema,
    errors: notFoundOnly,
  }),
  legalPage: endpoint({
    method: 'GET',
    path: 'pages/:key',
    summary: 'A legal page: privacy-policy, terms-conditions or eula',
    tags: ['Pages'],
    access: 'public',
    params: PageParamsSchema,
    response: PageSchema,
    errors: notFoundOnly,
  }),
  guides: endpoint({
    method: 'GET',
    path: 'user-guides',
    summary: 'Every published user guide, in order',
    tags: ['User guides'],
    access: 'public',
    response: z.array(UserGuideSummarySchema),
    errors: notFoundOnly,
  }),
  guide: endpoint({
    method: 'GET',
    path: 'user-guides/:id',
    summary: 'One published user guide',
    tags: ['User guides'],
    access: 'public',
    params: ItemParamsSchema,
    response: UserGuideSchema,
    errors: notFoundOnly,
  }),
  faqs: endpoint({
    method: 'GET',
    path: 'faqs',
    summary: 'Frequently asked questions in groups',
    tags: ['Pages'],
    access: 'public',
    response: FaqSchema,
    errors: notFoundOnly,
  }),
};

/** The blog. The old client's `blogs/web` and `blogs/web/show/{id}` are the legacy adapter's. */
export const blogEndpoints = {
  posts: endpoint({
    method: 'GET',
    path: 'blog/posts',
    summary: 'Published blog posts, newest first, one page at a time',
    tags: ['Blog'],
    access: 'public',
    query: PageQuerySchema,
    response: pagedListSchema(BlogPostSummarySchema),
    errors: [400, 404],
  }),
  post: endpoint({
    method: 'GET',
    path: 'blog/posts/:id',
    summary: 'One published blog post with its body and a few related posts',
    tags: ['Blog'],
    access: 'public',
    params: ItemParamsSchema,
    response: BlogPostSchema,
    errors: [400, 404],
  }),
};

/** Forms defined by the site team. */
export const formEndpoints = {
  definition: endpoint({
    method: 'GET',
    path: 'forms/:slug',
    summary: 'A form defined by the site team: title, introduction and fields',
    tags: ['Forms'],
    access: 'public',
    params: FormParamsSchema,
    response: FormDefinitionSchema,
    errors: notFoundOnly,
  }),
  submit: endpoint({
    method: 'POST',
    path: 'forms/:slug',
    summary: 'Submit a form; every field is checked against its definition (rate-limited)',
    tags: ['Forms'],
    access: 'public',
    params: FormParamsSchema,
    body: FormSubmissionBodySchema,
    response: MessageResultSchema,
    errors: [400, 404, 429],
  }),
};

/**
 * What the signed-in user saved, and saving or unsaving an item. Only the owner ever sees or
 * changes their saved items.
 */
export const savedEndpoints = {
  savedBlogs: endpoint({
    method: 'GET',
    path: 'my/saved/blogs',
    summary:
      "Saved blog posts of this site (every site's with `sites=all`), newest saved first, one page at a time",
    tags: ['Saved items'],
    access: 'user',
    query: SavedPageQuerySchema,
    response: SavedBlogsSchema,
    errors: savedErrors,
  }),
  savedIds: endpoint({
    method: 'GET',
    path: 'profile/save/ids',
    summary:
      "The ids of the saved items of one type on this site (every site's with `sites=all`), to mark them on lists",
    tags: ['Saved items'],
    access: 'user',
    query: SavedIdsQuerySchema,
    response: SavedIdsSchema,
    errors: savedErrors,
  }),
  save: endpoint({
    method: 'POST',
    path: 'profile/save',
    summary: 'Save an item (saving twice is not an error)',
    tags: ['Saved items'],
    access: 'user',
    body: SaveBodySchema,
    response: SaveResultSchema,
    errors: savedErrors,
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: 'profile/save/:type/:id',
    summary: 'Unsave an item (unsaving one that is not saved is not an error)',
    tags: ['Saved items'],
    access: 'user',
    params: SavedItemParamsSchema,
    response: SaveResultSchema,
    errors: savedErrors,
  }),
};

/** A message to the site team. */
export const contactEndpoints = {
  send: endpoint({
    method: 'POST',
    path: 'contact',
    summary: 'Send a message to the site team (rate-limited)',
    tags: ['Contact'],
    access: 'public',
    body: ContactBodySchema,
    response: MessageResultSchema,
    errors: [400, 404, 429],
  }),
};

/**
 * The newsletter: subscribing (form data or JSON with `email`), and confirming or unsubscribing
 * with the token from the e-mailed links. The RFC 8058 one-click unsubscribe is outside the site's
 * addresses (`/api/newsletter/one-click-unsubscribe`), since mail clients post to it bare.
 */
export const newsletterEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: 'subscribes',
    summary: 'Subscribe an e-mail address (a confirmation e-mail follows)',
    tags: ['Newsletter'],
    access: 'public',
    body: SubscribeBodySchema,
    response: MessageResultSchema,
    errors: [400, 404, 429],
  }),
  confirm: endpoint({
    method: 'POST',
    path: 'subscribes/confirm',
    summary: 'Confirm a subscription with the token from the e-mail',
    tags: ['Newsletter'],
    access: 'public',
    body: SubscriptionTokenBodySchema,
    response: MessageResultSchema,
    errors: [400, 404, 429],
    idempotent: false,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: 'subscribes/unsubscribe',
    summary: 'Unsubscribe with the token from the e-mail (no login needed)',
    tags: ['Newsletter'],
    access: 'public',
    body: SubscriptionTokenBodySchema,
    response: MessageResultSchema,
    errors: [400, 404, 429],
    idempotent: false,
  }),
};

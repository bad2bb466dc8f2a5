import { ContactBodySchema, EmailSchema, type UserGuideSummary } from '@jaliya/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { translatorFor } from '../../../lib/i18n';
import { requestSender } from '../../../plugins/authentication';
import { validationFailure } from '../../../plugins/error-handler';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, legacyOptional } from '../legacy-endpoint';
import { legacyAgo, legacyHtml } from '../legacy-format';
import { legacyCategoryIconUrl } from '../legacy-icons';
import { legacyImageUrl } from '../legacy-images';
import { sitePicture } from './site';

const emptyList = z.array(z.unknown()).describe('Jaliya has none: always empty.');

/** A banner of the old client (`sliders*`, `stores/slider/*`): Jaliya has none, so always an empty list. */
const BannerListSchema = z.array(z.object({ image: z.string(), url: z.string() })).describe('Always empty.');

/**
 * The last segment of an old item address: an id, or a slug whose leading digits are the id
 * (`12-cedar-bakery`); the old client links to both.
 */
const IdOrSlugSchema = z
  .string()
  .max(200)
  .transform((value) => Number(/^(\d{1,9})(?:-|$)/.exec(value)?.[1] ?? Number.NaN));

const ListSection = (item: z.ZodType) => z.object({ title: z.string(), model: z.array(item) });

const GuideCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});

/** A guide's picture on the old cards: Jaliya's guides have none, so the guides' book stands in. */
const guideImage = (services: Services) => legacyCategoryIconUrl(services.config.publicUrl, 'book');

function guideCard(services: Services, guide: UserGuideSummary) {
  return {
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    description: legacyHtml(guide.summary),
    image: guideImage(services),
  };
}

/** A guide or post by the id of an old address, or a 404 when the segment holds none. */
async function byId<T>(id: number, read: (id: number) => Promise<T>): Promise<T> {
  if (!Number.isInteger(id) || id < 1) throw new AppError('NOT_FOUND');
  return read(id);
}

async function guides(services: Services, scope: SiteScope) {
  return (await services.editorial.listGuides(scope)).map((guide) => guideCard(services, guide));
}

/** Blog, user guides, legal pages, the contact form and the old banners. */
export const contentEndpoints = [
  legacyEndpoint({
    method: 'POST',
    path: 'contact-us',
    summary: 'Send a message to the site team (the same checks and limits as Jaliya’s contact form)',
    oldClient: '§3.2 contact-us (RightContact.js, a JSON body)',
    access: 'public',
    fields: z.object({
      subject: legacyOptional(z.string()),
      email: z.unknown().optional(),
      phone: z.unknown().optional(),
      message: z.unknown().optional(),
    }),
    data: z.null(),
    message: 'contact.thankYou',
    handler: async ({ services, scope, fields, request }) => {
      // The old form has no name: its subject line stands in, else the address it came from.
      const parsedEmail = EmailSchema.safeParse(fields.email);
      const parsed = ContactBodySchema.safeParse({
        name: fields.subject?.trim() || (parsedEmail.success ? parsedEmail.data.split('@')[0] : ''),
        email: fields.email,
        phone: fields.phone,
        message: fields.message,
      });
      if (!parsed.success) throw validationFailure(parsed.error);
      await services.contact.send(scope, parsed.data, await requestSender(request));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'privacy_policy',
    summary: 'The privacy policy: title and HTML text',
    oldClient: '§3.1 privacy_policy (legal/PrivacyPolicy.js)',
    access: 'public',
    data: z.object({ title: z.string(), text: z.string().describe('HTML, sanitised when it was saved.') }),
    handler: async ({ services, scope }) => {
      const page = await services.editorial.getPage(scope, 'privacy-policy');
      return { title: page.title, text: page.body };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'blogs/web/show/:idOrSlug',
    summary: 'One published blog post, by id or by an address that starts with its id',
    oldClient: '§3.2 blogs/web/show/{idOrSlug} (ShowBlog.js)',
    access: 'public',
    params: z.object({ idOrSlug: IdOrSlugSchema }),
    data: z.object({
      slider: emptyList,
      events: ListSection(z.unknown()),
      blog: z.object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        created_at: z.string(),
        web_description: z.string().describe('HTML, sanitised when it was saved.'),
        link_youtube: z.string(),
        saved: z.boolean(),
        image: z.string(),
        gallery: z.array(z.string()),
        paragraphs: emptyList,
        similar: z.array(
          z.object({ id: z.number().int(), slug: z.string(), title: z.string(), image: z.string() }),
        ),
        tags: emptyList,
      }),
    }),
    handler: async ({ services, scope, params, user }) => {
      const post = await byId(params.idOrSlug, (id) => services.blog.getPost(scope, id));
      const [saved, recent] = await Promise.all([
        user ? services.saved.listIds(user.id, 'blog', scope.site.id) : Promise.resolve([]),
        services.blog.listPage(scope, 1),
      ]);
      const { publicUrl } = services.config;
      return {
        slider: [],
        events: { title: '', model: [] },
        blog: {
          id: post.id,
          slug: post.slug,
          title: post.title,
          created_at: legacyAgo(post.publishedAt, scope.language),
          web_description: post.body,
          link_youtube: '',
          saved: saved.includes(post.id),
          image: legacyImageUrl(publicUrl, post.cover, 'detail'),
          gallery: post.cover ? [legacyImageUrl(publicUrl, post.cover, 'detail')] : [],
          paragraphs: [],
          similar: recent.items
            .filter((other) => other.id !== post.id)
            .slice(0, 4)
            .map((other) => ({
              id: other.id,
              slug: other.slug,
              title: other.title,
              image: legacyImageUrl(publicUrl, other.cover, 'card'),
            })),
          tags: [],
        },
      };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'user_guides/web',
    summary: 'The user guides, in the old page’s sections',
    oldClient: '§3.2 user_guides/web (UserGuidePage.js)',
    access: 'public',
    data: z.object({
      slider: emptyList,
      main: z.object({ image: z.string() }),
      evens: ListSection(GuideCardSchema).describe('Sic: the old client reads `evens`.'),
      account: ListSection(GuideCardSchema),
      use: ListSection(GuideCardSchema),
      faq: ListSection(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          description: z.string(),
          image: z.string().describe('The guides’ book (the old FAQ card draws a picture).'),
        }),
      ),
    }),
    handler: async ({ services, scope }) => {
      const t = translatorFor(scope.language);
      const [all, faq, picture] = await Promise.all([
        guides(services, scope),
        services.editorial.getFaq(scope),
        sitePicture(services, scope),
      ]);
      return {
        slider: [],
        // The page's cover: the home's hero picture (Jaliya's guides page has none of its own).
        main: { image: picture },
        evens: { title: '', model: [] },
        account: { title: t('guides.title'), model: all },
        use: { title: '', model: [] },
        faq: {
          title: t('faq.title'),
          model: faq.groups.flatMap((group) =>
            group.items.map((item) => ({
              id: item.id,
              slug: String(item.id),
              title: item.question,
              description: item.answer,
              image: guideImage(services),
            })),
          ),
        },
      };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'user_guides/show/web/:idOrSlug',
    summary: 'One user guide, by id or by its slug',
    oldClient: '§3.2 user_guides/show/web/{idOrSlug} (ShowUserGuide.js)',
    access: 'public',
    params: z.object({ idOrSlug: z.string().max(200) }),
    data: z.object({
      slider: emptyList,
      main: z.object({
        title: z.string(),
        description: z.string().describe('HTML, sanitised when it was saved.'),
        type: z.string(),
        link_web: z.string(),
        link_youtube: z.string(),
        steps: emptyList,
      }),
      latest_posts: z.array(
        z.object({ id: z.number().int(), slug: z.string(), title: z.string(), image: z.string() }),
      ),
    }),
    handler: async ({ services, scope, params }) => {
      const all = await services.editorial.listGuides(scope);
      // Links end in the slug from some pages and in the id from others.
      const found = all.find(
        (guide) => guide.slug === params.idOrSlug || String(guide.id) === params.idOrSlug,
      );
      if (!found) throw new AppError('NOT_FOUND');
      const guide = await services.editorial.getGuide(scope, found.id);
      return {
        slider: [],
        main: {
          title: guide.title,
          description: guide.body,
          type: 'text',
          link_web: '',
          link_youtube: '',
          steps: [],
        },
        latest_posts: all
          .filter((other) => other.id !== guide.id)
          .slice(0, 4)
          .map((other) => ({
            id: other.id,
            slug: other.slug,
            title: other.title,
            image: guideImage(services),
          })),
      };
    },
  }),
  ...(['sliders/page', 'sliders', 'undefined', 'stores/slider/:id'] as const).map((path) =>
    legacyEndpoint({
      method: 'GET',
      path,
      summary: 'Banners of a page: Jaliya has none, so the old client draws none',
      oldClient:
        path === 'undefined'
          ? '§3.1 `{base}/undefined`, requested by the old client’s Banner without an address'
          : `§3.1 ${path} (CategoryPage.js, MarketPlace pages, SubCategory.js)`,
      access: 'public',
      data: BannerListSchema,
      handler: async () => [],
    }),
  ),
];

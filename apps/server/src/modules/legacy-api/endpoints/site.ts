import type { BlogPostSummary, HeroEntry, Image, MainCategory, OurServices } from '@jaliya/contract';
import { z } from 'zod';
import { translatorFor } from '../../../lib/i18n';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { cachedOld } from '../legacy-cache';
import { legacyEndpoint } from '../legacy-endpoint';
import { legacyHtml } from '../legacy-format';
import { legacyCategoryIconUrl } from '../legacy-icons';
import { legacyImageUrl, type LegacyImageSize } from '../legacy-images';

/**
 * The old client's site-wide reads (`LEGACY-CLIENT.md` §3.1 and §3.2): `general-setting`, `home`,
 * `about`, `contact-page`, `blogs/web` and `our_services`, in the old sections. Jaliya's own
 * answers moved to `site/settings`, `site/home`, `pages/about`, `pages/contact`, `blog/posts` and
 * `services` (decision 023).
 */

const emptyList = z.array(z.unknown()).describe('Jaliya has none: always empty.');
const ListSection = (item: z.ZodType) => z.object({ title: z.string(), model: z.array(item) });
const emptySection = () => ({ title: '', model: [] });

/** A hero or slider entry of the old pages (`HeroBanner.jsx`, `BannerWInfo.jsx`). */
const SlideSchema = z.object({
  type: z.literal('image').describe('`image`; the old client plays `video` entries, Jaliya has none.'),
  media: z.string().describe('The picture, an absolute URL.'),
  url: z.string().describe('Where the entry links; empty for none.'),
  title: z.string(),
  description: z
    .string()
    .describe('The home’s hero: HTML, sanitised when it was saved (drawn as HTML); other pages: plain text.'),
  city: z.string(),
});
type Slide = z.infer<typeof SlideSchema>;

function slide(publicUrl: string, image: Image | null, title: string, description: string): Slide[] {
  // An entry without a picture would draw a broken image: the old pages draw none instead.
  if (!image) return [];
  return [
    { type: 'image', media: legacyImageUrl(publicUrl, image, 'hero'), url: '', title, description, city: '' },
  ];
}

const BlogCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe('The excerpt, plain text.'),
  web_description: z.string().describe('The excerpt as HTML (escaped text).'),
  image: z.string(),
});

function blogCard(publicUrl: string, post: BlogPostSummary): z.infer<typeof BlogCardSchema> {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.excerpt,
    web_description: legacyHtml(post.excerpt),
    image: legacyImageUrl(publicUrl, post.cover, 'card'),
  };
}

const image = (services: Services, value: Image | null | undefined, size: LegacyImageSize) =>
  legacyImageUrl(services.config.publicUrl, value, size);

const ServiceLinkSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .nullable()
  .describe('The category the menu link opens; null hides the link.');

const GeneralSettingSchema = z.object({
  logo: z.string().describe('The logo, an absolute URL (empty when the site has none).'),
  navbar: z.object({
    logo: z.string(),
    states: z.array(
      z.object({
        url: z.string().describe('The sister site; empty while it is coming soon.'),
        image: z.string(),
        title: z.string(),
      }),
    ),
  }),
  services: z.object({
    service_provider: ServiceLinkSchema,
    shops: ServiceLinkSchema,
    market_place: ServiceLinkSchema,
    rent: ServiceLinkSchema,
    jobs: ServiceLinkSchema,
  }),
  footer: z.object({
    logo: z.string(),
    social_media: z.array(z.object({ type: z.string(), url: z.string() })),
    youtube_url: z.string(),
    subscribe: z.string(),
    email: z.string(),
    phone: z.string(),
    Copyright: z.string(),
  }),
});

const CategoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z
    .string()
    .describe('The category’s icon, an absolute URL of an SVG (`/media/category-icons/{icon}.svg`).'),
  type: z.enum(['business', 'service']),
});

function categoryItems(services: Services, categories: MainCategory[], type: 'business' | 'service') {
  return categories
    .filter((category) => category.type === type)
    .map((category) => ({
      id: category.id,
      name: category.name,
      image: legacyCategoryIconUrl(services.config.publicUrl, category.icon),
      type,
    }));
}

const OurServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().describe('A page of the site, such as `/jobs`.'),
  image: z.string(),
  short: z.string().describe('Plain text.'),
  web_short: z.string().describe('HTML (escaped text).'),
  description: z.string().describe('Plain text.'),
});

/**
 * The site's services as the old pages list them. A service without a photo shows `fallback` (the
 * home draws white text over the picture, so it takes the hero's), else its icon, as on the site's
 * own page; an empty one drew a broken image.
 */
function ourServiceItems(services: Services, ours: OurServices['services'], fallback?: string) {
  return ours.map((service) => ({
    id: service.id,
    title: service.title,
    link: service.link,
    image: service.image
      ? image(services, service.image, 'card')
      : fallback || legacyCategoryIconUrl(services.config.publicUrl, service.icon),
    short: service.summary,
    web_short: legacyHtml(service.summary),
    description: service.summary,
  }));
}

function heroSlides(services: Services, hero: HeroEntry[]): Slide[] {
  return hero.flatMap((entry) =>
    slide(services.config.publicUrl, entry.media, entry.title, entry.description),
  );
}

/** How many posts the old blog page gets: it pages through them itself, three at a time. */
const LEGACY_BLOG_POSTS = 60;

/** The newest published posts, walking Jaliya's pages up to `LEGACY_BLOG_POSTS`. */
async function newestPosts(services: Services, scope: SiteScope): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let page = 1; posts.length < LEGACY_BLOG_POSTS; page++) {
    const list = await services.blog.listPage(scope, page);
    posts.push(...list.items);
    if (page >= list.pageCount) break;
  }
  return posts.slice(0, LEGACY_BLOG_POSTS);
}

export const siteEndpoints = [
  legacyEndpoint({
    method: 'GET',
    path: 'general-setting',
    summary: 'Logo, sister sites, the menu’s category links and the footer',
    oldClient: '§3.1 general-setting (App.js, Navbar.js, Footer.js)',
    access: 'public',
    data: GeneralSettingSchema,
    handler: ({ services, scope }) =>
      cachedOld(services, scope, 'general-setting', async () => {
        const settings = await services.settings.getGeneralSetting(scope);
        const link = (value: (typeof settings.services)['jobs']) =>
          value ? { id: value.id, name: value.name } : null;
        // The old header and footer draw the logo up to about 100 px high: a card's width keeps it sharp.
        const logo = image(services, settings.logo, 'card');
        return {
          logo,
          navbar: {
            logo: image(services, settings.navbar.logo, 'card'),
            states: settings.navbar.states.map((state) => ({
              url: state.url ?? '',
              image: image(services, state.image, 'icon'),
              title: state.title,
            })),
          },
          services: {
            service_provider: link(settings.services.service_provider),
            shops: link(settings.services.shops),
            market_place: link(settings.services.market_place),
            rent: link(settings.services.rent),
            jobs: link(settings.services.jobs),
          },
          footer: {
            logo: image(services, settings.footer.logo, 'card'),
            social_media: settings.footer.social_media,
            youtube_url: settings.footer.social_media.find((entry) => entry.type === 'youtube')?.url ?? '',
            subscribe: settings.footer.subscribe,
            email: settings.footer.email,
            phone: settings.footer.phone,
            Copyright: settings.footer.Copyright,
          },
        };
      }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'home',
    summary: 'The home page: hero, categories, the site’s services, the apps and the newest blog posts',
    oldClient: '§3.1 home (Home.jsx, components/home/**)',
    access: 'public',
    data: z.object({
      hero: z.array(SlideSchema),
      advertisements_left: z
        .array(z.object({ url: z.string(), image: z.string() }))
        .describe('Always empty.'),
      advertisements: emptyList,
      category: z.object({
        image: z.string(),
        title: z.object({ shops: z.string(), services: z.string() }),
        shops: z.array(CategoryItemSchema),
        services: z.array(CategoryItemSchema),
      }),
      our_service: ListSection(OurServiceSchema),
      try_app: z.object({
        title: z.string(),
        web_description: z.string(),
        image: z.string(),
        android: z.object({ link: z.string() }),
        ios: z.object({ link: z.string() }),
      }),
      blogs_new: ListSection(BlogCardSchema),
    }),
    handler: ({ services, scope }) => oldHome(services, scope),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'about',
    summary: 'The about page, in the old page’s sections',
    oldClient: '§3.2 about (AboutPage.js, components/aboutUs/*, DiscoverService.jsx)',
    access: 'public',
    data: z.object({
      slider: z.array(SlideSchema).describe('The page’s picture and title, when it has a picture.'),
      about: z.array(
        z.object({
          title: z.string(),
          web_description: z.string().describe('HTML, sanitised when it was saved.'),
          description: z.string().describe('Plain text.'),
        }),
      ),
      main: z.object({ image: z.string() }),
      statistics: z
        .object({
          users: z.string(),
          verified_users: z.string(),
          businesses: z.string(),
          icon_users: z.string(),
          icon_verified_users: z.string(),
          icon_businesses: z.string(),
          title_users: z.string(),
          title_verified_users: z.string(),
          title_businesses: z.string(),
          image: z.string(),
        })
        .describe('Jaliya publishes no statistics: every field is empty.'),
      our_services: z.object({ title: z.string(), web_description: z.string() }),
      easy_search: ListSection(z.object({ title: z.string(), image: z.string() })).describe('Always empty.'),
    }),
    handler: ({ services, scope }) =>
      cachedOld(services, scope, 'about', async () => {
        const t = translatorFor(scope.language);
        const page = await services.editorial.getPage(scope, 'about');
        return {
          slider: slide(services.config.publicUrl, page.image, page.title, page.summary),
          about: [{ title: page.title, web_description: page.body, description: page.summary }],
          main: { image: image(services, page.image, 'detail') },
          statistics: {
            users: '',
            verified_users: '',
            businesses: '',
            icon_users: '',
            icon_verified_users: '',
            icon_businesses: '',
            title_users: '',
            title_verified_users: '',
            title_businesses: '',
            image: '',
          },
          our_services: {
            title: t('directory.ourServicesTitle'),
            web_description: legacyHtml(t('directory.ourServicesIntro')),
          },
          easy_search: emptySection(),
        };
      }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'contact-page',
    summary: 'The contact page: its introduction with the address, office hours, phone and e-mail',
    oldClient: '§3.2 contact-page (ContactUs.js, contactUs/MainContact.js)',
    access: 'public',
    data: z.object({
      slider: emptyList,
      contact: z.object({
        title: z.string(),
        description: z.string().describe('Plain text.'),
        web_description: z.string().describe('HTML: the introduction, then the contact details.'),
        image: z.string(),
      }),
    }),
    handler: ({ services, scope }) =>
      cachedOld(
        services,
        scope,
        'contact-page',
        async () => {
          const t = translatorFor(scope.language);
          const [page, picture] = await Promise.all([
            services.editorial.getContactPage(scope),
            sitePicture(services, scope),
          ]);
          // The old page draws only this text, so the details Jaliya shows beside it go in it.
          const details = (
            [
              ['contact.address', page.address],
              ['contact.officeHours', page.officeHours],
              ['contact.phone', page.phone],
              ['contact.email', page.email],
            ] as const
          )
            .filter(([, value]) => value.trim() !== '')
            .map(
              ([label, value]) => `<p><strong>${legacyHtml(t(label))}</strong><br>${legacyHtml(value)}</p>`,
            )
            .join('');
          return {
            slider: [],
            contact: {
              title: page.title,
              description: page.summary,
              web_description: `${page.body}${details}`,
              // The contact page has no picture in Jaliya: the home's hero stands in.
              image: picture,
            },
          };
        },
        // Made with the home's hero picture: a change to the home evicts it too.
        { alsoFrom: ['home'] },
      ),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'blogs/web',
    summary: 'The blog page: its introduction and the newest published posts',
    oldClient: '§3.2 blogs/web (Blog.js, components/blog/*)',
    access: 'public',
    data: z.object({
      main: z.object({ title: z.string(), web_description: z.string(), description: z.string() }),
      slider: emptyList,
      events: ListSection(BlogCardSchema).describe('Always empty: Jaliya’s blog has no events section.'),
      statistics: ListSection(BlogCardSchema).describe('Always empty.'),
      around: ListSection(BlogCardSchema).describe(
        `The newest ${LEGACY_BLOG_POSTS} published posts; the old page shows them three at a time.`,
      ),
      visit: ListSection(BlogCardSchema).describe('Always empty.'),
    }),
    handler: ({ services, scope }) =>
      cachedOld(services, scope, 'blogs', async () => {
        const t = translatorFor(scope.language);
        const posts = await newestPosts(services, scope);
        return {
          main: {
            title: t('blog.title'),
            web_description: legacyHtml(t('blog.intro')),
            description: t('blog.intro'),
          },
          slider: [],
          events: emptySection(),
          statistics: emptySection(),
          around: {
            title: t('blog.title'),
            model: posts.map((post) => blogCard(services.config.publicUrl, post)),
          },
          visit: emptySection(),
        };
      }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'our_services',
    summary: 'The site’s own services and its sister web sites',
    oldClient: '§3.2 our_services (OurService.js, MainRowCard.jsx, ourService/OurWebsite.js)',
    access: 'public',
    data: z.object({
      slider: emptyList,
      main: z.object({ title: z.string(), web_description: z.string(), image: z.string() }),
      services: z.array(OurServiceSchema),
      other_website: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          description: z.string(),
          image: z.string(),
          link: z.string(),
        }),
      ),
    }),
    handler: ({ services, scope }) =>
      cachedOld(
        services,
        scope,
        'our_services',
        async () => {
          const t = translatorFor(scope.language);
          const [ours, picture, settings] = await Promise.all([
            services.directory.ourServices(scope),
            sitePicture(services, scope),
            services.settings.getGeneralSetting(scope),
          ]);
          return {
            slider: [],
            main: {
              title: t('directory.ourServicesTitle'),
              web_description: legacyHtml(t('directory.ourServicesIntro')),
              image: picture,
            },
            services: ourServiceItems(services, ours.services),
            other_website: ours.sisterSites.map((sister, index) => ({
              id: index + 1,
              title: sister.name,
              description: sister.summary,
              // A sister site is another site of the network: its card shows the network's logo.
              image: image(services, settings.navbar.logo, 'card'),
              link: sister.url,
            })),
          };
        },
        { alsoFrom: ['home'] },
      ),
  }),
];

/** The old home, kept in the response cache under `home` (its hero is also the old pages' banner). */
function oldHome(services: Services, scope: SiteScope) {
  return cachedOld(services, scope, 'home', async () => {
    const t = translatorFor(scope.language);
    const [home, settings] = await Promise.all([
      services.home.getHome(scope),
      services.settings.getGeneralSetting(scope),
    ]);
    const hero = heroSlides(services, home.hero);
    return {
      hero,
      advertisements_left: [],
      advertisements: [],
      category: {
        // The picture beside the categories: Jaliya has none of its own, the hero's stands in.
        image: hero[0]?.media ?? '',
        title: { shops: t('directory.shopsTitle'), services: t('directory.servicesTitle') },
        shops: categoryItems(services, home.categories, 'business'),
        services: categoryItems(services, home.categories, 'service'),
      },
      our_service: {
        title: t('directory.ourServicesTitle'),
        model: ourServiceItems(services, home.ourServices, hero[0]?.media),
      },
      try_app: {
        title: t('home.appsTitle'),
        web_description: legacyHtml(t('home.appsText')),
        image: '',
        android: { link: settings.apps.googlePlay ?? '' },
        ios: { link: settings.apps.appStore ?? '' },
      },
      blogs_new: {
        title: t('home.latestBlogs'),
        model: home.latestBlogs.map((post) => blogCard(services.config.publicUrl, post)),
      },
    };
  });
}

/**
 * The picture of the old pages' banners that Jaliya has no picture for (the user guide's cover,
 * our services, contact, the home's category block): the home's first hero picture, as an
 * absolute URL; empty when the home has no hero.
 */
export async function sitePicture(services: Services, scope: SiteScope): Promise<string> {
  return (await oldHome(services, scope)).hero[0]?.media ?? '';
}

import {
  type Business,
  BusinessListQuerySchema,
  type BusinessCard,
  DIRECTORY_TYPES,
  type KeysetPage,
  RecordIdParamSchema,
} from '@jaliya/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { validationFailure } from '../../../plugins/error-handler';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, legacyNumber, legacyOptional, type LegacyInput } from '../legacy-endpoint';
import { legacyCategoryIconUrl } from '../legacy-icons';
import { legacyImageUrl } from '../legacy-images';
import { LegacyStoreCardSchema, storeCard } from './member';

/** The old client asks for 100 and pages by 9 itself; Jaliya's pages hold at most 50. */
const STORES_PAGE = 50;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DAY_NAMES = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** `17:30` as the old client shows a time: `05:30 PM`. */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(clock).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${half}`;
}

const WorkTimeSchema = z.object({
  type: z.literal('r'),
  day_from: z.string(),
  day_to: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  always_open: z.boolean(),
  status: z.boolean().describe('True: open in that range; false: closed that day.'),
});

/** Opening hours as the old profile lists them: one row per day and range, or one for 24/7. */
function workTimes(hours: Business['hours']): z.infer<typeof WorkTimeSchema>[] {
  if (hours.alwaysOpen)
    return [
      {
        type: 'r',
        day_from: 'Mon',
        day_to: 'Sun',
        start_time: '',
        end_time: '',
        always_open: true,
        status: true,
      },
    ];
  return DAYS.flatMap((day): z.infer<typeof WorkTimeSchema>[] => {
    const ranges = hours.weekly[day];
    if (ranges.length === 0)
      return [
        {
          type: 'r' as const,
          day_from: DAY_NAMES[day],
          day_to: DAY_NAMES[day],
          start_time: '',
          end_time: '',
          always_open: false,
          status: false,
        },
      ];
    return ranges.map((range) => ({
      type: 'r' as const,
      day_from: DAY_NAMES[day],
      day_to: DAY_NAMES[day],
      start_time: twelveHour(range.opens),
      end_time: twelveHour(range.closes),
      always_open: false,
      status: true,
    }));
  });
}

const PhotoSchema = z.object({ id: z.number().int(), image: z.string() });

const LegacyBusinessSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().describe('Plain text: the old profile prints it as text.'),
  image: z.string().describe('The logo.'),
  website_url: z.string(),
  email: z.string(),
  phone: z.string(),
  saved: z.boolean(),
  locations_address: z.string(),
  locations_lat: z.number().nullable(),
  locations_lng: z.number().nullable(),
  banners: z.array(z.object({ image: z.string(), type: z.string() })),
  photos: z.array(PhotoSchema),
  gallery: z.array(PhotoSchema),
  offers: z.array(z.object({ title: z.string() })),
  similar: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), image: z.string() })),
  facebook_link: z.string(),
  instagram_link: z.string(),
  twitter_link: z.string(),
  youtube_link: z.string(),
  tiktok_link: z.string(),
  pinterest_link: z.string(),
  worktime: z.array(WorkTimeSchema),
});

async function savedBusinessIds(
  services: Services,
  scope: SiteScope,
  user: LegacyInput<unknown, unknown>['user'],
) {
  return new Set(user ? await services.saved.listIds(user.id, 'business', scope.site.id) : []);
}

async function listStores(services: Services, scope: SiteScope, query: Record<string, unknown>) {
  const parsed = BusinessListQuerySchema.safeParse({ ...query, limit: STORES_PAGE });
  if (!parsed.success) throw validationFailure(parsed.error);
  return (await services.directory.listBusinesses(scope, parsed.data)) as KeysetPage<BusinessCard>;
}

/** A business profile as the old client reads it (the same answer at both of its addresses). */
async function businessProfile(input: LegacyInput<unknown, { id: number }>) {
  const { services, scope, params, user } = input;
  const business = await services.directory.getBusiness(scope, params.id);
  const [saved, similar] = await Promise.all([
    savedBusinessIds(services, scope, user),
    business.mainCategory
      ? listStores(services, scope, { main_id: String(business.mainCategory.id) })
      : Promise.resolve({ items: [] as BusinessCard[], nextCursor: null, total: 0 }),
  ]);
  const { publicUrl } = services.config;
  const photo = (kind: 'card' | 'detail') => (image: Business['gallery'][number], index: number) => ({
    id: index + 1,
    image: legacyImageUrl(publicUrl, image, kind),
  });
  const social = (type: string) => business.social.find((link) => link.type === type)?.url ?? '';
  return {
    id: business.id,
    slug: business.slug,
    name: business.name,
    // Description.js prints it as text, not HTML: escaped entities and <br> showed literally.
    description: business.summary,
    image: legacyImageUrl(publicUrl, business.logo, 'icon'),
    website_url: business.website ?? '',
    email: business.email,
    phone: business.phone,
    saved: saved.has(business.id),
    locations_address: [
      business.address.street,
      business.city?.name,
      business.address.state,
      business.address.postalCode,
    ]
      .filter(Boolean)
      .join(', '),
    locations_lat: business.location?.lat ?? null,
    locations_lng: business.location?.lng ?? null,
    banners: business.cover
      ? [{ image: legacyImageUrl(publicUrl, business.cover, 'hero'), type: 'image' }]
      : [],
    photos: business.mainPhotos.map(photo('detail')),
    gallery: business.gallery.map(photo('detail')),
    offers: business.services.map((title) => ({ title })),
    similar: similar.items
      .filter((card) => card.id !== business.id)
      .slice(0, 6)
      .map((card) => ({
        id: card.id,
        slug: card.slug,
        name: card.name,
        image: legacyImageUrl(publicUrl, card.logo, 'card'),
      })),
    facebook_link: social('facebook'),
    instagram_link: social('instagram'),
    twitter_link: social('twitter'),
    youtube_link: social('youtube'),
    tiktok_link: social('tiktok'),
    pinterest_link: social('pinterest'),
    worktime: workTimes(business.hours),
  };
}

const profileEndpoint = (path: string, oldClient: string) =>
  legacyEndpoint({
    method: 'GET',
    path,
    summary: 'One published business profile',
    oldClient,
    access: 'public',
    params: z.object({ id: RecordIdParamSchema }),
    data: LegacyBusinessSchema,
    handler: businessProfile,
  });

const categoryImage = z
  .string()
  .describe('The category’s icon, an absolute URL of an SVG (`/media/category-icons/{icon}.svg`).');
const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

/** The directory as the old client browses it: its categories, businesses of a category, and a profile. */
export const directoryEndpoints = [
  legacyEndpoint({
    method: 'GET',
    path: 'listings',
    summary:
      'The directory’s main categories: service providers (type=service), shops (type=business), or both',
    oldClient: '§3.1 and §3.3 listings, listings?type=service|business (Navbar.js, Category.js)',
    access: 'public',
    fields: z.object({
      type: legacyOptional(z.string().max(20)).describe('`service` or `business`; anything else: both.'),
    }),
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        image: categoryImage,
        type: z.enum(DIRECTORY_TYPES),
      }),
    ),
    handler: async ({ services, scope, fields }) => {
      const type = DIRECTORY_TYPES.find((known) => known === fields.type);
      return (await services.directory.mainCategories(scope, type)).map((category) => ({
        id: category.id,
        name: category.name,
        image: legacyCategoryIconUrl(services.config.publicUrl, category.icon),
        type: category.type,
      }));
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'main-categories',
    summary: 'The directory’s main categories by type, for the add-business form’s one select',
    oldClient: '§3.3 main-categories (FormaddBusiness.js)',
    access: 'public',
    data: z.object({ business: z.array(NamedSchema), service: z.array(NamedSchema) }),
    handler: async ({ services, scope }) => {
      const mains = await services.directory.mainCategories(scope);
      const ofType = (type: (typeof DIRECTORY_TYPES)[number]) =>
        mains.filter((main) => main.type === type).map(({ id, name }) => ({ id, name }));
      return { business: ofType('business'), service: ofType('service') };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'main-categories/:id/sub-categories',
    summary: 'The subcategories of a directory main category',
    oldClient: '§3.3 main-categories/{mainId}/sub-categories (SubCategorySlider.js, FormaddBusiness.js)',
    access: 'public',
    params: z.object({ id: RecordIdParamSchema }),
    data: z.array(z.object({ id: z.number().int(), name: z.string(), image: categoryImage })),
    handler: async ({ services, scope, params }) =>
      (await services.directory.subCategories(scope, params.id)).map(({ id, name, icon }) => ({
        id,
        name,
        image: legacyCategoryIconUrl(services.config.publicUrl, icon),
      })),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'stores',
    summary: 'Published businesses of a main category or subcategory (the old client pages them itself)',
    oldClient: '§3.3 stores?main_id=&category_id=&limit_by=100 (SubCategoryBody.js, ReactMap.js)',
    access: 'public',
    fields: z.object({ main_id: legacyNumber, category_id: legacyNumber, limit_by: legacyNumber }),
    data: z.array(LegacyStoreCardSchema),
    handler: async ({ services, scope, fields, user }) => {
      const [page, saved] = await Promise.all([
        listStores(services, scope, {
          ...(fields.main_id ? { main_id: String(fields.main_id) } : {}),
          ...(fields.category_id ? { category_id: String(fields.category_id) } : {}),
        }),
        savedBusinessIds(services, scope, user),
      ]);
      return page.items.map((card) => storeCard(services, card, saved.has(card.id)));
    },
  }),
  profileEndpoint('show-store/:id', '§3.3 show-store/{id} (MarketProfile.js, signed out)'),
  profileEndpoint('business/show/:id', '§3.3 business/show/{id} (MarketProfile.js, signed in)'),
  legacyEndpoint({
    method: 'GET',
    path: 'stores/all-cat/:id',
    summary:
      'The "All" icon of a category’s subcategory slider: the main category’s own icon, an absolute URL of an SVG',
    oldClient: '§3.3 stores/all-cat/{mainId} (SubCategorySlider.js)',
    access: 'public',
    params: z.object({ id: RecordIdParamSchema }),
    data: z.string(),
    handler: async ({ services, scope, params }) => {
      const main = (await services.directory.mainCategories(scope)).find(
        (category) => category.id === params.id,
      );
      if (!main) throw new AppError('NOT_FOUND');
      return legacyCategoryIconUrl(services.config.publicUrl, main.icon);
    },
  }),
];

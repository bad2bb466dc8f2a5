import { z } from 'zod';
import { EmailSchema } from './accounts';
import { endpoint, RecordIdParamSchema } from './endpoint';
import { LIMITS } from './limits';
import {
  FollowResultSchema,
  KeysetQueryShape,
  ItemSiteShape,
  OwnPostsQuerySchema,
  SavedListQuerySchema,
  keysetPageSchema,
  ListingActionBodySchema,
  ListingActionResultSchema,
  OwnListingSchema,
} from './listings';
import { OpeningHoursSchema } from './opening-hours';
import { CitySchema, ImageSchema, SocialMediaTypeSchema } from './site';

/** The icons a category or one of the site's services can show (drawn by the web app). */
export const CATEGORY_ICONS = [
  'stethoscope',
  'scale',
  'calculator',
  'wrench',
  'home',
  'languages',
  'key',
  'book',
  'scissors',
  'shield',
  'basket',
  'utensils',
  'croissant',
  'shirt',
  'smartphone',
  'sofa',
  'pill',
  'store',
  'briefcase',
  'car',
  'baby',
  'dumbbell',
] as const;
export const CategoryIconSchema = z.enum(CATEGORY_ICONS);
export type CategoryIcon = z.infer<typeof CategoryIconSchema>;

/** Directory sections: service providers, or shops (`business`, the old client's name). */
export const DIRECTORY_TYPES = ['service', 'business'] as const;
export const DirectoryTypeSchema = z.enum(DIRECTORY_TYPES);
export type DirectoryType = z.infer<typeof DirectoryTypeSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: DirectoryTypeSchema,
  icon: CategoryIconSchema,
  listingCount: z.number().int().describe('Published listings in it.'),
});
export type Category = z.infer<typeof CategorySchema>;

export const MainCategorySchema = CategorySchema.extend({ subcategories: z.array(CategorySchema) });
export type MainCategory = z.infer<typeof MainCategorySchema>;

const OpenStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('always_open') }),
  z.object({ state: z.literal('open'), closesAt: z.string(), closesInMinutes: z.number().int() }),
  z.object({
    state: z.literal('closed'),
    opensAt: z.string().nullable(),
    opensInMinutes: z.number().int().nullable(),
  }),
]);

const LocationSchema = z.object({ lat: z.number(), lng: z.number() });

/** A business on a list: never its phone or e-mail (those are on the profile only). */
export const BusinessCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  language: z.enum(['en', 'ar']).describe('The language the owner wrote it in.'),
  logo: ImageSchema.nullable(),
  city: CitySchema.nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isVerified: z.boolean(),
  openState: OpenStateSchema.describe("Open, closed or always open now, in the site's time zone."),
  location: LocationSchema.nullable(),
  distanceKm: z.number().nullable().describe('From the given point, when sorted by distance.'),
});
export type BusinessCard = z.infer<typeof BusinessCardSchema>;

export const SocialLinkSchema = z.object({ type: SocialMediaTypeSchema, url: z.string() });

export const BusinessSchema = BusinessCardSchema.extend({
  mainCategory: z.object({ id: z.number().int(), name: z.string(), type: DirectoryTypeSchema }).nullable(),
  subcategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cover: ImageSchema.nullable(),
  mainPhotos: z.array(ImageSchema),
  gallery: z.array(ImageSchema),
  services: z.array(z.string()),
  address: z.object({ street: z.string(), state: z.string(), postalCode: z.string() }),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  social: z.array(SocialLinkSchema),
  hours: OpeningHoursSchema,
  timeZone: z.string().describe('IANA time zone the hours are in (the site’s).'),
  followerCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof BusinessSchema>;

export const BUSINESS_SORTS = ['newest', 'name', 'nearest'] as const;

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'validation.flagInvalid' })
  .transform((value) => value === '1' || value === 'true');
const optionalId = z.union([z.literal(''), RecordIdParamSchema]).transform((value) => value || undefined);
const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.locationInvalid' })
    .min(min, { error: 'validation.locationInvalid' })
    .max(max, { error: 'validation.locationInvalid' });

export const BusinessListQuerySchema = z
  .object({
    type: DirectoryTypeSchema.optional().describe('`service` or `business` (shops).'),
    main_id: optionalId.optional().describe('Main category id (the old client’s name).'),
    category_id: optionalId.optional().describe('Subcategory id.'),
    city: optionalId.optional().describe('City id; the path’s city id is used when absent.'),
    open_now: flag.optional(),
    verified: flag.optional(),
    sort: z.enum(BUSINESS_SORTS, { error: 'validation.sortInvalid' }).default('newest'),
    lat: coordinate(-90, 90).optional(),
    lng: coordinate(-180, 180).optional(),
    ...KeysetQueryShape,
  })
  .refine((query) => query.sort !== 'nearest' || (query.lat !== undefined && query.lng !== undefined), {
    path: ['lat'],
    error: 'validation.locationRequired',
  });
export type BusinessListQuery = z.output<typeof BusinessListQuerySchema>;

const required = (key: string) => ({ error: key });
const text = (requiredKey: string, max: number) =>
  z.string(required(requiredKey)).trim().min(1, required(requiredKey)).max(max);
const url = z
  .string()
  .trim()
  .max(500, { error: 'validation.urlInvalid' })
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'validation.urlInvalid' });
const photoIds = (min: number, max: number, key: string) =>
  z.array(z.number().int().positive(), required(key)).min(min, { error: key }).max(max, { error: key });

/**
 * A new business or an edit, with the specification's limits (section 5); images are ids of
 * photos the user uploaded first. Messages are keys, translated for the request's language.
 */
export const BusinessInputSchema = z
  .object({
    name: text('validation.companyNameRequired', 120),
    mainCategoryId: z.number(required('validation.mainCategoryRequired')).int().positive(),
    subcategoryIds: z
      .array(z.number().int().positive(), required('validation.subCategoryRequired'))
      .min(1, { error: 'validation.subCategoryRequired' })
      .max(3, { error: 'validation.subCategoryTooMany' }),
    description: text('validation.descriptionRequired', 400).refine(
      (value) =>
        value.split(/\r?\n/).filter((line) => line.trim()).length <= LIMITS.business.descriptionLines.max,
      { error: 'validation.descriptionLines' },
    ),
    services: z
      .array(text('validation.serviceRequired', 60), required('validation.servicesCount'))
      .min(LIMITS.business.services.min, { error: 'validation.servicesCount' })
      .max(LIMITS.business.services.max, { error: 'validation.servicesCount' }),
    street: text('validation.streetRequired', 200),
    cityId: z.number(required('validation.cityRequired')).int().positive(),
    state: text('validation.stateRequired', 60),
    postalCode: z
      .string(required('validation.postalCodeRequired'))
      .trim()
      .min(1, { error: 'validation.postalCodeRequired' })
      .regex(/^\d{5}(-\d{4})?$/, { error: 'validation.postalCodeInvalid' }),
    email: EmailSchema,
    phone: z
      .string(required('validation.phoneRequired'))
      .trim()
      .min(1, { error: 'validation.phoneRequired' })
      .regex(/^\+?[0-9 ().-]{7,20}$/, { error: 'validation.phoneInvalid' }),
    website: url.nullable().optional(),
    social: z.partialRecord(SocialMediaTypeSchema, url).default({}),
    location: z
      .object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) })
      .strict()
      .nullable()
      .optional(),
    hours: OpeningHoursSchema,
    language: z
      .enum(['en', 'ar'])
      .optional()
      .describe('The language it is written in; the request’s by default.'),
    logoId: z.number(required('validation.logoRequired')).int().positive(),
    coverId: z.number(required('validation.coverRequired')).int().positive(),
    mainPhotoIds: photoIds(
      LIMITS.business.mainPhotos.min,
      LIMITS.business.mainPhotos.max,
      'validation.mainPhotosCount',
    ),
    galleryPhotoIds: photoIds(
      LIMITS.business.galleryPhotos.min,
      LIMITS.business.galleryPhotos.max,
      'validation.galleryPhotosCount',
    ),
  })
  .strict();
export type BusinessInput = z.output<typeof BusinessInputSchema>;

export const UploadedPhotoSchema = z.object({
  id: z.number().int().describe('Pass this id in a post’s photo fields.'),
  image: ImageSchema,
});
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

export const OurServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  link: z.string(),
  icon: CategoryIconSchema,
  image: ImageSchema.nullable(),
});
export const SisterSiteSchema = z.object({ name: z.string(), summary: z.string(), url: z.string() });
export const OurServicesSchema = z.object({
  services: z.array(OurServiceSchema),
  sisterSites: z.array(SisterSiteSchema),
});
export type OurServices = z.infer<typeof OurServicesSchema>;

const tags = ['Directory'];
const idParams = z.object({ id: RecordIdParamSchema });

/** Every directory endpoint, declared once (see `endpoint`). */
export const directoryEndpoints = {
  mainCategories: endpoint({
    method: 'GET',
    path: 'categories',
    summary: 'Main directory categories with their subcategories, in order',
    tags,
    access: 'public',
    query: z.object({ type: DirectoryTypeSchema.optional() }),
    response: z.array(MainCategorySchema),
  }),
  subCategories: endpoint({
    method: 'GET',
    path: 'categories/:id/subcategories',
    summary: 'The subcategories of one main category',
    tags,
    access: 'public',
    params: idParams,
    response: z.array(CategorySchema),
  }),
  listBusinesses: endpoint({
    method: 'GET',
    path: 'businesses',
    summary: 'Published businesses and service providers: filters, sort and keyset pages',
    tags,
    access: 'public',
    query: BusinessListQuerySchema,
    response: keysetPageSchema(BusinessCardSchema),
  }),
  getBusiness: endpoint({
    method: 'GET',
    path: 'businesses/:id',
    summary: 'One published business profile',
    tags,
    access: 'public',
    params: idParams,
    response: BusinessSchema,
  }),
  createBusiness: endpoint({
    method: 'POST',
    path: 'businesses',
    summary: 'Add a business; it waits for review before it is published',
    tags,
    access: 'user',
    body: BusinessInputSchema,
    response: OwnListingSchema,
  }),
  updateBusiness: endpoint({
    method: 'PATCH',
    path: 'businesses/:id',
    summary:
      'Edit your business; an edit of a published business waits for review, the old one stays visible',
    tags,
    access: 'user',
    params: idParams,
    body: BusinessInputSchema,
    response: OwnListingSchema,
  }),
  deleteBusiness: endpoint({
    method: 'DELETE',
    path: 'businesses/:id',
    summary: 'Delete your business',
    tags,
    access: 'user',
    params: idParams,
    response: ListingActionResultSchema,
  }),
  ownBusinessForEdit: endpoint({
    method: 'GET',
    path: 'my/businesses/:id',
    summary: 'Your business as you last wrote it (with any edit waiting for review), to edit',
    tags,
    access: 'user',
    params: idParams,
    response: z.object({
      listing: OwnListingSchema,
      input: z
        .record(z.string(), z.unknown())
        .describe(
          'The fields of `BusinessInput`, as the owner last sent them.',
        ) as unknown as z.ZodType<BusinessInput>,
      photos: z.array(UploadedPhotoSchema).describe('Every photo the input names, to show them.'),
    }),
  }),
  myBusinesses: endpoint({
    method: 'GET',
    path: 'my/businesses',
    summary: "Your businesses of every status on this site (every site's with `sites=all`), newest first",
    tags,
    access: 'user',
    query: OwnPostsQuerySchema,
    response: keysetPageSchema(OwnListingSchema),
  }),
  savedBusinesses: endpoint({
    method: 'GET',
    path: 'my/saved/businesses',
    summary: "The published businesses you saved on this site (every site's with `sites=all`)",
    tags,
    access: 'user',
    query: SavedListQuerySchema,
    response: keysetPageSchema(BusinessCardSchema.extend(ItemSiteShape)),
  }),
  followState: endpoint({
    method: 'GET',
    path: 'businesses/:id/follow',
    summary: 'Whether you follow a business, and its follower count',
    tags,
    access: 'user',
    params: idParams,
    response: FollowResultSchema,
  }),
  follow: endpoint({
    method: 'POST',
    path: 'businesses/:id/follow',
    summary: 'Follow a business (following twice is not an error)',
    tags,
    access: 'user',
    params: idParams,
    response: FollowResultSchema,
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: 'businesses/:id/follow',
    summary: 'Stop following a business',
    tags,
    access: 'user',
    params: idParams,
    response: FollowResultSchema,
  }),
  moderate: endpoint({
    method: 'POST',
    path: 'moderation/listings/:id',
    summary: 'Moderators: approve, reject (with a reason), expire or delete a post',
    tags: ['Moderation'],
    access: 'user',
    params: idParams,
    body: ListingActionBodySchema,
    response: ListingActionResultSchema,
  }),
  ourServices: endpoint({
    method: 'GET',
    // The old client's `our_services` is the legacy adapter's (decision 023).
    path: 'services',
    summary: 'The site’s own services and its sister web sites',
    tags,
    access: 'public',
    response: OurServicesSchema,
  }),
};

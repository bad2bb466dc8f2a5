import {
  EXPERIENCE_LEVELS,
  JOB_SORTS,
  JOB_TYPES,
  type Image,
  type Job,
  type JobCard,
  JobListQuerySchema,
  type KeysetPage,
  type ListingKind,
  type Product,
  type ProductCard,
  type Rent,
  type RentCard,
  RentListQuerySchema,
  ACCOMMODATION_TYPES,
  RENT_SORTS,
  RecordIdParamSchema,
} from '@jaliya/contract';
import { z } from 'zod';
import { clientAddress } from '../../../lib/client-address';
import { translatorFor } from '../../../lib/i18n';
import { validationFailure } from '../../../plugins/error-handler';
import type { Services } from '../../../services';
import type { ClassifiedKindDefinition } from '../../classifieds/classified-kind';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, legacyNumber, legacyOptional, type LegacyInput } from '../legacy-endpoint';
import { legacyAgo, legacyHtml, intentOfLooking, lookingOfIntent } from '../legacy-format';
import { legacyCategoryIconUrl } from '../legacy-icons';
import { legacyImageUrl } from '../legacy-images';
import { lookingFor, LookingForSliderSchema } from './catalogue';

/** The old client pages by 4 to 12; Jaliya's pages hold at most 50. */
export const MAX_PAGE_SIZE = 50;
/** Pages further than this are empty: walking there costs a query per 50 posts. */
const MAX_OFFSET = 2000;

export const looseText = legacyOptional(z.string().max(200));

/** What every old card carries. */
const CardFlagsShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.boolean().describe('True: published ("Waiting for approval" when false).'),
  created_at: z.string().describe('How long ago, in words ("3 days ago").'),
  saved: z.boolean(),
  is_user_post: z.boolean(),
};

export const LegacyJobCardSchema = z.object({
  ...CardFlagsShape,
  place: z.string(),
  type: z.string().describe('Job type, in words.'),
  description: z.string().describe('HTML (escaped plain text).'),
  looking_for_text: z.string(),
  company_image: z.string(),
  user_image: z.string(),
  save_job: z.boolean(),
});

const LegacyJobSchema = LegacyJobCardSchema.extend({
  company: z.string(),
  company_name: z.string(),
  salary: z.string(),
  salary_type: z.string(),
  web_description: z.string(),
  email: z.string(),
  phone: z.string(),
  profile_url: z.string(),
});

export const LegacyRentCardSchema = z.object({
  ...CardFlagsShape,
  image: z.string(),
  price: z.string(),
  place: z.string(),
  area: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  looking_for_text: z.string(),
});

const LegacyRentSchema = LegacyRentCardSchema.extend({
  description: z.string(),
  gallery: z.array(z.string()),
  email: z.string(),
  phone_number: z.string(),
  gender: z.string(),
  is_bathroom_shared: z.boolean(),
  profile_url: z.string(),
});

export const LegacyProductCardSchema = z.object({
  ...CardFlagsShape,
  image: z.string(),
  price: z.string(),
  description: z.string(),
  category_name: z.string(),
  main_category_name: z.string(),
  save_job: z.boolean(),
});

const LegacyProductSchema = LegacyProductCardSchema.extend({
  gallery: z.array(z.string()),
  details: z.array(z.object({ title: z.string() })),
  information: z.array(z.object({ title: z.string(), value: z.string() })),
  email: z.string(),
  phone_number: z.string(),
  place: z.string(),
  profile_url: z.string(),
});

/** The public cards and details of a kind, with the visitor's saved marks. */
interface Seen {
  services: Services;
  scope: SiteScope;
  saved: Set<number>;
  /** The visitor's own posts (the old client shows a delete button on them). */
  own?: boolean;
}

function intentText(scope: SiteScope, kind: ListingKind, intent: 'offer' | 'seek'): string {
  const prefix = kind === 'job' ? 'jobs' : kind === 'rent' ? 'rents' : 'products';
  return translatorFor(scope.language)(`${prefix}.intent.${intent}` as never);
}

/**
 * A card's picture: its photo, card-sized, or for a post without one (a wanted product, a home
 * sought) the icon of its kind; the old cards draw an empty address as a broken image.
 */
function cardPicture(seen: Seen, photo: Image | null, icon: 'home' | 'basket'): string {
  const { publicUrl } = seen.services.config;
  return photo ? legacyImageUrl(publicUrl, photo, 'card') : legacyCategoryIconUrl(publicUrl, icon);
}

/** A price or salary as the old cards write it: the number, or empty for none. */
export function money(value: number | null): string {
  return value === null ? '' : String(value);
}

function jobCard(card: JobCard, seen: Seen) {
  const t = translatorFor(seen.scope.language);
  const { publicUrl } = seen.services.config;
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    status: seen.own ? card.publishedAt !== null : true,
    created_at: legacyAgo(card.publishedAt, seen.scope.language),
    saved: seen.saved.has(card.id),
    save_job: seen.saved.has(card.id),
    is_user_post: seen.own ?? false,
    place: card.workLocation || card.city?.name || '',
    type: t(`jobs.jobType.${card.jobType}` as never),
    description: legacyHtml(card.summary),
    looking_for_text: intentText(seen.scope, 'job', card.intent),
    company_image: legacyImageUrl(publicUrl, card.image, 'icon'),
    // The card shows the poster's picture when there is no logo; Jaliya shows no one's, so the
    // jobs' briefcase stands in (an empty one drew a broken image).
    user_image: legacyCategoryIconUrl(publicUrl, 'briefcase'),
  };
}

function rentCard(card: RentCard, seen: Seen) {
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    status: seen.own ? card.publishedAt !== null : true,
    created_at: legacyAgo(card.publishedAt, seen.scope.language),
    saved: seen.saved.has(card.id),
    is_user_post: seen.own ?? false,
    image: cardPicture(seen, card.image, 'home'),
    price: money(card.price),
    place: card.city?.name ?? '',
    area: String(card.areaSqft),
    bedrooms: card.bedrooms,
    bathrooms: card.bathrooms,
    looking_for_text: intentText(seen.scope, 'rent', card.intent),
  };
}

function productCard(card: ProductCard, seen: Seen) {
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    status: seen.own ? card.publishedAt !== null : true,
    created_at: legacyAgo(card.publishedAt, seen.scope.language),
    saved: seen.saved.has(card.id),
    save_job: seen.saved.has(card.id),
    is_user_post: seen.own ?? false,
    image: cardPicture(seen, card.image, 'basket'),
    price: money(card.price),
    description: legacyHtml(card.summary),
    category_name: card.category.name,
    main_category_name: card.mainCategory.name,
  };
}

/**
 * The poster's contact details, which Jaliya never puts in a public read (decision 014): the old
 * client shows them on the page, so its detail asks for a signed-in caller only, under the same
 * per-address limit as Jaliya's `contact` button. A guest, or a caller past the limit, gets the
 * page without them.
 */
async function contactOf(input: LegacyInput<unknown, { id: number }>, kind: ClassifiedKindDefinition) {
  if (!input.user) return { phone: null, email: null, link: null };
  try {
    await input.services.limiter.hit(['contact-reveal', clientAddress(input.request)], {
      max: 30,
      windowSeconds: 3600,
    });
    return await input.services.classifieds.contact(kind, input.scope, input.params.id);
  } catch {
    return { phone: null, email: null, link: null };
  }
}

async function savedIds(input: LegacyInput<unknown, unknown>, kind: ListingKind): Promise<Set<number>> {
  if (!input.user) return new Set();
  return new Set(await input.services.saved.listIds(input.user.id, kind, input.scope.site.id));
}

/** The items of the old `page` of `size`, walking Jaliya's keyset pages to it. */
export async function oldPage<T>(
  read: (cursor: string | undefined, limit: number) => Promise<KeysetPage<T>>,
  page: number,
  size: number,
): Promise<KeysetPage<T>> {
  let skip = (page - 1) * size;
  let cursor: string | undefined;
  if (skip > MAX_OFFSET) return { items: [], nextCursor: null, total: (await read(undefined, 1)).total };
  while (skip > 0) {
    const step = await read(cursor, Math.min(MAX_PAGE_SIZE, skip));
    if (!step.nextCursor) return { items: [], nextCursor: null, total: step.total };
    cursor = step.nextCursor;
    skip -= Math.min(MAX_PAGE_SIZE, skip);
  }
  return read(cursor, size);
}

/** Paging fields of the old lists: `page` from 1, `limit_by` items (its last value). */
const PagingShape = {
  page: legacyNumber.transform((value) => Math.max(1, value ?? 1)),
  limit_by: legacyNumber,
};

export const pick = <T extends string>(choices: readonly T[], value: string | undefined): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * Jaliya's list query from the old filters, as the query string it reads (ids and numbers as
 * text); a value Jaliya does not know is left out, not refused.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(
    Object.fromEntries(
      Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, typeof value === 'number' ? String(value) : value]),
    ),
  );
  if (!parsed.success) throw validationFailure(parsed.error);
  return parsed.data;
}

export async function cityIdOfPlace(services: Services, scope: SiteScope, place: string | undefined) {
  if (!place) return undefined;
  const cities = await services.sites.listCities(scope.site.id);
  const wanted = place.trim().toLowerCase();
  return cities.find((city) => city.name_en.toLowerCase() === wanted || city.name_ar === place.trim())?.id;
}

const emptyList = z.array(z.unknown()).describe('Jaliya has none: always empty.');

/** The detail each kind's old page reads. */
interface Details {
  job: Job;
  rent: Rent;
  product: Product;
}

/** What an old detail page is built from: the visitor's view, the contact details it may show, the words. */
interface DetailView {
  seen: Seen;
  contact: Awaited<ReturnType<typeof contactOf>>;
  t: ReturnType<typeof translatorFor>;
}

/**
 * An old detail page (`{jobs|rents|market}/web/show/{id}`): one published post of the kind, the
 * visitor's saved mark, and the contact details the poster gave (signed-in callers only, see
 * `contactOf`); `answer` lays them out as that page reads them.
 */
function showEndpoint<K extends keyof Details, Answer extends z.ZodType>(spec: {
  kind: K;
  path: string;
  oldClient: string;
  data: Answer;
  answer: (post: Details[K], view: DetailView) => z.input<Answer>;
}) {
  const noun = spec.kind === 'rent' ? 'home' : spec.kind;
  return legacyEndpoint({
    method: 'GET',
    path: `${spec.path}/:id`,
    summary: `One published ${noun}, with the contact details the poster gave`,
    oldClient: spec.oldClient,
    access: 'public',
    params: z.object({ id: RecordIdParamSchema }),
    data: spec.data,
    handler: async (input) => {
      const { services, scope, params } = input;
      const kind = services.classifieds.kind(spec.kind);
      const post = (await services.classifieds.get(kind, scope, params.id)) as Details[K];
      const [contact, saved] = await Promise.all([contactOf(input, kind), savedIds(input, spec.kind)]);
      return spec.answer(post, {
        seen: { services, scope, saved },
        contact,
        t: translatorFor(scope.language),
      });
    },
  });
}

/** Jobs and homes as the old client lists and shows them. */
export const classifiedEndpoints = [
  legacyEndpoint({
    method: 'GET',
    path: 'jobs/web',
    summary: 'Published jobs, a page at a time, with the old filters',
    oldClient: '§3.5 jobs/web (JobPage.jsx, JobSection.js)',
    access: 'public',
    fields: z.object({
      ...PagingShape,
      looking: looseText,
      type: looseText,
      experience: looseText,
      salary_from: legacyNumber,
      salary_to: legacyNumber,
      place: looseText,
      sort_by: looseText,
      order_by: looseText,
    }),
    data: z.object({
      slider: LookingForSliderSchema.describe('The head of the page, as on `jobs/web/looking_for`.'),
      advertisements: emptyList,
      jobs: z.object({ total: z.number().int(), model: z.array(LegacyJobCardSchema) }),
      Latest_post: z.object({ title: z.string(), model: z.array(LegacyJobCardSchema) }),
    }),
    handler: async (input) => {
      const { services, scope, fields } = input;
      const kind = services.classifieds.kind('job');
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, fields.limit_by ?? 10));
      const query = {
        intent: intentOfLooking(fields.looking),
        job_type: pick(JOB_TYPES, fields.type),
        experience: pick(EXPERIENCE_LEVELS, fields.experience),
        price_min: fields.salary_from,
        price_max: fields.salary_to,
        city: await cityIdOfPlace(services, scope, fields.place),
        sort: pick(JOB_SORTS, fields.sort_by ?? fields.order_by),
      };
      const read = (cursor: string | undefined, limit: number) =>
        services.classifieds.list(
          kind,
          scope,
          parseQuery(JobListQuerySchema, { ...query, cursor, limit }),
        ) as Promise<KeysetPage<JobCard>>;
      const [page, latest, saved, head] = await Promise.all([
        oldPage(read, fields.page, size),
        read(undefined, 4),
        savedIds(input, 'job'),
        lookingFor(services, scope, 'job'),
      ]);
      const seen = { services, scope, saved };
      return {
        // The list draws the same head as the looking-for page (HeroNav.jsx reads main and model).
        slider: head.slider,
        advertisements: [],
        jobs: { total: page.total, model: page.items.map((card) => jobCard(card, seen)) },
        Latest_post: {
          title: translatorFor(scope.language)('jobs.newest'),
          model: latest.items.map((card) => jobCard(card, seen)),
        },
      };
    },
  }),
  showEndpoint({
    kind: 'job',
    path: 'jobs/web/show',
    oldClient: '§3.5 jobs/web/show/{id} (ShowJobPage.js)',
    data: z.object({ hero: emptyList, job: LegacyJobSchema }),
    answer: (job, { seen, contact, t }) => ({
      hero: [],
      job: {
        ...jobCard(job, seen),
        company: job.company ?? '',
        company_name: job.company ?? '',
        company_image: legacyImageUrl(seen.services.config.publicUrl, job.logo ?? job.image, 'icon'),
        salary: money(job.price),
        salary_type: job.salaryType ? t(`jobs.salaryTypeName.${job.salaryType}` as never) : '',
        description: legacyHtml(job.description),
        web_description: legacyHtml(job.description),
        email: contact.email ?? '',
        phone: contact.phone ?? '',
        profile_url: contact.link ?? '',
      },
    }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'rents/web',
    summary: 'Published homes, a page at a time, with the old filters',
    oldClient: '§3.6 rents/web (RentPage.jsx, RentSection.js)',
    access: 'public',
    fields: z.object({
      ...PagingShape,
      looking: looseText,
      type: looseText,
      price_from: legacyNumber,
      price_to: legacyNumber,
      place: looseText,
      room_from: legacyNumber,
      room_to: legacyNumber,
      sort_by: looseText,
    }),
    data: z.object({
      slider: LookingForSliderSchema.describe('The head of the page, as on `rents/web/looking_for`.'),
      rents: z.object({ total: z.number().int(), model: z.array(LegacyRentCardSchema) }),
    }),
    handler: async (input) => {
      const { services, scope, fields } = input;
      const kind = services.classifieds.kind('rent');
      const size = Math.min(MAX_PAGE_SIZE, Math.max(1, fields.limit_by ?? 4));
      const query = {
        intent: intentOfLooking(fields.looking),
        accommodation_type: pick(ACCOMMODATION_TYPES, fields.type),
        price_min: fields.price_from,
        price_max: fields.price_to,
        bedrooms_min: fields.room_from,
        bedrooms_max: fields.room_to,
        city: await cityIdOfPlace(services, scope, fields.place),
        sort: pick(RENT_SORTS, fields.sort_by),
      };
      const read = (cursor: string | undefined, limit: number) =>
        services.classifieds.list(
          kind,
          scope,
          parseQuery(RentListQuerySchema, { ...query, cursor, limit }),
        ) as Promise<KeysetPage<RentCard>>;
      const [page, saved, head] = await Promise.all([
        oldPage(read, fields.page, size),
        savedIds(input, 'rent'),
        lookingFor(services, scope, 'rent'),
      ]);
      return {
        slider: head.slider,
        rents: {
          total: page.total,
          model: page.items.map((card) => rentCard(card, { services, scope, saved })),
        },
      };
    },
  }),
  showEndpoint({
    kind: 'rent',
    path: 'rents/web/show',
    oldClient: '§3.6 rents/web/show/{id} (ShowRentPage.js)',
    data: z.object({ hero: emptyList, rent: LegacyRentSchema }),
    answer: (rent, { seen, contact, t }) => ({
      hero: [],
      rent: {
        ...rentCard(rent, seen),
        description: legacyHtml(rent.description),
        gallery: rent.photos.map((photo) => legacyImageUrl(seen.services.config.publicUrl, photo, 'detail')),
        email: contact.email ?? '',
        phone_number: contact.phone ?? '',
        gender: t(`rents.gender.${rent.gender}` as never),
        is_bathroom_shared: rent.sharedBathroom,
        profile_url: contact.link ?? '',
      },
    }),
  }),
  showEndpoint({
    kind: 'product',
    path: 'market/web/show',
    oldClient: '§3.4 market/web/show/{id} (ProductShowPage.js)',
    data: z.object({ slider: emptyList, item: LegacyProductSchema }),
    answer: (product, { seen, contact, t }) => ({
      slider: [],
      item: {
        ...productCard(product, seen),
        description: legacyHtml(product.description),
        gallery: product.photos.map((photo) =>
          legacyImageUrl(seen.services.config.publicUrl, photo, 'detail'),
        ),
        details: [],
        information: [
          ...(product.condition
            ? [
                {
                  title: t('products.condition.label'),
                  value: t(`products.condition.${product.condition}` as never),
                },
              ]
            : []),
          ...(product.year ? [{ title: t('products.year'), value: String(product.year) }] : []),
          ...(product.model ? [{ title: t('products.model'), value: product.model.name }] : []),
          ...(product.color ? [{ title: t('products.color'), value: product.color.name }] : []),
        ],
        email: contact.email ?? '',
        phone_number: contact.phone ?? '',
        place: product.city?.name ?? '',
        profile_url: contact.link ?? '',
      },
    }),
  }),
];

export { jobCard, rentCard, productCard, savedIds, lookingOfIntent };

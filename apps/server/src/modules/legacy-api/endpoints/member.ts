import {
  type BlogPostSummary,
  type BusinessCard,
  type Image,
  type JobCard,
  type KeysetPage,
  type ListingKind,
  type OwnListing,
  type ProductCard,
  RecordIdParamSchema,
  type RentCard,
  type SavedItemType,
} from '@jaliya/contract';
import { z } from 'zod';
import { localized } from '../../../lib/localized';
import type { UserRow } from '../../accounts/users.repository';
import type { Services } from '../../../services';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, type LegacyInput } from '../legacy-endpoint';
import { legacyAgo, legacyHtml } from '../legacy-format';
import { legacyCategoryIconUrl } from '../legacy-icons';
import { legacyImageUrl } from '../legacy-images';
import {
  jobCard,
  LegacyJobCardSchema,
  money,
  LegacyProductCardSchema,
  LegacyRentCardSchema,
  productCard,
  rentCard,
} from './classifieds';

/** Saved lists and "my posts" show everything at once in the old client (it has no pages there). */
const WHOLE_LIST = 50;

const member = (input: LegacyInput<unknown, unknown>) => input.user as UserRow;

/** The old toggles (`favorite/job` ...) each name a kind of saved item; all send the item's `id`. */
const FAVORITES: [path: string, type: SavedItemType, where: string][] = [
  ['favorite/store', 'business', '§3.3 favorite/store (Favorite_Contact.js, StoreCard.js)'],
  ['favorite/blog', 'blog', '§3.2 favorite/blog (ShowBlog.js, ProductCard.js)'],
  ['favorite/job', 'job', '§3.5 favorite/job (MiddleJob.js, JobCard.js)'],
  ['favorite/rent', 'rent', '§3.6 favorite/rent (TopRentCard.js, NewCardRent.js)'],
  ['favorite/market', 'product', '§3.4 favorite/market (MainProductInfo.js, SavedProduct.js)'],
];

const favoriteEndpoints = FAVORITES.map(([path, type, oldClient]) =>
  legacyEndpoint({
    method: 'POST',
    path,
    summary: `Save a ${type === 'business' ? 'business' : type}, or unsave it if it was saved (one button)`,
    oldClient,
    access: 'user',
    fields: z.object({ id: RecordIdParamSchema }),
    data: z.object({ id: z.number().int(), saved: z.boolean() }),
    handler: async (input) => ({
      id: input.fields.id,
      saved: await input.services.saved.toggle(member(input).id, input.scope, type, input.fields.id),
    }),
  }),
);

/** The cards of what a member saved of a kind, newest saved first, with the old names. */
async function savedCards(
  services: Services,
  scope: SiteScope,
  user: UserRow,
  kind: 'job' | 'rent' | 'product',
) {
  const definition = services.classifieds.kind(kind);
  const page = (await services.classifieds.list(
    definition,
    scope,
    { limit: WHOLE_LIST } as never,
    user.id,
  )) as KeysetPage<JobCard | RentCard | ProductCard>;
  const seen = { services, scope, saved: new Set(page.items.map((item) => item.id)) };
  return page.items.map((item) =>
    kind === 'job'
      ? jobCard(item as JobCard, seen)
      : kind === 'rent'
        ? rentCard(item as RentCard, seen)
        : productCard(item as ProductCard, seen),
  );
}

const LegacyBlogCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
  saved: z.boolean(),
});

function blogCard(services: Services, post: BlogPostSummary) {
  return {
    id: post.id,
    slug: String(post.id),
    title: post.title,
    image: legacyImageUrl(services.config.publicUrl, post.cover, 'card'),
    description: legacyHtml(post.excerpt),
    saved: true,
  };
}

export const LegacyStoreCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  saved: z.boolean(),
  locations_lat: z.number().nullable(),
  locations_lng: z.number().nullable(),
});

/** A business on an old list (`stores`, `profile/favorite`, `business`). */
export function storeCard(services: Services, card: BusinessCard, saved: boolean) {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    image: legacyImageUrl(services.config.publicUrl, card.logo, 'card'),
    saved,
    locations_lat: card.location?.lat ?? null,
    locations_lng: card.location?.lng ?? null,
  };
}

/** A member's own post on the old "my posts" pages: its status, title, picture and city. */
const LegacyOwnPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  status: z.boolean().describe('True when published; false shows "Waiting for approval".'),
  status_text: z.string().describe("Jaliya's status: pending, published, rejected, expired or closed."),
  created_at: z.string(),
  is_user_post: z.literal(true),
  saved: z.boolean(),
  image: z.string().describe('The logo, else the first photo, as a card-sized URL; empty when none.'),
  place: z.string().describe('The city, in the language of the address; empty when none.'),
  description: z
    .string()
    .describe(
      'The summary, as HTML-escaped text: the old product card parses it as HTML and stops on a missing one.',
    ),
});

const LegacyOwnJobSchema = LegacyOwnPostSchema.extend({
  company_image: z.string().describe('The logo, else the first photo (as `image`); empty when none.'),
  user_image: z.string().describe('What the card shows without a logo: the jobs’ briefcase.'),
});

const LegacyOwnRentSchema = LegacyOwnPostSchema.extend({
  price: z.string().describe('The rent, as the old card writes it after its `$`; empty when none.'),
  area: z.string().describe('Square feet.'),
  bedrooms: z.number(),
  bathrooms: z.number(),
});

const LegacyOwnProductSchema = LegacyOwnPostSchema.extend({
  price: z.string().describe('The price, as the old card writes it before its `$`; empty when none.'),
  main_category_name: z.string(),
  category_name: z.string().describe('The subcategory.'),
});

function ownPost(
  services: Services,
  scope: SiteScope,
  post: OwnListing,
  shown: { picture: Image | null; place: string; summary: string } | undefined,
) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    name: post.title,
    status: post.status === 'published',
    status_text: post.status,
    created_at: legacyAgo(post.createdAt, scope.language),
    is_user_post: true as const,
    saved: false,
    image: legacyImageUrl(services.config.publicUrl, shown?.picture, 'card'),
    place: shown?.place ?? '',
    description: legacyHtml(shown?.summary ?? ''),
  };
}

/**
 * The member's posts of a kind on the site of the address (its host, else the `{site}` the old
 * app names), as the new API's "my posts" (issue 36); the old apps have no "every state" view.
 */
async function ownPosts(input: LegacyInput<unknown, unknown>, kind: ListingKind) {
  const { services, scope } = input;
  const posts = (await services.listings.listOwn(member(input), kind, undefined, WHOLE_LIST, scope.site.id))
    .items as OwnListing[];
  const shown = await services.listings.cardFacts(
    posts.map((post) => post.id),
    scope.language,
  );
  return posts.map((post) => ownPost(services, scope, post, shown.get(post.id)));
}

/**
 * The owner's own version of each post (the one waiting for review when there is one), as the
 * post form has it: the old "my homes" and "my products" cards show its price, rooms, area and
 * categories, which Jaliya's list of own posts does not carry.
 */
async function ownVersions(input: LegacyInput<unknown, unknown>, kind: 'rent' | 'product', ids: number[]) {
  const { services, scope } = input;
  const definition = services.classifieds.kind(kind);
  const versions = await Promise.all(
    ids.map(async (id) => {
      const own = await services.classifieds.ownForEdit(definition, member(input), scope, id);
      return [id, own.input as unknown as Record<string, unknown>] as const;
    }),
  );
  return new Map(versions);
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** "My homes": each own home with the price, rooms and area its old card shows. */
async function ownRents(input: LegacyInput<unknown, unknown>) {
  const posts = await ownPosts(input, 'rent');
  const versions = await ownVersions(
    input,
    'rent',
    posts.map((post) => post.id),
  );
  return posts.map((post) => {
    const version = versions.get(post.id) ?? {};
    return {
      ...post,
      price: money(numberOf(version.price)),
      area: String(numberOf(version.areaSqft) ?? ''),
      bedrooms: numberOf(version.bedrooms) ?? 0,
      bathrooms: numberOf(version.bathrooms) ?? 0,
    };
  });
}

/** "My products": each own product with the price and the categories its old card shows. */
async function ownProducts(input: LegacyInput<unknown, unknown>) {
  const { services, scope } = input;
  const [posts, catalogue] = await Promise.all([
    ownPosts(input, 'product'),
    services.marketCatalogue.load(scope.site.id),
  ]);
  const versions = await ownVersions(
    input,
    'product',
    posts.map((post) => post.id),
  );
  const nameOf = (rows: { id: number; name_en: string; name_ar: string }[], id: unknown) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? localized(row, 'name', scope.language) : '';
  };
  return posts.map((post) => {
    const version = versions.get(post.id) ?? {};
    return {
      ...post,
      price: money(numberOf(version.price)),
      main_category_name: nameOf(catalogue.mains, version.mainCategoryId),
      category_name: nameOf(catalogue.subs, version.categoryId),
    };
  });
}

const deleteEndpoints = (
  [
    ['user/jobs/delete/:id', 'job', '§3.5 DELETE user/jobs/delete/{id} (JobCardPost.js)'],
    ['user/rents/delete/:id', 'rent', '§3.6 DELETE user/rents/delete/{id} (NewCardRentTwo.js)'],
    ['user/market/delete/:id', 'product', '§3.4 DELETE user/market/delete/{id} (ProductCard.js)'],
  ] as const
).map(([path, kind, oldClient]) =>
  legacyEndpoint({
    method: 'DELETE',
    path,
    summary: `Delete your ${kind === 'product' ? 'product' : kind}`,
    oldClient,
    access: 'user',
    params: z.object({ id: RecordIdParamSchema }),
    data: z.object({ id: z.number().int(), status: z.string() }),
    handler: ({ services, scope, params, user }) =>
      services.listings.act(
        { type: 'user', user: user as UserRow },
        scope,
        params.id,
        'delete',
        undefined,
        kind,
      ),
  }),
);

/** Saved items, favourites and "my posts" of the signed-in member. */
export const memberEndpoints = [
  ...favoriteEndpoints,
  legacyEndpoint({
    method: 'GET',
    path: 'profile/save',
    summary: 'Saved homes, jobs and blog posts, in one answer',
    oldClient: '§3.9 profile/save (SavedAccomodationPage.js, SavedJobPage.js, MySavedBlogs.js)',
    access: 'user',
    data: z.object({
      rents: z.array(LegacyRentCardSchema),
      jobs: z.array(LegacyJobCardSchema),
      blogs: z.array(LegacyBlogCardSchema),
    }),
    handler: async (input) => {
      const { services, scope } = input;
      const [rents, jobs, blogs] = await Promise.all([
        savedCards(services, scope, member(input), 'rent'),
        savedCards(services, scope, member(input), 'job'),
        services.saved.listBlogPage(member(input).id, scope, 1),
      ]);
      return { rents, jobs, blogs: blogs.items.map((post) => blogCard(services, post)) } as never;
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'profile/market/save',
    summary: 'Saved products',
    oldClient: '§3.9 profile/market/save (SavedProductPage.js)',
    access: 'user',
    data: z.array(LegacyProductCardSchema),
    handler: async (input) =>
      (await savedCards(input.services, input.scope, member(input), 'product')) as never,
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'profile/favorite',
    summary: 'Saved businesses',
    oldClient: '§3.9 profile/favorite (SavedStorePage.js)',
    access: 'user',
    data: z.array(LegacyStoreCardSchema),
    handler: async ({ services, scope, user }) => {
      const page = await services.directory.savedBusinesses(user as UserRow, scope, {
        limit: WHOLE_LIST,
      } as never);
      return page.items.map((card) => storeCard(services, card, true));
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'user/jobs',
    summary: 'Your jobs, whatever their status',
    oldClient: '§3.5 user/jobs (MyJobPage.js)',
    access: 'user',
    data: z.object({ jobs: z.array(LegacyOwnJobSchema) }),
    handler: async (input) => ({
      // The old job card draws `company_image`, else `user_image` (JobCardPost.js), not `image`.
      jobs: (await ownPosts(input, 'job')).map((post) => ({
        ...post,
        company_image: post.image,
        user_image: legacyCategoryIconUrl(input.services.config.publicUrl, 'briefcase'),
      })),
    }),
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'user/my-post',
    summary: 'Your homes and products, whatever their status',
    oldClient: '§3.6 user/my-post (MyHousingPage.js, MyProductPage.js)',
    access: 'user',
    data: z.object({ rents: z.array(LegacyOwnRentSchema), market: z.array(LegacyOwnProductSchema) }),
    handler: async (input) => {
      const [rents, market] = await Promise.all([ownRents(input), ownProducts(input)]);
      return { rents, market };
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'business',
    summary: 'Your businesses, whatever their status',
    oldClient: '§3.3 business (MyBusiness.js)',
    access: 'user',
    data: z.object({ businesses: z.array(LegacyOwnPostSchema) }),
    handler: async (input) => ({ businesses: await ownPosts(input, 'business') }),
  }),
  ...deleteEndpoints,
];

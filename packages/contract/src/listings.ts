import { z } from 'zod';
import { endpoint, RecordIdParamSchema } from './endpoint';
import { LISTING_KINDS } from './kinds';

/**
 * The listings core: what every kind of user post shares (businesses now; jobs, homes and
 * products next). Each kind adds its own fields on top; ownership, the life cycle, saved items,
 * "my posts" and paging are the same for all of them.
 */
export { LISTING_KINDS, type ListingKind, type CategoryKind } from './kinds';
/** A kind of post's name, as the registry of kinds (`./kinds`) declares them. */
export const ListingKindSchema = z.enum(LISTING_KINDS);

/**
 * Where a post is in its life: waiting for review, visible, refused (with a reason the owner
 * sees), past its expiry, closed by its owner (sold, rented, filled), hidden while its owner's
 * account is suspended, or deleted.
 */
export const LISTING_STATUSES = [
  'pending',
  'published',
  'rejected',
  'expired',
  'closed',
  'suspended',
  'deleted',
] as const;
export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;

/** Life-cycle actions; which one may apply to which status, and by whom, is each kind's transition table. */
/** `hold` takes a published post off the site until a moderator looks at it (enough reports do this). */
export const LISTING_ACTIONS = ['approve', 'reject', 'expire', 'renew', 'close', 'delete', 'hold'] as const;
export const ListingActionSchema = z.enum(LISTING_ACTIONS);
export type ListingAction = z.infer<typeof ListingActionSchema>;

/** A stable cursor page query: no page numbers, so inserts never shift what the next page shows. */
export const KeysetQueryShape = {
  cursor: z
    .string()
    .max(200, { error: 'validation.cursorInvalid' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.cursorInvalid' })
    .optional()
    .describe('The `nextCursor` of the previous page; absent for the first page.'),
  limit: z.coerce
    .number({ error: 'validation.limitInvalid' })
    .int({ error: 'validation.limitInvalid' })
    .min(1, { error: 'validation.limitInvalid' })
    .max(50, { error: 'validation.limitInvalid' })
    .default(20)
    .describe('Items per page, 1 to 50.'),
};

export const KeysetQuerySchema = z.object(KeysetQueryShape);

/**
 * An account's own lists read the site (state) of their address by default (issue 36: one account
 * across several states); `sites=all` reads every site's, each item naming its site.
 */
export const SitesQueryShape = {
  sites: z
    .enum(['all'], { error: 'validation.sitesInvalid' })
    .optional()
    .describe(
      "`all`: your items on every site (state) of the deployment, each with its site's code; absent: the site of this address only.",
    ),
};
export const OwnPostsQuerySchema = KeysetQuerySchema.extend(SitesQueryShape);
export type OwnPostsQuery = z.output<typeof OwnPostsQuerySchema>;
/** A list of saved items: this site's by default, every site's with `sites=all`. */
export const SavedListQuerySchema = OwnPostsQuerySchema;

/**
 * Where an item of a list that mixes sites lives (`sites=all` on the saved lists): its site's code
 * and that site's own address, so its link opens on that host. Absent on one site's list.
 */
export const ItemSiteShape = {
  site: z.string().optional().describe("With `sites=all`: the code of the item's site (state), e.g. `MI`."),
  siteUrl: z
    .string()
    .optional()
    .describe("With `sites=all`: that site's own address (its host); the item's page opens there."),
};

/** Another site (state) where the signed-in account has posts or saved items. */
export const OtherSiteSchema = z.object({
  code: z.string().describe("The site's code, e.g. `MI`."),
  name: z.string().describe("The site's name in the address's language."),
  url: z.string().describe("The site's own public address (its host), where its pages link."),
  posts: z.number().int().describe('Your posts there that are not deleted, of every kind.'),
  saved: z.number().int().describe('What you saved there that is still published.'),
});
export type OtherSite = z.infer<typeof OtherSiteSchema>;
export type KeysetQuery = z.output<typeof KeysetQuerySchema>;

/** One page of a list that can grow. */
export function keysetPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
    total: z.number().int().describe('How many items the whole list has.'),
  });
}
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** What the owner sees of one of their posts in "my posts". */
export const OwnListingSchema = z.object({
  id: z.number().int(),
  kind: ListingKindSchema,
  title: z.string(),
  slug: z.string(),
  status: ListingStatusSchema,
  statusReason: z
    .string()
    .nullable()
    .describe('Why it was rejected or closed, in the words of the moderator.'),
  hasPendingChanges: z
    .boolean()
    .describe('An edit of the published post is waiting for review; the public still sees the old one.'),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  site: z
    .string()
    .optional()
    .describe(
      "The code of the post's site (state), in the lists of your posts (`sites=all` mixes several), so a link goes to that site's host.",
    ),
});
export type OwnListing = z.infer<typeof OwnListingSchema>;

export const ListingActionBodySchema = z
  .object({
    action: ListingActionSchema,
    reason: z
      .string()
      .trim()
      .max(500, { error: 'validation.reasonTooLong' })
      .optional()
      .describe('Required to reject: shown to the owner.'),
  })
  .strict();

export const ListingActionResultSchema = z.object({
  id: z.number().int(),
  status: ListingStatusSchema,
  expiresAt: z
    .string()
    .nullable()
    .optional()
    .describe(
      'After a renewal: when the post now leaves the site (the days count from the renewal); null: it does not expire.',
    ),
});

export const FollowResultSchema = z.object({
  id: z.number().int(),
  isFollowing: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowResult = z.infer<typeof FollowResultSchema>;

/** A URL-safe slug of a title (Arabic letters kept), for readable addresses; never empty. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/** Why a post is being reported, from the site's list, in the request's language. */
export const ReportReasonSchema = z.object({ id: z.number().int(), key: z.string(), label: z.string() });
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const ReportBodySchema = z
  .object({
    reasonId: z.coerce
      .number({ error: 'validation.reportReasonRequired' })
      .int({ error: 'validation.reportReasonRequired' })
      .positive({ error: 'validation.reportReasonRequired' }),
    note: z
      .string()
      .trim()
      .max(500, { error: 'validation.reportNoteTooLong' })
      .optional()
      .describe('What the moderators should know; never shown to the owner.'),
  })
  .strict();

export const ReportResultSchema = z.object({
  id: z.number().int().describe('The reported post.'),
  isReported: z.literal(true),
});

/** Endpoints every kind of post shares. */
export const listingEndpoints = {
  reportReasons: endpoint({
    method: 'GET',
    path: 'report-reasons',
    summary: 'The reasons a post can be reported for',
    tags: ['Reports'],
    access: 'public',
    response: z.array(ReportReasonSchema),
  }),
  myPosts: endpoint({
    method: 'GET',
    path: 'my/posts',
    summary:
      "Your posts of every kind (businesses, jobs, homes) and status on this site (every site's with `sites=all`), newest first",
    tags: ['Listings'],
    access: 'user',
    query: OwnPostsQuerySchema,
    response: keysetPageSchema(OwnListingSchema),
  }),
  otherSites: endpoint({
    method: 'GET',
    path: 'my/other-sites',
    summary:
      "The other sites (states) where you have posts or saved items, with how many and each site's address",
    tags: ['Listings'],
    access: 'user',
    response: z.array(OtherSiteSchema),
  }),
  report: endpoint({
    method: 'POST',
    path: 'listings/:id/report',
    summary:
      'Report a published post (once per person; reporting again changes nothing). Enough reports from different people hide it until a moderator reviews it. The owner never learns who reported.',
    tags: ['Reports'],
    access: 'user',
    params: z.object({ id: RecordIdParamSchema }),
    body: ReportBodySchema,
    response: ReportResultSchema,
  }),
};

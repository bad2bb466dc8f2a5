import type { ListingStatus } from '@jaliya/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ListingImageRole, ListingsTable } from '../../db/schema';
import { keysetPage, newestFirstById } from './keyset';

export type ListingRow = Selectable<ListingsTable>;

/** What a post's own content sets on its listing row (its kind's repository says how from its record). */
export interface ListingContent {
  city_id: number | null;
  category_id: number | null;
  language: 'en' | 'ar';
  title: string;
  summary: string;
  latitude: number | null;
  longitude: number | null;
  is_anonymous?: number;
}

/** A new post's place in the life cycle: who owns it, where, in which status, since when. */
export interface NewListing {
  siteId: number;
  kind: string;
  ownerUserId: number | null;
  status: ListingStatus;
  statusReason?: string | null | undefined;
  isVerified?: boolean | undefined;
  createdAt?: string | undefined;
  publishedAt?: string | null | undefined;
  expiresAt?: string | null | undefined;
}

/** A post's photos, in order, each in its role. */
export type ListingImages = readonly { role: ListingImageRole; imageId: number }[];

/** The folded title used to sort by name: case and Arabic diacritics ignored. */
export function sortTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670\u0640]/g, '')
    .toLowerCase()
    .trim()
    .slice(0, 120);
}

/** The images of some posts of any kind, in order, in one query. */
export function listingImages(
  db: Kysely<Database>,
  listingIds: readonly number[],
  roles?: readonly ListingImageRole[],
) {
  if (listingIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('listing_images')
    .innerJoin('images', 'images.id', 'listing_images.image_id')
    .selectAll('images')
    .select(['listing_images.listing_id', 'listing_images.role', 'listing_images.position'])
    .where('listing_images.listing_id', 'in', listingIds);
  if (roles) query = query.where('listing_images.role', 'in', roles);
  return query.orderBy('listing_images.listing_id').orderBy('listing_images.position').execute();
}

/**
 * Ownership, life cycle, follows and "my posts" for every kind of post. The one writer of
 * `listings` and `listing_images`: a kind's repository stores its own table and calls this one
 * (made on its transaction) for the shared row and the photos.
 */
export class ListingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new post's listing row and its photos; answers its id. Run it in the kind's transaction. */
  async insert(listing: NewListing, content: ListingContent, images: ListingImages): Promise<number> {
    const now = listing.createdAt ?? new Date().toISOString();
    const inserted = await this.db
      .insertInto('listings')
      .values({
        site_id: listing.siteId,
        kind: listing.kind,
        owner_user_id: listing.ownerUserId,
        status: listing.status,
        status_reason: listing.statusReason ?? null,
        ...(listing.isVerified === undefined ? {} : { is_verified: listing.isVerified ? 1 : 0 }),
        created_at: now,
        updated_at: now,
        published_at: listing.publishedAt ?? null,
        expires_at: listing.expiresAt ?? null,
        ...content,
        sort_title: sortTitle(content.title),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.writeImages(inserted.id, images);
    return inserted.id;
  }

  /** Replaces a post's content and photos (its life cycle stays as it is). Run it in the kind's transaction. */
  async replaceContent(id: number, content: ListingContent, images: ListingImages): Promise<void> {
    await this.db
      .updateTable('listings')
      .set({ ...content, sort_title: sortTitle(content.title), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await this.db.deleteFrom('listing_images').where('listing_id', '=', id).execute();
    await this.writeImages(id, images);
  }

  private async writeImages(listingId: number, images: ListingImages): Promise<void> {
    if (images.length === 0) return;
    await this.db
      .insertInto('listing_images')
      .values(
        images.map((image, position) => ({
          listing_id: listingId,
          image_id: image.imageId,
          role: image.role,
          position,
        })),
      )
      .execute();
  }

  imagesOf(listingIds: readonly number[], roles?: readonly ListingImageRole[]) {
    return listingImages(this.db, listingIds, roles);
  }

  findById(id: number): Promise<ListingRow | undefined> {
    return this.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The ids of a site's published posts of one kind (the benchmark seeder copies them). */
  publishedIds(siteId: number, kind: string): Promise<{ id: number }[]> {
    return this.db
      .selectFrom('listings')
      .select('id')
      .where('site_id', '=', siteId)
      .where('kind', '=', kind)
      .where('status', '=', 'published')
      .execute();
  }

  async isPublished(siteId: number, kind: string, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('listings')
      .select('id')
      .where('id', '=', id)
      .where('site_id', '=', siteId)
      .where('kind', '=', kind)
      .where('status', '=', 'published')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setStatus(
    id: number,
    status: ListingStatus,
    changes: Partial<Pick<ListingRow, 'status_reason' | 'published_at' | 'expires_at'>> = {},
  ): Promise<void> {
    await this.db
      .updateTable('listings')
      .set({ status, updated_at: new Date().toISOString(), ...changes })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Takes a post for a decision only if it is still the version seen (its `updated_at` and
   * `pending_since`): one conditional update, so of two deciding at once exactly one gets it.
   * Answers whether this one did.
   */
  async takeVersion(
    id: number,
    seen: { updatedAt: string; pendingSince: string | null },
    at: Date,
  ): Promise<boolean> {
    const taken = await this.db
      .updateTable('listings')
      .set({ updated_at: at.toISOString() })
      .where('id', '=', id)
      .where('updated_at', '=', seen.updatedAt)
      .where('pending_since', seen.pendingSince === null ? 'is' : '=', seen.pendingSince)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  /**
   * Moves every post of an owner in one status to another (suspending an account hides its
   * published posts; restoring it shows exactly those again). Answers the ids moved.
   */
  async moveOwnersPosts(ownerUserId: number, from: ListingStatus, to: ListingStatus, now: string) {
    const moved = await this.db
      .updateTable('listings')
      .set({ status: to, updated_at: now })
      .where('owner_user_id', '=', ownerUserId)
      .where('status', '=', from)
      .returning('id')
      .execute();
    return moved.map((row) => row.id);
  }

  /** Keeps the weight of a post's open reports on the post, for the moderators' list. */
  async setReportWeight(id: number, weight: number): Promise<void> {
    await this.db.updateTable('listings').set({ report_weight: weight }).where('id', '=', id).execute();
  }

  async setPendingChanges(id: number, changes: string | null): Promise<void> {
    await this.db
      .updateTable('listings')
      .set({ pending_changes: changes, pending_since: changes ? new Date().toISOString() : null })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Marks every open report on a post as dealt with: `upheld` when the post was taken down,
   * `dismissed` when it stays. The outcome counts for or against each reporter's next reports.
   */
  async resolveReports(listingId: number, at: Date, outcome: 'upheld' | 'dismissed'): Promise<void> {
    await this.db
      .updateTable('listing_reports')
      .set({ resolved_at: at.toISOString(), outcome })
      .where('listing_id', '=', listingId)
      .where('resolved_at', 'is', null)
      .execute();
    await this.db.updateTable('listings').set({ report_weight: 0 }).where('id', '=', listingId).execute();
  }

  /**
   * The photos that edits waiting for review point at. Every kind keeps its photos in its pending
   * record as `images: [{ imageId, role }]`; until approved they are in no `listing_images` row.
   */
  async imageIdsInPendingChanges(): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('listings')
      .select('pending_changes')
      .where('pending_changes', 'is not', null)
      .execute();
    const ids = new Set<number>();
    for (const row of rows) {
      try {
        const record = JSON.parse(row.pending_changes ?? '{}') as { images?: Array<{ imageId?: unknown }> };
        for (const image of record.images ?? []) {
          if (typeof image.imageId === 'number') ids.add(image.imageId);
        }
      } catch {
        // An unreadable record keeps nothing alive; the review shows it as it is.
      }
    }
    return ids;
  }

  /** One page of an owner's posts of one kind (or of every kind), newest first, deleted ones left out. */
  async listOwn(
    ownerUserId: number,
    kind: string | undefined,
    cursor: string | undefined,
    limit: number,
    siteId?: number,
  ) {
    let query = this.db
      .selectFrom('listings')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('sites')
          .select('sites.code')
          .whereRef('sites.id', '=', 'listings.site_id')
          .as('site_code'),
      )
      .where('owner_user_id', '=', ownerUserId)
      .where('status', '!=', 'deleted');
    if (kind !== undefined) query = query.where('kind', '=', kind);
    if (siteId !== undefined) query = query.where('site_id', '=', siteId);
    return keysetPage({
      cursor,
      limit,
      ...newestFirstById(query),
      map: (rows) => rows,
    });
  }

  /** The city of each of some posts that has one (English and Arabic names), in one query. */
  /** Each post's summary and city names (null when it has no city). */
  summariesAndCitiesOf(listingIds: readonly number[]) {
    if (listingIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('listings')
      .leftJoin('cities', 'cities.id', 'listings.city_id')
      .select(['listings.id', 'listings.summary', 'cities.name_en', 'cities.name_ar'])
      .where('listings.id', 'in', [...listingIds])
      .execute();
  }

  /** Follows a post; following twice changes nothing. Returns the new follower count. */
  async follow(userId: number, listingId: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('listing_follows')
        .values({ user_id: userId, listing_id: listingId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['user_id', 'listing_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('listings')
          .set((eb) => ({ follower_count: eb('follower_count', '+', 1) }))
          .where('id', '=', listingId)
          .execute();
      }
      return this.followerCount(trx, listingId);
    });
  }

  async unfollow(userId: number, listingId: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('listing_follows')
        .where('user_id', '=', userId)
        .where('listing_id', '=', listingId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) {
        await trx
          .updateTable('listings')
          .set((eb) => ({ follower_count: eb('follower_count', '-', 1) }))
          .where('id', '=', listingId)
          .execute();
      }
      return this.followerCount(trx, listingId);
    });
  }

  /** Of the listings asked for, those the user follows (one query). */
  async followingAmong(userId: number, listingIds: readonly number[]): Promise<number[]> {
    if (listingIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('listing_follows')
      .select('listing_id')
      .where('user_id', '=', userId)
      .where('listing_id', 'in', [...listingIds])
      .execute();
    return rows.map((row) => Number(row.listing_id));
  }

  async isFollowing(userId: number, listingId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('listing_follows')
      .select('listing_id')
      .where('user_id', '=', userId)
      .where('listing_id', '=', listingId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async followerCount(db: Kysely<Database>, listingId: number): Promise<number> {
    const row = await db
      .selectFrom('listings')
      .select('follower_count')
      .where('id', '=', listingId)
      .executeTakeFirst();
    return row?.follower_count ?? 0;
  }

  /** The ids of every post an account owns (for erasure). */
  async idsOwnedBy(ownerUserId: number): Promise<{ id: number; site_id: number; status: ListingStatus }[]> {
    return this.db
      .selectFrom('listings')
      .select(['id', 'site_id', 'status'])
      .where('owner_user_id', '=', ownerUserId)
      .execute();
  }

  /** The posts an account follows, with their sites (for erasure). */
  followedBy(userId: number): Promise<{ id: number; site_id: number }[]> {
    return this.db
      .selectFrom('listing_follows')
      .innerJoin('listings', 'listings.id', 'listing_follows.listing_id')
      .select(['listings.id', 'listings.site_id'])
      .where('listing_follows.user_id', '=', userId)
      .execute();
  }

  /** Removes posts for good (their kind's row, images links, categories and follows cascade). */
  async deleteForever(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('listings').where('id', 'in', ids).execute();
  }

  /** Published posts whose expiry time has come, with their site's code. */
  publishedExpiringBy(now: string) {
    return this.db
      .selectFrom('listings')
      .innerJoin('sites', 'sites.id', 'listings.site_id')
      .select(['listings.id', 'listings.kind', 'sites.code'])
      .where('listings.status', '=', 'published')
      .where('listings.expires_at', 'is not', null)
      .where('listings.expires_at', '<=', now)
      .execute();
  }

  /** Takes published posts off the site as expired. */
  async expire(ids: readonly number[], now: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('listings')
      .set({ status: 'expired', updated_at: now })
      .where('id', 'in', [...ids])
      .where('status', '=', 'published')
      .execute();
  }

  /** Every site with its own expiry warning (null: the server's default). */
  expiryWarningDaysBySite() {
    return this.db
      .selectFrom('sites')
      .leftJoin('site_settings', 'site_settings.site_id', 'sites.id')
      .select(['sites.id', 'sites.code', 'site_settings.expiry_warning_days'])
      .execute();
  }

  /** A site's published posts that expire by `until`, with their owner and the site's names. */
  publishedExpiringWithOwners(siteId: number, until: string) {
    return this.db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.owner_user_id')
      .innerJoin('sites', 'sites.id', 'listings.site_id')
      .select([
        'listings.id',
        'listings.kind',
        'listings.title',
        'listings.expires_at',
        'listings.expiry_warned_at',
        'users.id as user_id',
        'users.email',
        'users.name',
        'users.language',
        'sites.name_en',
        'sites.name_ar',
      ])
      .where('listings.site_id', '=', siteId)
      .where('listings.status', '=', 'published')
      .where('listings.expires_at', 'is not', null)
      .where('listings.expires_at', '<=', until)
      .where('users.deleted_at', 'is', null)
      .execute();
  }

  /** Notes that the owner was warned of this expiry date (once per date). */
  async markExpiryWarned(id: number, expiresAt: string): Promise<void> {
    await this.db.updateTable('listings').set({ expiry_warned_at: expiresAt }).where('id', '=', id).execute();
  }
}

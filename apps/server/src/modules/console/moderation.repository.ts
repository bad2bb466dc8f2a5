import type { KeysetPage, Language, ListingKind } from '@jaliya/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { roleOnSite } from '../accounts/site-roles.repository';
import type { NamedTable } from '../../kinds';
import { countRows, keysetPage } from '../listings/keyset';
import type { ListingRow } from '../listings/listings.repository';

/** When a post (or its edit) was sent for review: an edit's time, else the last change. */
const submittedAt = sql<string>`case when listings.status = 'published' then listings.pending_since else listings.updated_at end`;

/** A post as the review queue and the reports list read it: with its city and its owner. */
export type QueueRow = ListingRow & {
  city_en: string | null;
  city_ar: string | null;
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_language: Language | null;
  submitted_at: string;
};

/**
 * What the moderators read and write besides the posts' life cycle (which is the listings
 * core's): the review queue, claims, rejection reasons, reports as moderators see them, and who
 * may report.
 */
export class ModerationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The names of some rows of a table of named things (a post's city, category, model, colour). */
  namesIn(table: NamedTable, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    // A post is named by its title, written in one language.
    if (table === 'listings')
      return this.db
        .selectFrom('listings')
        .select(['id', 'title as name_en', 'title as name_ar'])
        .where('id', 'in', ids)
        .execute();
    return (
      this.db
        // Each of these tables has an id and the two names.
        .selectFrom(table as 'cities')
        .select(['id', 'name_en', 'name_ar'])
        .where('id', 'in', ids)
        .execute()
    );
  }

  private baseQuery(siteId: number): SelectQueryBuilder<Database, 'listings' | 'cities' | 'users', QueueRow> {
    return this.db
      .selectFrom('listings')
      .leftJoin('cities', 'cities.id', 'listings.city_id')
      .leftJoin('users', 'users.id', 'listings.owner_user_id')
      .selectAll('listings')
      .select([
        'cities.name_en as city_en',
        'cities.name_ar as city_ar',
        'users.id as owner_id',
        'users.name as owner_name',
        'users.email as owner_email',
        'users.language as owner_language',
        submittedAt.as('submitted_at'),
      ])
      .where('listings.site_id', '=', siteId) as never;
  }

  /** One post of a site with its city and owner, in any status. */
  findOnSite(siteId: number, id: number): Promise<QueueRow | undefined> {
    return this.baseQuery(siteId).where('listings.id', '=', id).executeTakeFirst();
  }

  /** Pending posts and edits of published ones, oldest first; a suspended owner's wait with them. */
  queue<Item>(
    siteId: number,
    filter: { kind?: string | undefined; cityId?: number | undefined; submittedBefore?: string | undefined },
    page: { cursor: string | undefined; limit: number },
    map: (rows: QueueRow[]) => Promise<Item[]>,
  ): Promise<KeysetPage<Item>> {
    let select = this.baseQuery(siteId)
      .where((eb) =>
        eb.or([
          eb('listings.status', '=', 'pending'),
          eb.and([eb('listings.status', '=', 'published'), eb('listings.pending_changes', 'is not', null)]),
        ]),
      )
      .where('users.suspended_at', 'is', null);
    if (filter.kind) select = select.where('listings.kind', '=', filter.kind);
    if (filter.cityId !== undefined) select = select.where('listings.city_id', '=', filter.cityId);
    if (filter.submittedBefore) select = select.where(submittedAt, '<=', filter.submittedBefore);
    return keysetPage({
      cursor: page.cursor,
      limit: page.limit,
      count: () => countRows(select),
      fetch: (after, limit) => {
        const value = after?.value;
        const rows =
          after && typeof value === 'string'
            ? select.where((eb) =>
                eb.or([
                  eb(submittedAt, '>', value),
                  eb.and([eb(submittedAt, '=', value), eb('listings.id', '>', after.id)]),
                ]),
              )
            : select;
        return rows.orderBy(submittedAt).orderBy('listings.id').limit(limit).execute();
      },
      cursorOf: (row) => [row.submitted_at, row.id],
      map,
    });
  }

  /** Posts with open reports, the weightiest first. */
  reported<Item>(
    siteId: number,
    kind: ListingKind | undefined,
    page: { cursor: string | undefined; limit: number },
    map: (rows: QueueRow[]) => Promise<Item[]>,
  ): Promise<KeysetPage<Item>> {
    let open = this.baseQuery(siteId)
      .where('listings.status', '!=', 'deleted')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('listing_reports')
            .select('listing_reports.id')
            .whereRef('listing_reports.listing_id', '=', 'listings.id')
            .where('listing_reports.resolved_at', 'is', null),
        ),
      );
    if (kind) open = open.where('listings.kind', '=', kind);
    return keysetPage({
      cursor: page.cursor,
      limit: page.limit,
      count: () => countRows(open),
      fetch: (after, limit) => {
        const value = after?.value;
        const rows =
          after && typeof value === 'number'
            ? open.where((eb) =>
                eb.or([
                  eb('listings.report_weight', '<', value),
                  eb.and([eb('listings.report_weight', '=', value), eb('listings.id', '<', after.id)]),
                ]),
              )
            : open;
        return rows
          .orderBy('listings.report_weight', 'desc')
          .orderBy('listings.id', 'desc')
          .limit(limit)
          .execute();
      },
      cursorOf: (row) => [Number(row.report_weight), row.id],
      map,
    });
  }

  rejectionReasons() {
    return this.db.selectFrom('rejection_reasons').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  rejectionReason(id: number) {
    return this.db.selectFrom('rejection_reasons').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Keeps other moderators told, until `until`, that this one has the post open. */
  async claim(listingId: number, moderatorId: number, now: Date, until: string): Promise<void> {
    await this.db
      .insertInto('review_claims')
      .values({ listing_id: listingId, moderator_user_id: moderatorId, expires_at: until })
      .onConflict((conflict) =>
        conflict
          .column('listing_id')
          .doUpdateSet({ moderator_user_id: moderatorId, expires_at: until })
          .where((eb) =>
            eb.or([
              eb('review_claims.moderator_user_id', '=', moderatorId),
              eb('review_claims.expires_at', '<=', now.toISOString()),
            ]),
          ),
      )
      .execute();
  }

  async releaseClaim(listingId: number): Promise<void> {
    await this.db.deleteFrom('review_claims').where('listing_id', '=', listingId).execute();
  }

  /** Who else has each of some posts open now. */
  claimsByOthers(listingIds: number[], moderatorId: number, now: Date) {
    return this.db
      .selectFrom('review_claims')
      .innerJoin('users', 'users.id', 'review_claims.moderator_user_id')
      .select(['review_claims.listing_id', 'users.name'])
      .where('review_claims.listing_id', 'in', listingIds)
      .where('review_claims.moderator_user_id', '!=', moderatorId)
      .where('review_claims.expires_at', '>', now.toISOString())
      .execute();
  }

  /** How many open reports each of some posts has. */
  openReportCounts(listingIds: number[]) {
    return this.db
      .selectFrom('listing_reports')
      .select(['listing_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('listing_id', 'in', listingIds)
      .where('resolved_at', 'is', null)
      .groupBy('listing_id')
      .execute();
  }

  /** The open reports on some posts, newest first, with their reasons and their senders. */
  openReportsWithReporters(listingIds: number[]) {
    return this.db
      .selectFrom('listing_reports')
      .innerJoin('report_reasons', 'report_reasons.id', 'listing_reports.reason_id')
      .leftJoin('users', 'users.id', 'listing_reports.reporter_user_id')
      .select([
        'listing_reports.listing_id',
        'listing_reports.reporter_user_id',
        'listing_reports.note',
        'listing_reports.weight',
        'listing_reports.created_at',
        'report_reasons.label_en',
        'report_reasons.label_ar',
        'users.name',
        'users.email',
        'users.deleted_at',
        'users.email_verified_at',
        'users.reporting_banned_at',
      ])
      .where('listing_reports.listing_id', 'in', listingIds)
      .where('listing_reports.resolved_at', 'is', null)
      .orderBy('listing_reports.created_at', 'desc')
      .execute();
  }

  /** Some reporters' settled reports since a time, counted by outcome. */
  reporterRecords(reporterIds: number[], since: string) {
    if (reporterIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('listing_reports')
      .select(['reporter_user_id', 'outcome', (eb) => eb.fn.countAll<number>().as('count')])
      .where('reporter_user_id', 'in', reporterIds)
      .where('outcome', 'is not', null)
      .where('resolved_at', '>=', since)
      .groupBy(['reporter_user_id', 'outcome'])
      .execute();
  }

  /** The open reports on some posts with their reasons, newest first. */
  openReportReasons(listingIds: number[]) {
    return this.db
      .selectFrom('listing_reports')
      .innerJoin('report_reasons', 'report_reasons.id', 'listing_reports.reason_id')
      .select([
        'listing_reports.listing_id',
        'listing_reports.note',
        'listing_reports.created_at',
        'report_reasons.label_en',
        'report_reasons.label_ar',
      ])
      .where('listing_reports.listing_id', 'in', listingIds)
      .where('listing_reports.resolved_at', 'is', null)
      .orderBy('listing_reports.created_at', 'desc')
      .execute();
  }

  /** The accounts that own some posts, as far as `isEstablished` needs them. */
  async owners(userIds: number[], siteId: number) {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('site_roles', (join) =>
        join.onRef('site_roles.user_id', '=', 'users.id').on('site_roles.site_id', '=', siteId),
      )
      .select([
        'users.id',
        'users.created_at',
        'users.email_verified_at',
        'users.role',
        'site_roles.role as site_role',
      ])
      .where('users.id', 'in', userIds)
      .where('users.deleted_at', 'is', null)
      .execute();
    // Their role on the site (the staff's posts are established there, decision 027).
    return rows.map(({ site_role: siteRole, ...owner }) => ({
      ...owner,
      role: roleOnSite(owner.role, siteRole),
    }));
  }

  /** An account that is not deleted. */
  activeUser(userId: number) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Stops someone from reporting (since `at`), or lets them again (null). */
  async setReportingBannedAt(userId: number, at: string | null): Promise<void> {
    await this.db.updateTable('users').set({ reporting_banned_at: at }).where('id', '=', userId).execute();
  }

  /** Gives every open report of one reporter a new weight; answers the posts they are on. */
  async reweighOpenReportsBy(userId: number, weight: number): Promise<number[]> {
    await this.db
      .updateTable('listing_reports')
      .set({ weight })
      .where('reporter_user_id', '=', userId)
      .where('resolved_at', 'is', null)
      .execute();
    const posts = await this.db
      .selectFrom('listing_reports')
      .select('listing_id as id')
      .where('reporter_user_id', '=', userId)
      .where('resolved_at', 'is', null)
      .execute();
    return posts.map((post) => post.id);
  }
}

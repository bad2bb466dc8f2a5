import type { Language, ReportReason } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRow } from '../accounts/users.repository';
import { roleOnSite } from '../accounts/site-roles.repository';
import { ListingsRepository } from './listings.repository';
import type { OpenReport, ReporterStanding } from './reports';

/** Reading and writing reports, for every kind of post. */
export class ReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listReasons(language: Language): Promise<ReportReason[]> {
    const rows = await this.db
      .selectFrom('report_reasons')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      label: language === 'ar' ? row.label_ar : row.label_en,
    }));
  }

  async reasonExists(id: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('report_reasons').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }

  /** A reporter's account and record: their reports moderators settled since `since`, by outcome. */
  async standing(user: UserRow, since: Date): Promise<ReporterStanding> {
    const [outcomes, published] = await Promise.all([
      this.db
        .selectFrom('listing_reports')
        .select(['outcome', (eb) => eb.fn.countAll<number>().as('count')])
        .where('reporter_user_id', '=', user.id)
        .where('outcome', 'is not', null)
        .where('resolved_at', '>=', since.toISOString())
        .groupBy('outcome')
        .execute(),
      this.db
        .selectFrom('listings')
        .select('id')
        .where('owner_user_id', '=', user.id)
        .where('published_at', 'is not', null)
        .limit(1)
        .executeTakeFirst(),
    ]);
    const count = (outcome: string) => Number(outcomes.find((row) => row.outcome === outcome)?.count ?? 0);
    return {
      user,
      upheld: count('upheld'),
      dismissed: count('dismissed'),
      hasPublished: published !== undefined,
    };
  }

  /** Records one person's report; a second report by the same person changes nothing. */
  async add(report: {
    listingId: number;
    userId: number;
    reasonId: number;
    note: string;
    addressKey: string;
    weight: number;
    at: Date;
  }): Promise<void> {
    await this.db
      .insertInto('listing_reports')
      .values({
        listing_id: report.listingId,
        reporter_user_id: report.userId,
        reason_id: report.reasonId,
        note: report.note,
        address_key: report.addressKey,
        weight: report.weight,
        created_at: report.at.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['listing_id', 'reporter_user_id']).doNothing())
      .execute();
  }

  /** Reports on a post that no moderator has dealt with yet. */
  async open(listingId: number): Promise<OpenReport[]> {
    const rows = await this.db
      .selectFrom('listing_reports')
      .select(['reporter_user_id', 'address_key', 'weight'])
      .where('listing_id', '=', listingId)
      .where('resolved_at', 'is', null)
      .execute();
    return rows.map((row) => ({
      reporterUserId: row.reporter_user_id,
      addressKey: row.address_key,
      weight: Number(row.weight),
    }));
  }

  /** Keeps the weight of a post's open reports on the post, for the moderators' list. */
  async setPostWeight(listingId: number, weight: number): Promise<void> {
    await new ListingsRepository(this.db).setReportWeight(listingId, weight);
  }

  /** The account that owns a post, if it still exists. */
  async owner(userId: number | null, siteId: number) {
    if (userId === null) return undefined;
    const row = await this.db
      .selectFrom('users')
      .leftJoin('site_roles', (join) =>
        join.onRef('site_roles.user_id', '=', 'users.id').on('site_roles.site_id', '=', siteId),
      )
      .select(['users.created_at', 'users.email_verified_at', 'users.role', 'site_roles.role as site_role'])
      .where('users.id', '=', userId)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    // Their role on the post's site (the staff's posts are established there, decision 027).
    const { site_role: siteRole, ...owner } = row;
    return { ...owner, role: roleOnSite(owner.role, siteRole) };
  }
}

import type { Language, ReportReason } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import type { SiteScope } from '../sites/site-scope';
import { listingPolicies } from './life-cycle';
import type { ListingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';

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

  /** Records one person's report; a second report by the same person changes nothing. */
  async add(listingId: number, userId: number, reasonId: number, note: string, at: Date): Promise<void> {
    await this.db
      .insertInto('listing_reports')
      .values({
        listing_id: listingId,
        reporter_user_id: userId,
        reason_id: reasonId,
        note,
        created_at: at.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['listing_id', 'reporter_user_id']).doNothing())
      .execute();
  }

  /** Reports on a post that no moderator has dealt with yet, each from a different person. */
  async countOpen(listingId: number): Promise<number> {
    const row = await this.db
      .selectFrom('listing_reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('listing_id', '=', listingId)
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

/**
 * Anyone signed in may report a published post once. When `hideAfter` different people have
 * reported it and no moderator has dealt with their reports yet, the post is held: off the site
 * and back in the review queue, its owner told why but never by whom.
 */
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly listings: ListingsRepository,
    private readonly lifeCycle: ListingsService,
    private readonly hideAfter: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  reasons(language: Language): Promise<ReportReason[]> {
    return this.reports.listReasons(language);
  }

  async report(user: UserRow, scope: SiteScope, listingId: number, reasonId: number, note: string) {
    const listing = await this.listings.findById(listingId);
    if (!listing || listing.site_id !== scope.site.id || !listingPolicies.isPublic(listing)) {
      throw new AppError('NOT_FOUND');
    }
    if (!(await this.reports.reasonExists(reasonId))) {
      throw new AppError('VALIDATION_FAILED', {}, { reasonId: { key: 'validation.reportReasonRequired' } });
    }
    // An owner reporting their own post is told it was received, and nothing more happens.
    if (listing.owner_user_id === user.id) return { id: listingId, isReported: true as const };
    await this.reports.add(listingId, user.id, reasonId, note, this.clock());
    if ((await this.reports.countOpen(listingId)) >= this.hideAfter) {
      await this.lifeCycle.act({ type: 'system' }, scope, listingId, 'hold', 'reports');
    }
    return { id: listingId, isReported: true as const };
  }
}

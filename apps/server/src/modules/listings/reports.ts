import type { Language, ReportReason } from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import type { SiteScope } from '../sites/site-scope';
import { listingPolicies } from './life-cycle';
import type { ListingRow, ListingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';
import { ReportsRepository } from './reports.repository';

/** Reports' rows are read and written by their repository; services.ts and moderation import it from here. */
export { ReportsRepository };

/**
 * How much a report counts, and which posts reports may take off the site (README, next to
 * `REPORTS_TO_HIDE`). A report is always recorded and always reaches the moderators; these
 * rules only decide whether a post is hidden before a moderator has looked.
 */
export const REPORT_RULES = {
  /** An account younger than this counts half, whatever else it has done. */
  accountAgeDays: 7,
  /** Settled reports older than this no longer count for or against their sender. */
  recordDays: 365,
  /** A post published this long ago is established: reports never hide it. */
  establishedPostDays: 90,
  /** An owner with a verified address whose account is this old is established too. */
  establishedOwnerDays: 365,
} as const;

/** One open report, as far as weighing goes. */
export interface OpenReport {
  reporterUserId: number | null;
  addressKey: string | null;
  weight: number;
}

/** What counts about a reporter: their account and how moderators settled their earlier reports. */
export interface ReporterStanding {
  user: Pick<UserRow, 'created_at' | 'email_verified_at'>;
  upheld: number;
  dismissed: number;
  /** Whether a post of theirs was ever published. */
  hasPublished: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The weight of one report, from 0 to 1. An address nobody verified counts nothing (accounts are
 * free and instant); a verified account counts half until it is a week old and has some history
 * (a published post, or a report a moderator upheld), then one. Every dismissed report beyond the
 * upheld ones halves it, and two or more such make it nothing.
 */
export function reportWeight(reporter: ReporterStanding, now: Date): number {
  if (reporter.user.email_verified_at === null) return 0;
  const wrongMore = reporter.dismissed - reporter.upheld;
  if (wrongMore >= 2) return 0;
  const ageDays = (now.getTime() - Date.parse(reporter.user.created_at)) / DAY_MS;
  const isEstablished =
    ageDays >= REPORT_RULES.accountAgeDays && (reporter.hasPublished || reporter.upheld > 0);
  const weight = isEstablished ? 1 : 0.5;
  return wrongMore === 1 ? weight / 2 : weight;
}

/**
 * The weight of a post's open reports: reports from one address group (an IPv4 address, an IPv6
 * /64, as the rate limits group them) count once, at the weight of the strongest among them, so
 * several accounts made on one connection add nothing.
 */
export function totalWeight(reports: readonly OpenReport[]): number {
  const byAddress = new Map<string, number>();
  let total = 0;
  for (const report of reports) {
    if (report.addressKey === null) {
      total += report.weight;
      continue;
    }
    byAddress.set(report.addressKey, Math.max(byAddress.get(report.addressKey) ?? 0, report.weight));
  }
  for (const weight of byAddress.values()) total += weight;
  return total;
}

/**
 * Whether a post is established enough that reports alone never take it off the site (it goes to
 * the top of the moderators' list instead): a verified business, a post published 90 days ago or
 * more, or an owner with a verified address and an account a year old, or on the staff.
 */
export function isEstablished(
  listing: Pick<ListingRow, 'is_verified' | 'published_at'>,
  owner: Pick<UserRow, 'created_at' | 'email_verified_at' | 'role'> | undefined,
  now: Date,
): boolean {
  if (listing.is_verified === 1) return true;
  const since = (at: string | null) => (at === null ? 0 : (now.getTime() - Date.parse(at)) / DAY_MS);
  if (since(listing.published_at) >= REPORT_RULES.establishedPostDays) return true;
  if (!owner) return false;
  if (owner.role !== 'user') return true;
  return owner.email_verified_at !== null && since(owner.created_at) >= REPORT_RULES.establishedOwnerDays;
}

/**
 * Anyone signed in may report a published post once. Reports are weighed (see `reportWeight` and
 * `totalWeight`): when the open reports on a post weigh `hideAfter` or more and the post is not
 * established, it is held (off the site and back in the review queue, its owner told why but never
 * by whom); an established post stays up and goes to the top of the moderators' list of reports.
 */
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly listings: ListingsRepository,
    private readonly lifeCycle: ListingsService,
    private readonly hideAfter: number,
    /** The stored, keyed form of a client's address group (the rate limiter's). */
    private readonly addressKeyOf: (address: string) => string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  reasons(language: Language): Promise<ReportReason[]> {
    return this.reports.listReasons(language);
  }

  async report(
    user: UserRow,
    scope: SiteScope,
    listingId: number,
    body: { reasonId: number; note: string; address: string },
  ) {
    if (user.reporting_banned_at !== null) throw new AppError('REPORTING_BANNED');
    const listing = await this.listings.findById(listingId);
    if (!listing || listing.site_id !== scope.site.id || !listingPolicies.isPublic(listing)) {
      throw new AppError('NOT_FOUND');
    }
    if (!(await this.reports.reasonExists(body.reasonId))) {
      throw new AppError('VALIDATION_FAILED', {}, { reasonId: { key: 'validation.reportReasonRequired' } });
    }
    // An owner reporting their own post is told it was received, and nothing more happens.
    if (listing.owner_user_id === user.id) return { id: listingId, isReported: true as const };
    const now = this.clock();
    const standing = await this.reports.standing(
      user,
      new Date(now.getTime() - REPORT_RULES.recordDays * DAY_MS),
    );
    await this.reports.add({
      listingId,
      userId: user.id,
      reasonId: body.reasonId,
      note: body.note,
      addressKey: this.addressKeyOf(body.address),
      weight: reportWeight(standing, now),
      at: now,
    });
    const weight = totalWeight(await this.reports.open(listingId));
    await this.reports.setPostWeight(listingId, weight);
    if (
      weight >= this.hideAfter &&
      !isEstablished(listing, await this.reports.owner(listing.owner_user_id, scope.site.id), now)
    ) {
      await this.lifeCycle.act({ type: 'system' }, scope, listingId, 'hold', 'reports');
    }
    return { id: listingId, isReported: true as const };
  }
}

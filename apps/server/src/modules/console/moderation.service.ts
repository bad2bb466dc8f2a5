import type {
  BULK_OUTCOMES,
  BulkDecisionBody,
  KeysetPage,
  Language,
  ListingAction,
  ListingKind,
  ListingStatus,
  RejectionReason,
  ReportActionBody,
  ReportedPost,
  Reporter,
  ReviewDecisionBody,
  ReviewDetail,
  ReviewItem,
  ReviewQueueQuery,
} from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import { type ListingRow, ListingsRepository } from '../listings/listings.repository';
import type { ListingsService } from '../listings/listings.service';
import { asSentence, composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import {
  isEstablished,
  REPORT_RULES,
  ReportsRepository,
  reportWeight,
  totalWeight,
} from '../listings/reports';
import type { SiteScope } from '../sites/site-scope';
import type { AuditLog } from './audit-log';
import { ModerationRepository, type QueueRow } from './moderation.repository';
import { reviewFields } from './review-fields';
import type { SiteUrlOf } from '../sites/site-directory';

/** How long opening a post keeps other moderators told that someone is on it. */
export const CLAIM_MINUTES = 5;

/**
 * The version of a post a moderator decides on: when it was last changed, and when its waiting
 * edit was sent. A decision on an older version (another moderator acted first, or the owner edited
 * it meanwhile) is refused.
 */
function versionOf(row: Pick<ListingRow, 'updated_at' | 'pending_since'>): string {
  return Buffer.from(JSON.stringify([row.updated_at, row.pending_since])).toString('base64url');
}

function parseVersion(version: string): { updatedAt: string; pendingSince: string | null } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(version, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [updatedAt, pendingSince] = value as unknown[];
    if (typeof updatedAt !== 'string' || (pendingSince !== null && typeof pendingSince !== 'string'))
      return undefined;
    return { updatedAt, pendingSince };
  } catch {
    return undefined;
  }
}

/**
 * The review queue and the reports, for every kind of post: what waits, oldest first; one post
 * with what changed; approve or reject (alone or in bulk) with a reason the owner reads in their
 * language; reports dismissed or the post taken down. Decisions go through the listings' life
 * cycle, so the search index, the caches and the audit log follow on their own.
 */
export class ModerationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listings: ListingsService,
    private readonly media: MediaRepository,
    private readonly audit: AuditLog,
    private readonly mailer: Mailer,
    /** Each site's own address: an owner's mail links to the site the decision was made on. */
    private readonly publicUrlOf: SiteUrlOf,
    /** The weight of open reports that hides a post that is not established (REPORTS_TO_HIDE). */
    private readonly reportsToHide: number,
    private readonly clock: () => Date = () => new Date(),
    /** Report rows as the reporting side reads and weighs them (one source of the rules). */
    private readonly reportRows: ReportsRepository = new ReportsRepository(db),
    private readonly rows: ModerationRepository = new ModerationRepository(db),
    private readonly listingRows: ListingsRepository = new ListingsRepository(db),
  ) {}

  /** Pending posts and edits of published ones, oldest first; a suspended owner's wait with them. */
  async queue(
    scope: SiteScope,
    moderator: UserRow,
    query: ReviewQueueQuery & { limit: number },
  ): Promise<KeysetPage<ReviewItem>> {
    const olderThan = query.olderThanDays
      ? new Date(this.clock().getTime() - Number(query.olderThanDays) * 86_400_000).toISOString()
      : undefined;
    return this.rows.queue(
      scope.site.id,
      {
        kind: query.kind,
        cityId: query.cityId === undefined ? undefined : Number(query.cityId),
        submittedBefore: olderThan,
      },
      { cursor: query.cursor, limit: query.limit },
      (rows) => this.toItems(rows, scope, moderator),
    );
  }

  /** One post to review, with what an edit changes. Opening it tells other moderators you are on it. */
  async item(scope: SiteScope, moderator: UserRow, id: number): Promise<ReviewDetail> {
    const row = await this.rows.findOnSite(scope.site.id, id);
    if (!row || row.status === 'deleted') throw new AppError('NOT_FOUND');
    await this.claim(id, moderator);
    const [item] = await this.toItems([row], scope, moderator);
    const versions = await this.listings.kind(row.kind).reviewVersions(id);
    const photosOf = async (ids: number[]) => {
      const images = await this.media.findByIds(ids);
      return ids.flatMap((imageId) => {
        const image = images.get(imageId);
        return image ? [toImage(image, scope.language)] : [];
      });
    };
    const samePhotos =
      versions.published === null ||
      versions.published.imageIds.join(',') === versions.proposed.imageIds.join(',');
    const reports = await this.openReports([id], scope.language);
    return {
      item: item as ReviewItem,
      statusReason: row.status_reason,
      fields: await reviewFields(
        (table, ids) => this.rows.namesIn(table, ids),
        row.kind,
        versions,
        scope.language,
      ),
      photos: await photosOf(versions.proposed.imageIds),
      previousPhotos: samePhotos ? null : await photosOf(versions.published?.imageIds ?? []),
      reports: reports.reasons.get(id) ?? [],
      reportNotes: reports.notes.get(id) ?? [],
    };
  }

  rejectionReasons(language: Language): Promise<RejectionReason[]> {
    return this.rows.rejectionReasons().then((rows) =>
      rows.map((row) => ({
        id: row.id,
        key: row.key,
        label: language === 'ar' ? row.label_ar : row.label_en,
      })),
    );
  }

  /** Approves or rejects one post, as the moderator saw it; the owner is e-mailed in their language. */
  async decide(
    scope: SiteScope,
    moderator: UserRow,
    id: number,
    body: ReviewDecisionBody,
  ): Promise<{ id: number; status: ListingStatus }> {
    const row = await this.takeForDecision(scope, moderator, id, body.version);
    const isEdit = row.status === 'published' && row.pending_changes !== null;
    if (row.status !== 'pending' && !isEdit) throw new AppError('REVIEW_CONFLICT');
    const reason =
      body.action === 'reject' ? await this.reasonText(row, body.reasonId, body.note) : undefined;
    return this.apply(scope, moderator, row, body.action, reason, isEdit);
  }

  /**
   * The older `POST moderation/listings/{id}` (the API's first moderation call, still used by the
   * old client's tools and the tests): approve or reject the post as it stands now, with the
   * reason written out, by the same decision as the console's. The post is taken by its current
   * version (so it never races a console decision), claims on it end, the audit log and the
   * owner's e-mail in their language follow. A caller the life cycle refuses (not a moderator, their
   * own post, the wrong state, no reason) gets its refusal before anything changes. Its other
   * actions (expire, delete, close) are the life cycle's alone.
   */
  async decideAsItStands(
    scope: SiteScope,
    user: UserRow,
    id: number,
    action: ListingAction,
    reason: string | undefined,
  ): Promise<{ id: number; status: ListingStatus; expiresAt?: string | null }> {
    const actor = { type: 'user' as const, user };
    if (action !== 'approve' && action !== 'reject') {
      return this.listings.act(actor, scope, id, action, reason);
    }
    const current = await this.listings.check(actor, scope, id, action, reason);
    const row = await this.takeForDecision(scope, user, id, versionOf(current));
    const isEdit = row.status === 'published' && row.pending_changes !== null;
    return this.apply(scope, user, row, action, reason, isEdit);
  }

  /** The same decision on several posts; each answers on its own (done, conflict, not found). */
  async decideMany(scope: SiteScope, moderator: UserRow, body: BulkDecisionBody) {
    const results: Array<{
      id: number;
      outcome: (typeof BULK_OUTCOMES)[number];
      status: ListingStatus | null;
    }> = [];
    if (body.action === 'reject') await this.reasonLabel(Number(body.reasonId), 'en');
    for (const { id, version } of body.items) {
      try {
        const result = await this.decide(scope, moderator, id, { ...body, version });
        results.push({ id, outcome: 'done', status: result.status });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'NOT_FOUND') results.push({ id, outcome: 'not-found', status: null });
        else if (error.code === 'OWN_POST') results.push({ id, outcome: 'own-post', status: null });
        else if (error.code === 'REVIEW_CONFLICT' || error.code === 'STATUS_CONFLICT')
          results.push({ id, outcome: 'conflict', status: null });
        else throw error;
      }
    }
    return { results };
  }

  /**
   * Posts with open reports, the weightiest first (an established post that reports cannot hide
   * comes to the top this way), with who reported each and what their report counted for.
   */
  async reports(
    scope: SiteScope,
    moderator: UserRow,
    query: { kind?: ListingKind | undefined; cursor?: string | undefined; limit: number },
  ): Promise<KeysetPage<ReportedPost>> {
    return this.rows.reported(
      scope.site.id,
      query.kind,
      { cursor: query.cursor, limit: query.limit },
      async (rows) => {
        const ids = rows.map((row) => row.id);
        const items = new Map((await this.toItems(rows, scope, moderator)).map((item) => [item.id, item]));
        const reports = await this.openReports(ids, scope.language);
        const reporters = await this.reportersOf(ids, scope.language);
        const now = this.clock();
        const owners = await this.ownersOf(rows, scope.site.id);
        return rows.flatMap((row) => {
          const item = items.get(row.id);
          const sent = reporters.get(row.id) ?? [];
          return item
            ? [
                {
                  item,
                  reasons: reports.reasons.get(row.id) ?? [],
                  notes: reports.notes.get(row.id) ?? [],
                  lastReportedAt: sent[0]?.reportedAt ?? row.updated_at,
                  weight: Number(row.report_weight),
                  hideAt: this.reportsToHide,
                  isEstablished: isEstablished(row, owners.get(row.owner_user_id ?? 0), now),
                  reporters: sent,
                },
              ]
            : [];
        });
      },
    );
  }

  /**
   * Stops someone from reporting (their open reports stop counting; a post they helped hide stays
   * in the list for a moderator to dismiss), or lets them report again (their open reports count
   * again, as their record stands now). Audit-logged.
   */
  async setReportingBan(scope: SiteScope, moderator: UserRow, userId: number, banned: boolean) {
    const user = await this.rows.activeUser(userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.id === moderator.id) throw new AppError('FORBIDDEN');
    const at = banned ? (user.reporting_banned_at ?? this.clock().toISOString()) : null;
    await this.rows.setReportingBannedAt(userId, at);
    const now = this.clock();
    const since = new Date(now.getTime() - REPORT_RULES.recordDays * 86_400_000);
    const weight = banned ? 0 : reportWeight(await this.reportRows.standing(user, since), now);
    // Their open reports count for what they weigh now, and so do the posts they are on.
    for (const postId of await this.rows.reweighOpenReportsBy(userId, weight))
      await this.reportRows.setPostWeight(postId, totalWeight(await this.reportRows.open(postId)));
    await this.audit.record({
      actor: moderator,
      siteId: scope.site.id,
      action: banned ? 'user.reporting-ban' : 'user.reporting-allow',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.name,
    });
    return { userId, isBanned: banned };
  }

  /**
   * Dismisses a post's reports (a post the reports hid comes back) or takes it down (rejected,
   * with a reason its owner reads; never who reported it).
   */
  async actOnReports(scope: SiteScope, moderator: UserRow, id: number, body: ReportActionBody) {
    const row = await this.takeForDecision(scope, moderator, id, body.version);
    if (body.action === 'take-down') {
      if (row.status !== 'published' && row.status !== 'pending') throw new AppError('STATUS_CONFLICT');
      // A waiting edit goes with the post: the moderator refuses the post as it stands.
      if (row.pending_changes !== null) await this.listings.dropPendingChanges(id);
      const reason = await this.reasonText(row, body.reasonId, body.note);
      return this.apply(scope, moderator, row, 'reject', reason, false, 'reports.take-down');
    }
    await this.listings.resolveReports(id, this.clock(), 'dismissed');
    await this.audit.record({
      actor: moderator,
      siteId: scope.site.id,
      action: 'reports.dismiss',
      targetType: 'listing',
      targetId: id,
      targetLabel: row.title,
    });
    if (row.status === 'pending' && row.status_reason === 'reports') {
      return this.listings.act({ type: 'user', user: moderator }, scope, id, 'approve');
    }
    return { id, status: row.status };
  }

  private async apply(
    scope: SiteScope,
    moderator: UserRow,
    row: QueueRow,
    action: 'approve' | 'reject',
    reason: string | undefined,
    isEdit: boolean,
    auditAction?: string,
  ): Promise<{ id: number; status: ListingStatus }> {
    const result = await this.listings.act({ type: 'user', user: moderator }, scope, row.id, action, reason);
    await this.rows.releaseClaim(row.id);
    if (auditAction) {
      await this.audit.record({
        actor: moderator,
        siteId: scope.site.id,
        action: auditAction,
        targetType: 'listing',
        targetId: row.id,
        targetLabel: row.title,
        after: { status: result.status, reason },
      });
    }
    await this.tellOwner(scope, row, action, isEdit, reason);
    return result;
  }

  /**
   * Takes a post for a decision only if it is still the version the moderator saw: one atomic
   * update, so of two moderators deciding at once exactly one goes ahead and the other is told.
   * Nobody decides on their own post, or on the reports about it.
   */
  private async takeForDecision(
    scope: SiteScope,
    moderator: UserRow,
    id: number,
    version: string,
  ): Promise<QueueRow> {
    const row = await this.rows.findOnSite(scope.site.id, id);
    if (!row || row.status === 'deleted') throw new AppError('NOT_FOUND');
    if (row.owner_user_id === moderator.id) throw new AppError('OWN_POST');
    const seen = parseVersion(version);
    if (!seen) throw new AppError('REVIEW_CONFLICT');
    if (!(await this.listingRows.takeVersion(id, seen, this.clock()))) throw new AppError('REVIEW_CONFLICT');
    return row;
  }

  /** A rejection's reason as its owner reads it: the reason in their language, the note after it. */
  private async reasonText(row: QueueRow, reasonId: number | undefined, note: string | undefined) {
    const label = await this.reasonLabel(Number(reasonId), row.owner_language ?? row.language);
    return note ? `${label}: ${note}` : label;
  }

  private async reasonLabel(id: number, language: Language): Promise<string> {
    const row = await this.rows.rejectionReason(id);
    if (!row) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        { reasonId: { key: 'validation.rejectionReasonRequired' } },
      );
    }
    return language === 'ar' ? row.label_ar : row.label_en;
  }

  /** Keeps other moderators told, for a few minutes, that this one has the post open. */
  private async claim(listingId: number, moderator: UserRow): Promise<void> {
    const now = this.clock();
    const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString();
    await this.rows.claim(listingId, moderator.id, now, until);
  }

  private async toItems(rows: QueueRow[], scope: SiteScope, moderator: UserRow): Promise<ReviewItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [claims, counts] = await Promise.all([
      this.rows.claimsByOthers(ids, moderator.id, this.clock()),
      this.rows.openReportCounts(ids),
    ]);
    const claimedBy = new Map(claims.map((claim) => [claim.listing_id, claim.name]));
    const reportCounts = new Map(counts.map((count) => [count.listing_id, Number(count.count)]));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as ListingKind,
      title: row.title,
      status: row.status,
      cityName: (scope.language === 'ar' ? row.city_ar : row.city_en) ?? null,
      owner:
        row.owner_id !== null && row.owner_name !== null && row.owner_email !== null
          ? { id: row.owner_id, name: row.owner_name, email: row.owner_email }
          : null,
      submittedAt: row.submitted_at ?? row.updated_at,
      isEdit: row.status === 'published' && row.pending_changes !== null,
      isHeld: row.status === 'pending' && row.status_reason === 'reports',
      openReports: reportCounts.get(row.id) ?? 0,
      claimedBy: claimedBy.get(row.id) ?? null,
      webPath: this.listings.kind(row.kind).webPath(row),
      version: versionOf(row),
    }));
  }

  /** Who sent each post's open reports, newest first, with their record and what each counted for. */
  private async reportersOf(ids: number[], language: Language): Promise<Map<number, Reporter[]>> {
    const byPost = new Map<number, Reporter[]>();
    if (ids.length === 0) return byPost;
    const rows = await this.rows.openReportsWithReporters(ids);
    const reporterIds = [
      ...new Set(rows.flatMap((row) => (row.reporter_user_id ? [row.reporter_user_id] : []))),
    ];
    const since = new Date(this.clock().getTime() - REPORT_RULES.recordDays * 86_400_000).toISOString();
    const records = await this.rows.reporterRecords(reporterIds, since);
    const recordOf = (userId: number | null, outcome: string) =>
      Number(records.find((row) => row.reporter_user_id === userId && row.outcome === outcome)?.count ?? 0);
    for (const row of rows) {
      const isGone = row.deleted_at !== null || row.name === null;
      const list = byPost.get(row.listing_id) ?? [];
      list.push({
        userId: isGone ? null : row.reporter_user_id,
        name: isGone ? '' : (row.name ?? ''),
        email: isGone ? null : row.email,
        reason: language === 'ar' ? row.label_ar : row.label_en,
        note: row.note,
        reportedAt: row.created_at,
        weight: Number(row.weight),
        isEmailVerified: row.email_verified_at !== null && row.email_verified_at !== undefined,
        upheld: recordOf(row.reporter_user_id, 'upheld'),
        dismissed: recordOf(row.reporter_user_id, 'dismissed'),
        isBanned: row.reporting_banned_at !== null && row.reporting_banned_at !== undefined,
      });
      byPost.set(row.listing_id, list);
    }
    return byPost;
  }

  /** The accounts that own some posts, as far as `isEstablished` needs them. */
  private async ownersOf(rows: QueueRow[], siteId: number) {
    const ids = [...new Set(rows.flatMap((row) => (row.owner_user_id ? [row.owner_user_id] : [])))];
    const owners = await this.rows.owners(ids, siteId);
    return new Map(owners.map((owner) => [owner.id, owner]));
  }

  /** Open reports per post: how many for each reason, and what reporters wrote. */
  private async openReports(ids: number[], language: Language) {
    const reasons = new Map<number, Array<{ label: string; count: number }>>();
    const notes = new Map<number, string[]>();
    if (ids.length === 0) return { reasons, notes };
    const rows = await this.rows.openReportReasons(ids);
    for (const row of rows) {
      const label = language === 'ar' ? row.label_ar : row.label_en;
      const list = reasons.get(row.listing_id) ?? [];
      const entry = list.find((reason) => reason.label === label);
      if (entry) entry.count += 1;
      else list.push({ label, count: 1 });
      reasons.set(row.listing_id, list);
      if (row.note) {
        const written = notes.get(row.listing_id) ?? [];
        if (written.length < 10) written.push(row.note);
        notes.set(row.listing_id, written);
      }
    }
    return { reasons, notes };
  }

  /** The owner learns of the decision in their language, with where to see or fix the post. */
  private async tellOwner(
    scope: SiteScope,
    row: QueueRow,
    action: 'approve' | 'reject',
    isEdit: boolean,
    reason: string | undefined,
  ): Promise<void> {
    if (row.owner_id === null || row.owner_email === null || row.owner_name === null) return;
    const language: Language = row.owner_language ?? 'en';
    const definition = this.listings.kind(row.kind);
    const suffix = language === 'ar' ? '?lang=ar' : '';
    const siteUrl = await this.publicUrlOf(scope.site.code);
    const url =
      action === 'approve'
        ? `${siteUrl}${definition.webPath(row)}${suffix}`
        : `${siteUrl}${definition.myPostsPath}${suffix}`;
    const keys = {
      approve: isEdit
        ? (['email.editApprovedSubject', 'email.editApprovedBody'] as const)
        : (['email.postApprovedSubject', 'email.postApprovedBody'] as const),
      reject: isEdit
        ? (['email.editRejectedSubject', 'email.editRejectedBody'] as const)
        : (['email.postRejectedSubject', 'email.postRejectedBody'] as const),
    }[action];
    await this.mailer.send({
      ...composeMail({
        to: row.owner_email,
        language,
        siteName: language === 'ar' ? scope.site.name_ar : scope.site.name_en,
        siteUrl,
        recipientName: row.owner_name,
        subject: keys[0],
        body: keys[1],
        values: { title: row.title, reason: asSentence(reason ?? '') },
        links: { url },
      }),
      concerns: { userId: row.owner_id, email: row.owner_email },
    });
  }
}

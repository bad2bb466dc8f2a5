import type {
  Image,
  Language,
  ListingAction,
  ListingKind,
  ListingStatus,
  OwnListing,
} from '@jaliya/contract';
import { slugify } from '@jaliya/contract';
import { kindNamed } from '@jaliya/contract/kinds';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import type { ContentChanges } from '../content-changes/content-changes.service';
import type { AuditLog } from '../console/audit-log';
import { toImage } from '../media/image-view';
import type { SiteScope } from '../sites/site-scope';
import { type ListingActor, listingPolicies, nextStatus, type TransitionTable } from './life-cycle';
import type { ListingRow, ListingsRepository } from './listings.repository';

/**
 * One kind of user post, declared once. Saved items, "my posts", moderation, account erasure
 * (and search and sitemaps later) loop over the registered kinds instead of knowing each one.
 */
export interface ListingKindDefinition {
  kind: ListingKind;
  /** Which life-cycle moves the kind allows, and who may make them. */
  transitions: TransitionTable;
  /** Days a published post stays up before it expires; null: it never expires. */
  expiresAfterDays: number | null;
  /** When a post published now expires, if the kind says so itself (an event: at its end). */
  expiresAt?: (listingId: number) => Promise<string | null>;
  /** Whether its owners are e-mailed before a post expires (default yes; not for events). */
  warnsBeforeExpiry?: boolean;
  /** Cache resource families its public reads are kept under (evicted when a post changes). */
  cacheResources: readonly string[];
  /** Makes an approved edit of a published post public. */
  applyPendingChanges: (listingId: number, changes: string) => Promise<void>;
  /** The web address of a post (from the kind's contract declaration). */
  webPath: (listing: { id: number; title: string }) => string;
  /** The owner's list of their posts of this kind (from the kind's contract declaration). */
  myPostsPath: string;
  /** What a moderator reviews: the post as its owner sent it, and for an edit the published version. */
  reviewVersions: (listingId: number) => Promise<ReviewVersions>;
}

/** A post's form values, as its owner filled them in, with the ids of its photos. */
export interface ReviewVersion {
  input: Record<string, unknown>;
  imageIds: number[];
}

export interface ReviewVersions {
  /** What the public will see once approved. */
  proposed: ReviewVersion;
  /** For an edit of a published post: what the public sees now. */
  published: ReviewVersion | null;
}

/** The site an account's own list reads: the address's, or every site (undefined) with `sites=all`. */
export function siteFilter(scope: SiteScope, query: { sites?: 'all' | undefined }): number | undefined {
  return query.sites === 'all' ? undefined : scope.site.id;
}

export function toOwnListing(row: ListingRow): OwnListing {
  return {
    id: row.id,
    kind: row.kind as ListingKind,
    title: row.title,
    slug: slugify(row.title),
    status: row.status,
    statusReason: row.status_reason,
    hasPendingChanges: row.pending_changes !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
  };
}

function refusal(reason: 'forbidden' | 'own-post' | 'conflict'): AppError {
  return new AppError(
    reason === 'forbidden' ? 'FORBIDDEN' : reason === 'own-post' ? 'OWN_POST' : 'STATUS_CONFLICT',
  );
}

/** The life cycle of every kind of post: moderation, owners closing and deleting, expiry, erasure. */
export class ListingsService {
  private readonly kinds = new Map<string, ListingKindDefinition>();

  constructor(
    private readonly listings: ListingsRepository,
    private readonly changes: ContentChanges,
    private readonly audit: AuditLog | null = null,
    /** A site's own number of days a post stays up (the console's setting), or null for the kind's. */
    private readonly siteExpiryDays: (siteId: number) => Promise<number | null> = async () => null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Enters a kind; its web page and "my posts" page are those its contract declaration gives. */
  register(definition: Omit<ListingKindDefinition, 'webPath' | 'myPostsPath'>): void {
    const declared = kindNamed(definition.kind);
    this.kinds.set(definition.kind, {
      ...definition,
      webPath: (listing) => declared.webPath({ id: listing.id, slug: slugify(listing.title) }),
      myPostsPath: declared.myPostsPath,
    });
  }

  registeredKinds(): ListingKindDefinition[] {
    return [...this.kinds.values()];
  }

  kind(kind: string): ListingKindDefinition {
    const definition = this.kinds.get(kind);
    if (!definition) throw new Error(`Unknown listing kind ${kind}`);
    return definition;
  }

  /** Whether a post of a kind is published on a site (saving and following need that). */
  /** Photos that edits waiting for review use: the photo sweep must keep them. */
  pendingImageIds(): Promise<Set<number>> {
    return this.listings.imageIdsInPendingChanges();
  }

  isPublished(siteId: number, kind: string, id: number): Promise<boolean> {
    return this.listings.isPublished(siteId, kind, id);
  }

  /**
   * Whether an actor may apply an action to a post now, without changing anything: the post, or
   * the same refusal `act` would give (404 for a post the actor may not see, never a hint that it
   * exists; 400 for a rejection without a reason; 403 for a move the actor's role does not allow,
   * `OWN_POST` for a moderator's own post; 409 for a move from the wrong state).
   */
  async check(
    actor: ListingActor,
    scope: SiteScope,
    id: number,
    action: ListingAction,
    reason?: string,
    kind?: ListingKind,
  ): Promise<ListingRow> {
    const listing = await this.listings.findById(id);
    if (
      !listing ||
      listing.site_id !== scope.site.id ||
      (kind !== undefined && listing.kind !== kind) ||
      (actor.type === 'user' && !listingPolicies.canView(actor, listing))
    ) {
      throw new AppError('NOT_FOUND');
    }
    const definition = this.kind(listing.kind);
    // A move the kind never allows (an event is not renewed) says why, in the owner's language.
    const never = definition.transitions[action].refusal;
    if (never) throw new AppError('STATUS_CONFLICT', {}, { action: { key: never } });
    if (action === 'reject' && !reason) {
      throw new AppError('VALIDATION_FAILED', {}, { reason: { key: 'validation.reasonRequired' } });
    }
    const decidesEdit =
      listing.status === 'published' &&
      listing.pending_changes !== null &&
      (action === 'approve' || action === 'reject');
    // A decision on an edit is taken as on a pending post: the published version stays meanwhile.
    const move = nextStatus(
      definition.transitions,
      decidesEdit ? { ...listing, status: 'pending' } : listing,
      action,
      actor,
    );
    // An owner asking for a moderator's move learns nothing more than "not allowed".
    if (!move.ok) throw refusal(move.reason);
    return listing;
  }

  /**
   * Applies a life-cycle action, once `check` allows it. Approving a published post with an edit
   * waiting makes the edit public; rejecting it drops the edit and keeps the published version.
   */
  async act(
    actor: ListingActor,
    scope: SiteScope,
    id: number,
    action: ListingAction,
    reason?: string,
    kind?: ListingKind,
  ): Promise<{ id: number; status: ListingStatus; expiresAt?: string | null }> {
    const listing = await this.check(actor, scope, id, action, reason, kind);
    const definition = this.kind(listing.kind);
    const hasEdit = listing.pending_changes !== null;
    if (listing.status === 'published' && hasEdit && (action === 'approve' || action === 'reject')) {
      if (action === 'approve') await definition.applyPendingChanges(id, listing.pending_changes ?? '');
      await this.listings.setPendingChanges(id, null);
      if (action === 'reject')
        await this.listings.setStatus(id, 'published', { status_reason: reason ?? null });
      await this.record(actor, listing, `listing.edit-${action}`, 'published', reason);
      await this.announce(scope, definition);
      return { id, status: 'published' };
    }
    const move = nextStatus(definition.transitions, listing, action, actor);
    if (!move.ok) throw refusal(move.reason);
    const now = this.clock();
    const changes: Parameters<ListingsRepository['setStatus']>[2] = {};
    if (move.status === 'published') {
      changes.published_at = listing.published_at ?? now.toISOString();
      // Kinds that never expire (businesses) ignore the site's setting, as do kinds whose posts
      // expire at a time of their own (an event's end).
      const days =
        definition.expiresAfterDays === null || definition.expiresAt
          ? null
          : ((await this.siteExpiryDays(listing.site_id)) ?? definition.expiresAfterDays);
      changes.expires_at = definition.expiresAt
        ? await definition.expiresAt(id)
        : days === null
          ? null
          : new Date(now.getTime() + days * 86_400_000).toISOString();
      changes.status_reason = null;
    }
    if (move.status === 'rejected' || move.status === 'closed' || move.status === 'pending') {
      changes.status_reason = reason ?? null;
    }
    await this.listings.setStatus(id, move.status, changes);
    // A moderator's decision deals with every open report on the post.
    if (action === 'approve' || action === 'reject')
      await this.listings.resolveReports(id, now, action === 'reject' ? 'upheld' : 'dismissed');
    if (move.status === 'deleted') await this.listings.setPendingChanges(id, null);
    await this.record(actor, listing, `listing.${action}`, move.status, reason);
    if (listing.status === 'published' || move.status === 'published') await this.announce(scope, definition);
    // A renewal counts its days from now: its answer says until when, so the owner is told the date.
    if (action === 'renew') return { id, status: move.status, expiresAt: changes.expires_at ?? null };
    return { id, status: move.status };
  }

  /** Every status change goes into the audit log: who, what, from which status to which. */
  private async record(
    actor: ListingActor,
    listing: ListingRow,
    action: string,
    status: ListingStatus,
    reason: string | undefined,
  ): Promise<void> {
    await this.audit?.record({
      actor: actor.type === 'system' ? 'system' : actor.user,
      siteId: listing.site_id,
      action,
      targetType: 'listing',
      targetId: listing.id,
      targetLabel: listing.title,
      before: { status: listing.status },
      after: { status, ...(reason ? { reason } : {}) },
    });
  }

  /** Anyone's latest posts of every kind but deleted ones, as rows (the console's view of a user). */
  async listOwnOfAnyone(ownerUserId: number, limit: number) {
    return (await this.listings.listOwn(ownerUserId, undefined, undefined, limit)).items;
  }

  /** Settles a post's open reports (a moderator dismissed them, or took the post down). */
  resolveReports(id: number, at: Date, outcome: 'upheld' | 'dismissed'): Promise<void> {
    return this.listings.resolveReports(id, at, outcome);
  }

  /** Forgets an edit waiting for review (a moderator takes the post down as it stands). */
  dropPendingChanges(id: number): Promise<void> {
    return this.listings.setPendingChanges(id, null);
  }

  /**
   * One page of the owner's posts of a kind, or of every kind ("my posts"): of one site, or of
   * every site when `siteId` is undefined, each post with its site's code either way.
   */
  async listOwn(
    user: UserRow,
    kind: ListingKind | undefined,
    cursor: string | undefined,
    limit: number,
    siteId?: number,
  ) {
    const page = await this.listings.listOwn(user.id, kind, cursor, limit, siteId);
    return {
      ...page,
      items: page.items.map((row) => ({ ...toOwnListing(row), site: row.site_code ?? '' })),
    };
  }

  /**
   * The picture (a logo, else the first photo), the city and the summary of some posts, by post
   * id, for lists of one's own posts that show them (the old apps' "my posts").
   */
  async cardFacts(
    listingIds: readonly number[],
    language: Language,
  ): Promise<Map<number, { picture: Image | null; place: string; summary: string }>> {
    const [images, rows] = await Promise.all([
      this.listings.imagesOf(listingIds),
      this.listings.summariesAndCitiesOf(listingIds),
    ]);
    const rank = { logo: 0, main: 1, cover: 2, gallery: 3 } as const;
    const found = new Map<number, { picture: Image | null; place: string; summary: string }>();
    for (const id of listingIds) {
      const first = images
        .filter((image) => image.listing_id === id)
        .sort((a, b) => rank[a.role] - rank[b.role] || a.position - b.position)[0];
      const row = rows.find((candidate) => candidate.id === id);
      found.set(id, {
        picture: first ? toImage(first, language) : null,
        place: (language === 'ar' ? row?.name_ar : row?.name_en) ?? '',
        summary: row?.summary ?? '',
      });
    }
    return found;
  }

  /**
   * Erases every post of a deleted account and every follow of theirs, announcing the sites whose
   * public content changed.
   */
  async eraseOwnedBy(
    userId: number,
    siteCodeOf: (siteId: number) => Promise<string | undefined>,
  ): Promise<void> {
    const owned = await this.listings.idsOwnedBy(userId);
    await this.listings.deleteForever(owned.map((listing) => listing.id));
    // What they followed counts them no more: each public follower count goes down by one.
    const followed = await this.listings.followedBy(userId);
    for (const listing of followed) await this.listings.unfollow(userId, listing.id);
    const sites = new Set([
      ...owned.filter((listing) => listing.status === 'published').map((listing) => listing.site_id),
      ...followed.map((listing) => listing.site_id),
    ]);
    for (const siteId of sites) {
      const code = await siteCodeOf(siteId);
      if (code) await this.changes.announce(code, ['*']);
    }
  }

  private announce(scope: SiteScope, definition: ListingKindDefinition): Promise<void> {
    return this.changes.announce(scope.site.code, definition.cacheResources);
  }
}

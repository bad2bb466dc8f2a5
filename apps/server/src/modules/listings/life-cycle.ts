import type { ListingAction, ListingStatus, MessageKey } from '@jaliya/contract';
import type { UserRow } from '../accounts/users.repository';
import { hasRole } from '../accounts/accounts.policy';

/** Who acts on a post: its owner, a moderator (or admin), or the system (expiry). */
export type ListingActor = { type: 'user'; user: UserRow } | { type: 'system' };

/** What a policy or a transition needs to know about a post. */
export interface ListingRef {
  id: number;
  site_id: number;
  kind: string;
  owner_user_id: number | null;
  status: ListingStatus;
}

type Role = 'owner' | 'moderator' | 'system';

/** One allowed move: from which statuses, to which, and who may make it. */
export interface Transition {
  from: readonly ListingStatus[];
  to: ListingStatus;
  by: readonly Role[];
  /** Set when the kind never allows this move (an event is not renewed): why, for whoever asks. */
  refusal?: MessageKey;
}

export type TransitionTable = Record<ListingAction, Transition>;

/**
 * The life cycle every kind starts from (docs/decisions/012): pending -> published or rejected;
 * published -> expired (time) -> renewed (before or after expiry); closed by the owner (sold, rented, filled); deleted by
 * the owner or a moderator from any state; held (back to review) by reports. A kind may replace
 * rows (businesses never expire).
 */
export const DEFAULT_TRANSITIONS: TransitionTable = {
  approve: { from: ['pending'], to: 'published', by: ['moderator'] },
  reject: { from: ['pending', 'published'], to: 'rejected', by: ['moderator'] },
  expire: { from: ['published'], to: 'expired', by: ['system', 'moderator'] },
  // Renewing a published post (warned that it expires soon) or an expired one starts its time again.
  renew: { from: ['published', 'expired'], to: 'published', by: ['owner'] },
  close: { from: ['published', 'expired'], to: 'closed', by: ['owner', 'moderator'] },
  delete: {
    from: ['pending', 'published', 'rejected', 'expired', 'closed', 'suspended'],
    to: 'deleted',
    by: ['owner', 'moderator'],
  },
  // Off the site until reviewed again: enough reports (the system) or a moderator's doubt.
  hold: { from: ['published'], to: 'pending', by: ['system', 'moderator'] },
};

/**
 * The roles an actor holds towards one post. A moderator is only the owner of their own post:
 * nobody decides on what they posted themselves.
 */
export function rolesOf(actor: ListingActor, listing: ListingRef): Set<Role> {
  if (actor.type === 'system') return new Set(['system']);
  const roles = new Set<Role>();
  const isOwner = listing.owner_user_id !== null && listing.owner_user_id === actor.user.id;
  if (isOwner) roles.add('owner');
  else if (hasRole(actor.user, 'moderator')) roles.add('moderator');
  return roles;
}

/**
 * The status an action moves a post to, or why it may not: `forbidden` when the actor holds none
 * of the roles the move needs (`own-post` when that is because a moderator owns the post),
 * `conflict` when the post is not in a status the move starts from.
 */
export function nextStatus(
  table: TransitionTable,
  listing: ListingRef,
  action: ListingAction,
  actor: ListingActor,
): { ok: true; status: ListingStatus } | { ok: false; reason: 'forbidden' | 'own-post' | 'conflict' } {
  const transition = table[action];
  const roles = rolesOf(actor, listing);
  if (!transition.by.some((role) => roles.has(role))) {
    // A moderator's own post is decided by another moderator: what only staff may do, they may not
    // do to it (approve, reject, hold, expire), though they may still do what any owner may.
    const isStaffMove = !transition.by.includes('owner') && transition.by.includes('moderator');
    const isOwnPost = roles.has('owner') && actor.type === 'user' && hasRole(actor.user, 'moderator');
    return { ok: false, reason: isStaffMove && isOwnPost ? 'own-post' : 'forbidden' };
  }
  if (!transition.from.includes(listing.status)) return { ok: false, reason: 'conflict' };
  return { ok: true, status: transition.to };
}

/** Policies that see the resource: who may read a post in any state, and who may edit it. */
export const listingPolicies = {
  /** The public sees published posts only. */
  isPublic: (listing: ListingRef) => listing.status === 'published',
  /** Owners see their own posts in every state but deleted; moderators see all. */
  canView: (actor: ListingActor, listing: ListingRef) => {
    const roles = rolesOf(actor, listing);
    return roles.has('moderator') || (roles.has('owner') && listing.status !== 'deleted');
  },
  /** Only the owner edits the content of a post, and never a deleted or closed one. */
  canEdit: (actor: ListingActor, listing: ListingRef) =>
    rolesOf(actor, listing).has('owner') && listing.status !== 'deleted' && listing.status !== 'closed',
};

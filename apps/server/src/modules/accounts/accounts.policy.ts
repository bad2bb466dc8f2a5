import type { Role } from '@jaliya/contract';
import type { UserRow } from './users.repository';

/**
 * Named authorisation rules, checked in one place. Each takes the actor (undefined for a guest)
 * and answers yes or no; a route that needs one throws FORBIDDEN (or UNAUTHENTICATED) on no.
 */
const RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

export function hasRole(actor: UserRow | undefined, role: Role): boolean {
  return actor !== undefined && RANK[actor.role] >= RANK[role];
}

/**
 * Asks a policy, failing closed (SECURITY.md item 26): anything but a plain `true`, an error
 * inside the policy included, is a no.
 */
export function allows(policy: () => boolean): boolean {
  try {
    return policy() === true;
  } catch {
    return false;
  }
}

export const policies = {
  /** A user may read and change only their own profile and account. */
  canManageAccount: (actor: UserRow | undefined, accountId: number) => actor?.id === accountId,
  /** Moderators and admins work the moderation queue. */
  canModerate: (actor: UserRow | undefined) => hasRole(actor, 'moderator'),
  /** Only admins change roles, settings and editorial content. */
  canAdminister: (actor: UserRow | undefined) => hasRole(actor, 'admin'),
  /**
   * Only deployment admins make and change the deployment's sites: the role is the account's own
   * (`users.role`, the deployment-wide one, as the session lookup read it), not a session's role on
   * one site.
   */
  canAdministerDeployment: (deploymentRole: Role | undefined) => deploymentRole === 'admin',
};

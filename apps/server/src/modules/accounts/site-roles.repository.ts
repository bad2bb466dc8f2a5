import type { Role } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database, SiteRolesTable } from '../../db/schema';

const RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

/**
 * A person's role on one site: the higher of their deployment-wide role (`users.role`) and their
 * role on that site (`site_roles`). Off any site, the deployment-wide role alone.
 */
export function roleOnSite(deploymentRole: Role, siteRole: Role | null | undefined): Role {
  return siteRole && RANK[siteRole] > RANK[deploymentRole] ? siteRole : deploymentRole;
}

/** Roles on one site (issue 36): a moderator or admin of that site only. */
export class SiteRolesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The role given on the site, if any (the deployment-wide role is not counted here). */
  async find(userId: number, siteId: number): Promise<SiteRolesTable['role'] | undefined> {
    const row = await this.db
      .selectFrom('site_roles')
      .select('role')
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row?.role;
  }

  /** Several people's roles on one site, by user id. */
  async forUsers(userIds: readonly number[], siteId: number): Promise<Map<number, SiteRolesTable['role']>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('site_roles')
      .select(['user_id', 'role'])
      .where('site_id', '=', siteId)
      .where('user_id', 'in', [...userIds])
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.role]));
  }

  /** Gives a role on the site, or takes it away (`user`). */
  async set(userId: number, siteId: number, role: Role): Promise<void> {
    await this.db
      .deleteFrom('site_roles')
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .execute();
    if (role === 'user') return;
    await this.db.insertInto('site_roles').values({ user_id: userId, site_id: siteId, role }).execute();
  }

  /** Takes every role on every site away (an erased account). */
  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('site_roles').where('user_id', '=', userId).execute();
  }

  /** Admins of the site itself (not deployment admins) who may still run it. */
  async activeAdminCount(siteId: number): Promise<number> {
    const row = await this.db
      .selectFrom('site_roles')
      .innerJoin('users', 'users.id', 'site_roles.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('site_roles.site_id', '=', siteId)
      .where('site_roles.role', '=', 'admin')
      .where('users.deleted_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

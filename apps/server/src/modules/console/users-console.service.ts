import type {
  ConsoleUser,
  ConsoleUserDetail,
  ConsoleUsersQuery,
  KeysetPage,
  ListingKind,
  Role,
} from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { UserRow } from '../accounts/users.repository';
import type { ContentChanges } from '../content-changes/content-changes.service';
import { ListingsRepository } from '../listings/listings.repository';
import { type ListingsService, toOwnListing } from '../listings/listings.service';
import type { SiteScope } from '../sites/site-scope';
import { roleOnSite, SiteRolesRepository } from '../accounts/site-roles.repository';
import type { AuditLog } from './audit-log';
import { UsersConsoleRepository } from './users-console.repository';

function fieldError(
  field: string,
  key: 'validation.ownRole' | 'validation.lastAdmin' | 'validation.ownSuspension',
) {
  return new AppError('VALIDATION_FAILED', {}, { [field]: { key } });
}

/**
 * Users, for admins: find them, see their posts, suspend and restore them (a suspended user
 * cannot sign in, their sessions end and their published posts are hidden until they are
 * restored), change their role, and send them a password reset. Every change is audit-logged.
 */
export class UsersConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountsService,
    private readonly listings: ListingsService,
    private readonly changes: ContentChanges,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
    private readonly users: UsersConsoleRepository = new UsersConsoleRepository(db),
  ) {}

  /** Accounts (shared by every site), with their roles on the site asked about. */
  async list(siteId: number, query: ConsoleUsersQuery & { limit: number }): Promise<KeysetPage<ConsoleUser>> {
    return this.users.page(siteId, query, (rows) => this.toConsoleUsers(siteId, rows));
  }

  async detail(siteId: number, id: number): Promise<ConsoleUserDetail> {
    const user = await this.find(id);
    const [consoleUser] = await this.toConsoleUsers(siteId, [user]);
    const posts = await this.listings.listOwnOfAnyone(user.id, 50);
    return {
      user: consoleUser as ConsoleUser,
      posts: posts.map((row) => ({
        ...toOwnListing(row),
        webPath: this.listings.kind(row.kind as ListingKind).webPath(row),
      })),
    };
  }

  async suspend(admin: UserRow, siteId: number, id: number, reason: string): Promise<ConsoleUser> {
    const user = await this.find(id);
    if (user.id === admin.id) throw fieldError('reason', 'validation.ownSuspension');
    if (user.suspended_at !== null) return this.one(siteId, user.id);
    const now = this.clock().toISOString();
    const hidden = await inTransaction(this.db, async (trx) => {
      await new UsersConsoleRepository(trx).setSuspended(id, now, reason, now);
      const posts = await new ListingsRepository(trx).moveOwnersPosts(id, 'published', 'suspended', now);
      await this.audit.record(
        {
          actor: admin,
          action: 'user.suspend',
          targetType: 'user',
          targetId: id,
          targetLabel: user.name,
          before: { suspended: false },
          after: { suspended: true, reason, hiddenPosts: posts },
        },
        trx,
      );
      return posts.length;
    });
    if (hidden > 0) await this.announceEverywhere();
    return this.one(siteId, id);
  }

  async restore(admin: UserRow, siteId: number, id: number): Promise<ConsoleUser> {
    const user = await this.find(id);
    if (user.suspended_at === null) return this.one(siteId, user.id);
    const now = this.clock().toISOString();
    const shown = await inTransaction(this.db, async (trx) => {
      await new UsersConsoleRepository(trx).setSuspended(id, null, null, now);
      // Posts past their time come back expired, through the hourly expiry.
      const posts = await new ListingsRepository(trx).moveOwnersPosts(id, 'suspended', 'published', now);
      await this.audit.record(
        {
          actor: admin,
          action: 'user.restore',
          targetType: 'user',
          targetId: id,
          targetLabel: user.name,
          before: { suspended: true, reason: user.suspended_reason },
          after: { suspended: false, shownPosts: posts },
        },
        trx,
      );
      return posts.length;
    });
    if (shown > 0) await this.announceEverywhere();
    return this.one(siteId, id);
  }

  /**
   * Changes a role on the admin's site, or with `allSites` the deployment-wide role, which only a
   * deployment admin may do (403), as only they may change a deployment admin's roles. Never one's
   * own role; the last admin stays an admin (of the deployment, or of a site no deployment admin
   * runs), so someone can always run it.
   */
  async changeRole(
    admin: UserRow,
    siteId: number,
    id: number,
    change: { role: Role; allSites?: boolean },
  ): Promise<ConsoleUser> {
    const user = await this.find(id);
    if (user.id === admin.id) throw fieldError('role', 'validation.ownRole');
    const isDeploymentAdmin = (await this.users.find(admin.id))?.role === 'admin';
    if ((change.allSites || user.role === 'admin') && !isDeploymentAdmin) throw new AppError('FORBIDDEN');
    const siteRoles = new SiteRolesRepository(this.db);
    const siteRole = (await siteRoles.find(id, siteId)) ?? 'user';
    const before = change.allSites ? user.role : siteRole;
    if (before === change.role) return this.one(siteId, id);
    await inTransaction(this.db, async (trx) => {
      const users = new UsersConsoleRepository(trx);
      const roles = new SiteRolesRepository(trx);
      const deploymentAdmins = await users.activeAdminCount();
      const remaining = change.allSites
        ? deploymentAdmins
        : deploymentAdmins + (await roles.activeAdminCount(siteId));
      if (before === 'admin' && remaining <= 1) throw fieldError('role', 'validation.lastAdmin');
      const now = this.clock().toISOString();
      if (change.allSites) await users.setRole(id, change.role, now);
      else await roles.set(id, siteId, change.role);
      // Their sessions are renewed at their next use: the role they were made with has changed.
      await this.audit.record(
        {
          actor: admin,
          // A site's role is in that site's log; a deployment-wide role in every site's.
          siteId: change.allSites ? null : siteId,
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          targetLabel: user.name,
          before: { role: before, allSites: change.allSites === true },
          after: { role: change.role, allSites: change.allSites === true },
        },
        trx,
      );
    });
    return this.one(siteId, id);
  }

  async sendPasswordReset(admin: UserRow, scope: SiteScope, id: number): Promise<{ sent: true }> {
    const user = await this.find(id);
    await this.accounts.sendPasswordReset(user, scope);
    await this.audit.record({
      actor: admin,
      action: 'user.password-reset',
      targetType: 'user',
      targetId: id,
      targetLabel: user.name,
    });
    return { sent: true };
  }

  private async find(id: number): Promise<UserRow> {
    const user = await this.users.find(id);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  private async one(siteId: number, id: number): Promise<ConsoleUser> {
    const [user] = await this.toConsoleUsers(siteId, [await this.find(id)]);
    return user as ConsoleUser;
  }

  private async toConsoleUsers(siteId: number, rows: UserRow[]): Promise<ConsoleUser[]> {
    const ids = rows.map((row) => row.id);
    const [counts, siteRoles] = await Promise.all([
      this.users.postCounts(ids),
      new SiteRolesRepository(this.db).forUsers(ids, siteId),
    ]);
    const postCounts = new Map(counts.map((count) => [count.owner_user_id, Number(count.count)]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      role: roleOnSite(row.role, siteRoles.get(row.id)),
      deploymentRole: row.role,
      language: row.language,
      createdAt: row.created_at,
      suspendedAt: row.suspended_at,
      suspendedReason: row.suspended_reason,
      postCount: postCounts.get(row.id) ?? 0,
    }));
  }

  /** Hidden or restored posts may be on any site's pages: every cache starts afresh. */
  private async announceEverywhere(): Promise<void> {
    for (const code of await this.users.siteCodes()) await this.changes.announce(code, ['*']);
  }
}

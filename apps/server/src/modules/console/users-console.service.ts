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

  async list(query: ConsoleUsersQuery & { limit: number }): Promise<KeysetPage<ConsoleUser>> {
    return this.users.page(query, (rows) => this.toConsoleUsers(rows));
  }

  async detail(id: number): Promise<ConsoleUserDetail> {
    const user = await this.find(id);
    const [consoleUser] = await this.toConsoleUsers([user]);
    const posts = await this.listings.listOwnOfAnyone(user.id, 50);
    return {
      user: consoleUser as ConsoleUser,
      posts: posts.map((row) => ({
        ...toOwnListing(row),
        webPath: this.listings.kind(row.kind as ListingKind).webPath(row),
      })),
    };
  }

  async suspend(admin: UserRow, id: number, reason: string): Promise<ConsoleUser> {
    const user = await this.find(id);
    if (user.id === admin.id) throw fieldError('reason', 'validation.ownSuspension');
    if (user.suspended_at !== null) return this.one(user.id);
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
    return this.one(id);
  }

  async restore(admin: UserRow, id: number): Promise<ConsoleUser> {
    const user = await this.find(id);
    if (user.suspended_at === null) return this.one(user.id);
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
    return this.one(id);
  }

  /** Never one's own role; the last admin stays an admin, so someone can always run the site. */
  async changeRole(admin: UserRow, id: number, role: Role): Promise<ConsoleUser> {
    const user = await this.find(id);
    if (user.id === admin.id) throw fieldError('role', 'validation.ownRole');
    if (user.role === role) return this.one(id);
    await inTransaction(this.db, async (trx) => {
      const users = new UsersConsoleRepository(trx);
      if (user.role === 'admin' && (await users.activeAdminCount()) <= 1)
        throw fieldError('role', 'validation.lastAdmin');
      await users.setRole(id, role, this.clock().toISOString());
      await this.audit.record(
        {
          actor: admin,
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          targetLabel: user.name,
          before: { role: user.role },
          after: { role },
        },
        trx,
      );
    });
    return this.one(id);
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

  private async one(id: number): Promise<ConsoleUser> {
    const [user] = await this.toConsoleUsers([await this.find(id)]);
    return user as ConsoleUser;
  }

  private async toConsoleUsers(rows: UserRow[]): Promise<ConsoleUser[]> {
    const ids = rows.map((row) => row.id);
    const counts = await this.users.postCounts(ids);
    const postCounts = new Map(counts.map((count) => [count.owner_user_id, Number(count.count)]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      role: row.role,
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

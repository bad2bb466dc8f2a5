import type {
  ConsoleUser,
  ConsoleUserDetail,
  ConsoleUsersQuery,
  KeysetPage,
  ListingKind,
  Role,
} from '@jaliya/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { UserRow } from '../accounts/users.repository';
import type { ContentChanges } from '../content-changes/content-changes.service';
import { keysetPage, newestFirstById } from '../listings/keyset';
import { type ListingsService, toOwnListing } from '../listings/listings.service';
import type { SiteScope } from '../sites/site-scope';
import type { AuditLog } from './audit-log';

function fieldError(
  field: string,
  key: 'validation.ownRole' | 'validation.lastAdmin' | 'validation.ownSuspension',
) {
  return new AppError('VALIDATION_FAILED', {}, { [field]: { key } });
}

/** `%` and `_` typed by an admin are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

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
  ) {}

  async list(query: ConsoleUsersQuery & { limit: number }): Promise<KeysetPage<ConsoleUser>> {
    let select = this.db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
    const text = query.q?.trim().toLowerCase();
    if (text) {
      const pattern = `%${escapeLike(text)}%`;
      select = select.where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    if (query.role) select = select.where('role', '=', query.role);
    if (query.state === 'suspended') select = select.where('suspended_at', 'is not', null);
    if (query.state === 'active') select = select.where('suspended_at', 'is', null);
    return keysetPage({
      cursor: query.cursor,
      limit: query.limit,
      ...newestFirstById(select),
      map: (rows) => this.toConsoleUsers(rows),
    });
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
      await trx
        .updateTable('users')
        .set({ suspended_at: now, suspended_reason: reason, updated_at: now })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      const posts = await trx
        .updateTable('listings')
        .set({ status: 'suspended', updated_at: now })
        .where('owner_user_id', '=', id)
        .where('status', '=', 'published')
        .returning('id')
        .execute();
      await this.audit.record(
        {
          actor: admin,
          action: 'user.suspend',
          targetType: 'user',
          targetId: id,
          targetLabel: user.name,
          before: { suspended: false },
          after: { suspended: true, reason, hiddenPosts: posts.map((post) => post.id) },
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
      await trx
        .updateTable('users')
        .set({ suspended_at: null, suspended_reason: null, updated_at: now })
        .where('id', '=', id)
        .execute();
      // Posts past their time come back expired, through the hourly expiry.
      const posts = await trx
        .updateTable('listings')
        .set({ status: 'published', updated_at: now })
        .where('owner_user_id', '=', id)
        .where('status', '=', 'suspended')
        .returning('id')
        .execute();
      await this.audit.record(
        {
          actor: admin,
          action: 'user.restore',
          targetType: 'user',
          targetId: id,
          targetLabel: user.name,
          before: { suspended: true, reason: user.suspended_reason },
          after: { suspended: false, shownPosts: posts.map((post) => post.id) },
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
      if (user.role === 'admin') {
        const admins = await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('role', '=', 'admin')
          .where('deleted_at', 'is', null)
          .where('suspended_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(admins.count) <= 1) throw fieldError('role', 'validation.lastAdmin');
      }
      await trx
        .updateTable('users')
        .set({ role, updated_at: this.clock().toISOString() })
        .where('id', '=', id)
        .execute();
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
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  private async one(id: number): Promise<ConsoleUser> {
    const [user] = await this.toConsoleUsers([await this.find(id)]);
    return user as ConsoleUser;
  }

  private async toConsoleUsers(rows: UserRow[]): Promise<ConsoleUser[]> {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await this.db
          .selectFrom('listings')
          .select(['owner_user_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('owner_user_id', 'in', ids)
          .where('status', '!=', 'deleted')
          .groupBy('owner_user_id')
          .execute()
      : [];
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
    const sites = await this.db.selectFrom('sites').select('code').execute();
    for (const site of sites) await this.changes.announce(site.code, ['*']);
  }
}

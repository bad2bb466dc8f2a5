import type { ConsoleUsersQuery, KeysetPage, Role } from '@jaliya/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type UserRow, UsersRepository } from '../accounts/users.repository';
import { keysetPage, newestFirstById } from '../listings/keyset';

/** `%` and `_` typed by an admin are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Accounts as the admins' console finds and changes them. */
export class UsersConsoleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Accounts that are not deleted, newest first, by name or address, role on the site (the higher
   * of their deployment-wide role and the site's own) and state.
   */
  page<Item>(
    siteId: number,
    query: ConsoleUsersQuery & { limit: number },
    map: (rows: UserRow[]) => Promise<Item[]>,
  ): Promise<KeysetPage<Item>> {
    let select = this.db
      .selectFrom('users')
      .leftJoin('site_roles', (join) =>
        join.onRef('site_roles.user_id', '=', 'users.id').on('site_roles.site_id', '=', siteId),
      )
      .selectAll('users')
      .where('deleted_at', 'is', null);
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
    const role = query.role;
    if (role) {
      select = select.where((eb) => {
        // No role on the site reads as `user` (a NULL would make every comparison unknown).
        const siteRole = eb.fn.coalesce('site_roles.role', sql.lit('user'));
        const isAdmin = eb.or([eb('users.role', '=', 'admin'), eb(siteRole, '=', 'admin')]);
        if (role === 'admin') return isAdmin;
        if (role === 'moderator')
          return eb.and([
            eb.not(isAdmin),
            eb.or([eb('users.role', '=', 'moderator'), eb(siteRole, '=', 'moderator')]),
          ]);
        return eb.and([eb('users.role', '=', 'user'), eb(siteRole, '=', 'user')]);
      });
    }
    if (query.state === 'suspended') select = select.where('suspended_at', 'is not', null);
    if (query.state === 'active') select = select.where('suspended_at', 'is', null);
    return keysetPage({ cursor: query.cursor, limit: query.limit, ...newestFirstById(select), map });
  }

  /** An account that is not deleted (the accounts' own lookup). */
  find(id: number): Promise<UserRow | undefined> {
    return new UsersRepository(this.db).findActiveById(id);
  }

  /** Suspends an account (or restores it, with nulls) and, when suspending, ends its sessions. */
  async setSuspended(id: number, suspendedAt: string | null, reason: string | null, now: string) {
    await this.db
      .updateTable('users')
      .set({ suspended_at: suspendedAt, suspended_reason: reason, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (suspendedAt !== null) await this.db.deleteFrom('sessions').where('user_id', '=', id).execute();
  }

  /** Deployment admins who may still run every site (not deleted, not suspended). */
  async activeAdminCount(): Promise<number> {
    const admins = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', 'admin')
      .where('deleted_at', 'is', null)
      .where('suspended_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(admins.count);
  }

  async setRole(id: number, role: Role, now: string): Promise<void> {
    await this.db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
  }

  /** How many posts (not deleted) each of some accounts has. */
  postCounts(ownerIds: number[]) {
    if (ownerIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('listings')
      .select(['owner_user_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('owner_user_id', 'in', ownerIds)
      .where('status', '!=', 'deleted')
      .groupBy('owner_user_id')
      .execute();
  }

  /** The code of every site. */
  async siteCodes(): Promise<string[]> {
    return (await this.db.selectFrom('sites').select('code').execute()).map((site) => site.code);
  }
}

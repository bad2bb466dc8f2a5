import { type Kysely, sql } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema';
import type { UserRow } from './users.repository';
import { roleOnSite } from './site-roles.repository';
import { PreparedQuery } from '../../db/prepared-query';

const DAY_MS = 86_400_000;
/** A session ends after 30 days without use, and 90 days after it began whatever happens. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** Last use is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionFacts {
  kind: SessionsTable['kind'];
  /** The user's role (on the site asked about) is not the one the session was made with. */
  isStale: boolean;
  /** Their deployment-wide role (`users.role`, decision 027); the user's `role` is the site's. */
  deploymentRole: UserRow['role'];
}

/**
 * A session's active user with their role on one site (-1: none), compiled once (`PreparedQuery`):
 * the lookup runs on every signed-in request.
 *
 * It is read from the database on every request, with no in-process cache of sessions (issue 37
 * weighed one): a logout, password change, deletion, suspension or role change must end the
 * session at once on every process (SECURITY.md item 9), and a cache kept for a second or more
 * would let another process on the same PostgreSQL database answer for it meanwhile. A browser
 * asks for its page state once per page, seconds apart, so a cache short enough to be safe would
 * serve only a benchmark repeating one cookie. The query reads three rows by their keys.
 */
const SESSION_USER = new PreparedQuery((db: Kysely<Database>, id: string, siteId: number) =>
  db
    // The session by its key first, as a table of its own (`limit 1`, written as a literal, keeps
    // SQLite from merging it into the join and from reading it once per user): on a young
    // database's statistics (a handful of sessions and users) SQLite otherwise scanned both
    // tables and compared every pair, four times the cost of the keyed reads (issue 37).
    .selectFrom(
      db.selectFrom('sessions').selectAll().where('sessions.id', '=', id).limit(sql.lit(1)).as('session'),
    )
    .innerJoin('users', 'users.id', 'session.user_id')
    .leftJoin('site_roles', (join) =>
      join.onRef('site_roles.user_id', '=', 'session.user_id').on('site_roles.site_id', '=', siteId),
    )
    .selectAll('users')
    .select([
      'session.last_seen_at as session_last_seen_at',
      'session.expires_at as session_expires_at',
      'session.kind as session_kind',
      'session.role as session_role',
      'site_roles.role as site_role',
    ])
    .where('users.deleted_at', 'is', null)
    // A suspended account's sessions are ended; any left over (a race) count for nothing.
    .where('users.suspended_at', 'is', null),
);

/** Server-side sessions, stored by the hash of their token. */
export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    id: string,
    userId: number,
    kind: SessionsTable['kind'],
    role: UserRow['role'],
  ): Promise<void> {
    const now = this.now();
    await this.db
      .insertInto('sessions')
      .values({
        id,
        user_id: userId,
        kind,
        role,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      })
      .execute();
  }

  /**
   * The active user of a live session, refreshing its last use; undefined when absent or expired.
   * Its `role` is the user's role on the site given (the higher of their deployment-wide role and
   * their role on that site; the deployment-wide role alone without a site), read in the same
   * query. `isStale` says that role is not the one the session was made with (it must be renewed).
   * The user is the one copy of the row made (it runs on every signed-in request).
   */
  async findUser(id: string, siteId?: number): Promise<{ user: UserRow; session: SessionFacts } | undefined> {
    const now = this.now();
    const row = await SESSION_USER.first(this.db, id, siteId ?? -1);
    if (!row) return undefined;
    const lastSeen = new Date(row.session_last_seen_at).getTime();
    if (
      new Date(row.session_expires_at).getTime() <= now.getTime() ||
      lastSeen + SESSION_IDLE_MS <= now.getTime()
    ) {
      await this.delete(id);
      return undefined;
    }
    if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const {
      session_last_seen_at: _seen,
      session_expires_at: _expires,
      session_kind: kind,
      session_role: sessionRole,
      site_role: siteRole,
      ...user
    } = row;
    const deploymentRole = user.role;
    user.role = roleOnSite(deploymentRole, siteRole);
    return {
      user,
      session: { kind, isStale: sessionRole !== null && sessionRole !== user.role, deploymentRole },
    };
  }

  /** When a session began and what kind it is, or undefined when there is no such session. */
  findStart(id: string): Promise<{ kind: SessionsTable['kind']; created_at: string } | undefined> {
    return this.db
      .selectFrom('sessions')
      .select(['kind', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Ends every session of a user, except optionally the one making the request. */
  async deleteForUser(userId: number, exceptId?: string): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as string))
      .execute();
  }
}

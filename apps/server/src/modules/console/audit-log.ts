import type { AuditEntry, AuditQuery, KeysetPage } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRow } from '../accounts/users.repository';
import { AuditLogRepository } from './audit-log.repository';

/** Who did something: a person (by their account and the name they had then) or the site itself. */
export type AuditActor = Pick<UserRow, 'id' | 'name'> | 'system';

export interface AuditRecord {
  actor: AuditActor;
  siteId?: number | null;
  /** What was done, as `area.verb`: `listing.approve`, `user.suspend`, `user.role`. */
  action: string;
  targetType: 'listing' | 'user' | 'report' | 'content' | 'message' | 'subscriber' | 'site';
  targetId: number | null;
  /** A readable name for the target as it was then (a title, a name). */
  targetLabel?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log: every console action and every role or status change, who, when, what, before
 * and after. Written in the same breath as the change it records, and never edited: the console
 * only reads it.
 */
export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(entry: AuditRecord, db: Kysely<Database> = this.db): Promise<void> {
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
    // In the caller's transaction when it gives one, so the entry commits with the change.
    await new AuditLogRepository(db).insert({
      site_id: entry.siteId ?? null,
      actor_user_id: entry.actor === 'system' ? null : entry.actor.id,
      actor_name: entry.actor === 'system' ? 'system' : entry.actor.name.slice(0, 120),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label: (entry.targetLabel ?? '').slice(0, 200),
      before_value: json(entry.before),
      after_value: json(entry.after),
      created_at: this.clock().toISOString(),
    });
  }

  /**
   * Forgets who a deleted account was: the actions stay, under the account's number alone (the
   * name it acted under is blanked), and entries about the account lose the name they were
   * labelled with.
   */
  async pseudonymise(userId: number): Promise<void> {
    await new AuditLogRepository(this.db).pseudonymise(userId);
  }

  /**
   * Newest first, filtered, one keyset page at a time: the site's own entries and the
   * deployment's (roles are per site, decision 027: a site's admin reads their site's log).
   */
  async list(siteId: number, query: AuditQuery & { limit: number }): Promise<KeysetPage<AuditEntry>> {
    const parse = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));
    return new AuditLogRepository(this.db).page(siteId, query, (rows) =>
      rows.map((row) => ({
        id: row.id,
        actorId: row.actor_user_id,
        actorName: row.actor_name,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetLabel: row.target_label,
        before: parse(row.before_value),
        after: parse(row.after_value),
        createdAt: row.created_at,
      })),
    );
  }
}

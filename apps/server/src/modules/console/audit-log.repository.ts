import type { AuditQuery, KeysetPage } from '@jaliya/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { keysetPage, newestFirstById } from '../listings/keyset';

/** The rows of the append-only audit log. */
export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<AuditLogTable>): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }

  /** Blanks the name a deleted account acted under, and the label of entries about it. */
  async pseudonymise(userId: number): Promise<void> {
    await this.db
      .updateTable('audit_log')
      .set({ actor_name: '' })
      .where('actor_user_id', '=', userId)
      .execute();
    await this.db
      .updateTable('audit_log')
      .set({ target_label: '' })
      .where('target_type', '=', 'user')
      .where('target_id', '=', userId)
      .execute();
  }

  /**
   * Newest first, filtered, one keyset page at a time: one site's entries and those of the whole
   * deployment (no site: accounts, deployment-wide roles).
   */
  page<Item>(
    siteId: number,
    query: AuditQuery & { limit: number },
    map: (rows: Selectable<AuditLogTable>[]) => Item[],
  ): Promise<KeysetPage<Item>> {
    let select = this.db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]));
    if (query.action) select = select.where('action', '=', query.action);
    if (query.targetType) select = select.where('target_type', '=', query.targetType);
    if (query.targetId !== undefined) select = select.where('target_id', '=', Number(query.targetId));
    if (query.actorId !== undefined) select = select.where('actor_user_id', '=', Number(query.actorId));
    return keysetPage({ cursor: query.cursor, limit: query.limit, ...newestFirstById(select), map });
  }
}

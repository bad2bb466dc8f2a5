import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ContentChange {
  id: number;
  siteCode: string;
  resource: string;
}

/** The shared log of changes to public content (see the migration `content_changes`). */
export class ContentChangesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(siteCode: string, resources: readonly string[], at: Date): Promise<void> {
    if (resources.length === 0) return;
    await this.db
      .insertInto('content_changes')
      .values(resources.map((resource) => ({ site_code: siteCode, resource, created_at: at.toISOString() })))
      .execute();
  }

  /** The newest change's id (0 for none): a server starts reading after it. */
  async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('content_changes')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  async since(id: number): Promise<ContentChange[]> {
    const rows = await this.db
      .selectFrom('content_changes')
      .select(['id', 'site_code', 'resource'])
      .where('id', '>', id)
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map((row) => ({ id: row.id, siteCode: row.site_code, resource: row.resource }));
  }

  async pruneBefore(time: Date): Promise<void> {
    await this.db.deleteFrom('content_changes').where('created_at', '<', time.toISOString()).execute();
  }
}

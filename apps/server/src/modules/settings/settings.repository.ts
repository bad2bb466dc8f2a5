import type { Kysely, Selectable, Updateable } from 'kysely';
import type {
  CategoriesTable,
  Database,
  SiteSettingsTable,
  SocialLinksTable,
  StateMenuEntriesTable,
} from '../../db/schema';

export type SettingsRow = Selectable<SiteSettingsTable>;
export type StateEntryRow = Selectable<StateMenuEntriesTable>;
export type SocialLinkRow = Selectable<SocialLinksTable>;
export type CategoryRow = Selectable<CategoriesTable>;

/** Reads a site's settings, states menu, social links and the categories its menu links to. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Changes some of a site's settings; answers false when the site has no settings row yet. */
  async updateSettings(siteId: number, set: Updateable<SiteSettingsTable>, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('site_settings')
      .set({ ...set, updated_at: now })
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  findSettings(siteId: number): Promise<SettingsRow | undefined> {
    return this.db.selectFrom('site_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  }

  listStateEntries(siteId: number): Promise<StateEntryRow[]> {
    return this.db
      .selectFrom('state_menu_entries')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  listSocialLinks(siteId: number): Promise<SocialLinkRow[]> {
    return this.db
      .selectFrom('social_links')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** The given categories and their direct subcategories, in one query. */
  listCategoriesWithChildren(siteId: number, ids: readonly number[]): Promise<CategoryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where('site_id', '=', siteId)
      .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}

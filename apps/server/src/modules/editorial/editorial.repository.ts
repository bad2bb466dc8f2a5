import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FaqGroupsTable, FaqItemsTable, PagesTable, UserGuidesTable } from '../../db/schema';
import { withSanitized } from '../../lib/localized';
import { sanitizeRichText } from '../../lib/rich-text';
import { inTransaction } from '../../db/transaction';
import { indexEditorial } from '../search/search-index';

export type PageRow = Selectable<PagesTable>;
export type FaqGroupRow = Selectable<FaqGroupsTable>;
export type FaqItemRow = Selectable<FaqItemsTable>;
export type UserGuideRow = Selectable<UserGuidesTable>;
export type UserGuideListRow = Omit<UserGuideRow, 'body_en' | 'body_ar'>;

/** A page to store; it was last changed now unless `updated_at` says otherwise. */
export type PageInput = Omit<Insertable<PagesTable>, 'updated_at'> & { updated_at?: string };

/**
 * Editorial content of a site: pages (about, contact, legal), user guides and the FAQ. Rich text
 * is sanitised here, on the way in, so nothing unsafe is ever stored.
 */
export class EditorialRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findPage(siteId: number, key: string): Promise<PageRow | undefined> {
    return this.db
      .selectFrom('pages')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Creates or replaces the page with this key. */
  async savePage(values: PageInput): Promise<PageRow> {
    const row = {
      ...withSanitized(values, ['body'], sanitizeRichText),
      updated_at: values.updated_at ?? new Date().toISOString(),
    };
    return this.db
      .insertInto('pages')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['site_id', 'key']).doUpdateSet({
          title_en: row.title_en,
          title_ar: row.title_ar,
          summary_en: row.summary_en,
          summary_ar: row.summary_ar,
          body_en: row.body_en,
          body_ar: row.body_ar,
          image_id: row.image_id ?? null,
          updated_at: row.updated_at,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  listPublishedGuides(siteId: number): Promise<UserGuideListRow[]> {
    return this.db
      .selectFrom('user_guides')
      .select([
        'id',
        'site_id',
        'slug',
        'title_en',
        'title_ar',
        'summary_en',
        'summary_ar',
        'sort_order',
        'is_published',
        'published_at',
        'updated_at',
      ])
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  findPublishedGuide(siteId: number, id: number): Promise<UserGuideRow | undefined> {
    return this.db
      .selectFrom('user_guides')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .where('is_published', '=', 1)
      .executeTakeFirst();
  }

  async createGuide(
    values: Omit<Insertable<UserGuidesTable>, 'published_at' | 'updated_at'>,
  ): Promise<UserGuideRow> {
    const now = new Date().toISOString();
    return inTransaction(this.db, async (trx) => {
      const row = await trx
        .insertInto('user_guides')
        .values({ ...withSanitized(values, ['body'], sanitizeRichText), published_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await indexEditorial(trx, 'guide', [row.id]);
      return row;
    });
  }

  /** The FAQ groups of a site in order, each with its published questions, in two queries. */
  async listFaq(siteId: number): Promise<{ groups: FaqGroupRow[]; items: FaqItemRow[] }> {
    const groups = await this.db
      .selectFrom('faq_groups')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    if (groups.length === 0) return { groups, items: [] };
    const items = await this.db
      .selectFrom('faq_items')
      .selectAll()
      .where(
        'group_id',
        'in',
        groups.map((group) => group.id),
      )
      .where('is_published', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { groups, items };
  }

  createFaqGroup(values: Insertable<FaqGroupsTable>): Promise<FaqGroupRow> {
    return this.db.insertInto('faq_groups').values(values).returningAll().executeTakeFirstOrThrow();
  }

  createFaqItem(values: Insertable<FaqItemsTable>): Promise<FaqItemRow> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx
        .insertInto('faq_items')
        .values(withSanitized(values, ['answer'], sanitizeRichText))
        .returningAll()
        .executeTakeFirstOrThrow();
      await indexEditorial(trx, 'faq', [row.id]);
      return row;
    });
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MarketCatalogueRows } from './market-catalogue';

/**
 * The marketplace's lists. Main categories are the `market` categories under the site's
 * marketplace category (the row with no parent), and subcategories are theirs; a product is
 * filed under a subcategory. Models belong to a subcategory; colours to the whole site.
 */
export class MarketCatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async load(siteId: number): Promise<MarketCatalogueRows> {
    const [categories, models, colors] = await Promise.all([
      this.db
        .selectFrom('categories')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('kind', '=', 'market')
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('market_models')
        .selectAll()
        .where('site_id', '=', siteId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('market_colors')
        .selectAll()
        .where('site_id', '=', siteId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ]);
    const roots = new Set(categories.filter((row) => row.parent_id === null).map((row) => row.id));
    const mains = categories.filter((row) => row.parent_id !== null && roots.has(row.parent_id));
    const mainIds = new Set(mains.map((row) => row.id));
    const subs = categories.filter((row) => row.parent_id !== null && mainIds.has(row.parent_id));
    return { mains, subs, models, colors };
  }

  /** Published products per subcategory, on the site or in one of its cities. */
  async counts(siteId: number, cityId: number | undefined): Promise<Map<number, number>> {
    let query = this.db
      .selectFrom('listings')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('site_id', '=', siteId)
      .where('kind', '=', 'product')
      .where('status', '=', 'published');
    if (cityId !== undefined) query = query.where('city_id', '=', cityId);
    const rows = await query.groupBy('category_id').execute();
    return new Map(
      rows.flatMap((row) => (row.category_id === null ? [] : [[row.category_id, Number(row.count)]])),
    );
  }
}

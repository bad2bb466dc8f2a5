import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Directory categories, their published counts, and the site's "Our Services" page. */
export class DirectoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every service and shop category of a site (main ones and subcategories), in order. */
  categories(siteId: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'kind', 'name_en', 'name_ar', 'icon', 'sort_order'])
      .where('site_id', '=', siteId)
      .where('kind', 'in', ['service', 'business'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Published businesses per category id: main categories and subcategories, two grouped queries. */
  async publishedCounts(siteId: number, cityId: number | undefined): Promise<Map<number, number>> {
    let byMain = this.db
      .selectFrom('listings')
      .select(['category_id as id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('site_id', '=', siteId)
      .where('kind', '=', 'business')
      .where('status', '=', 'published')
      .groupBy('category_id');
    let bySub = this.db
      .selectFrom('listing_categories')
      .innerJoin('listings', 'listings.id', 'listing_categories.listing_id')
      .select(['listing_categories.category_id as id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('listings.site_id', '=', siteId)
      .where('listings.kind', '=', 'business')
      .where('listings.status', '=', 'published')
      .groupBy('listing_categories.category_id');
    if (cityId !== undefined) {
      byMain = byMain.where('city_id', '=', cityId);
      bySub = bySub.where('listings.city_id', '=', cityId);
    }
    const counts = new Map<number, number>();
    for (const row of [...(await byMain.execute()), ...(await bySub.execute())]) {
      if (row.id !== null) counts.set(row.id, Number(row.count));
    }
    return counts;
  }

  ourServices(siteId: number) {
    return this.db
      .selectFrom('our_services')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  sisterSites(siteId: number) {
    return this.db
      .selectFrom('sister_sites')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  cityNames(siteId: number) {
    return this.db
      .selectFrom('cities')
      .select(['id', 'name_en', 'name_ar'])
      .where('site_id', '=', siteId)
      .execute();
  }
}

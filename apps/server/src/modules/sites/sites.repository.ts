import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CitiesTable, Database, SitesTable } from '../../db/schema';
import { PreparedQuery } from '../../db/prepared-query';

export type SiteRow = Selectable<SitesTable>;
export type CityRow = Selectable<CitiesTable>;

/** A site with its host names, primary first (`site_hosts.sort_order`). */
export type SiteWithHosts = SiteRow & { hosts: string[] };

/** A site by its code, compiled once: every signed-in API call looks its site up. */
const SITE_BY_CODE = new PreparedQuery((db: Kysely<Database>, code: string) =>
  db.selectFrom('sites').selectAll().where('code', '=', code),
);

/** Reads and writes sites, their host names and their cities. */
export class SitesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByCode(code: string): Promise<SiteRow | undefined> {
    return SITE_BY_CODE.first(this.db, code.toUpperCase());
  }

  /** The code of every site. */
  async listCodes(): Promise<string[]> {
    return (await this.db.selectFrom('sites').select('code').execute()).map((site) => site.code);
  }

  /** Every site with its hosts, in the state menu's order: two queries, whatever the number of sites. */
  async listWithHosts(): Promise<SiteWithHosts[]> {
    const [sites, hosts] = await Promise.all([
      this.db.selectFrom('sites').selectAll().orderBy('sort_order').orderBy('id').execute(),
      this.db
        .selectFrom('site_hosts')
        .select(['site_id', 'host'])
        .orderBy('site_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ]);
    return sites.map((site) => ({
      ...site,
      hosts: hosts.filter((row) => row.site_id === site.id).map((row) => row.host),
    }));
  }

  /** How many published posts and cities each site has, by site id: two grouped counts. */
  async counts(): Promise<Map<number, { posts: number; cities: number }>> {
    const [posts, cities] = await Promise.all([
      this.db
        .selectFrom('listings')
        .select((eb) => ['site_id', eb.fn.countAll().as('count')])
        .where('status', '=', 'published')
        .groupBy('site_id')
        .execute(),
      this.db
        .selectFrom('cities')
        .select((eb) => ['site_id', eb.fn.countAll().as('count')])
        .groupBy('site_id')
        .execute(),
    ]);
    const counts = new Map<number, { posts: number; cities: number }>();
    const entry = (siteId: number) => {
      const found = counts.get(siteId) ?? { posts: 0, cities: 0 };
      counts.set(siteId, found);
      return found;
    };
    for (const row of posts) entry(row.site_id).posts = Number(row.count);
    for (const row of cities) entry(row.site_id).cities = Number(row.count);
    return counts;
  }

  findById(id: number): Promise<SiteRow | undefined> {
    return this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The site that already answers on one of these hosts, if any (hosts are unique across sites). */
  async findHostOwner(hosts: readonly string[]): Promise<{ host: string; code: string } | undefined> {
    if (hosts.length === 0) return undefined;
    return this.db
      .selectFrom('site_hosts')
      .innerJoin('sites', 'sites.id', 'site_hosts.site_id')
      .select(['site_hosts.host', 'sites.code'])
      .where('site_hosts.host', 'in', hosts)
      .executeTakeFirst();
  }

  async insert(values: Insertable<SitesTable>): Promise<SiteRow> {
    return this.db.insertInto('sites').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(siteId: number, set: Updateable<SitesTable>): Promise<void> {
    await this.db.updateTable('sites').set(set).where('id', '=', siteId).execute();
  }

  /** Replaces a site's hosts, the first being its address. */
  async replaceHosts(siteId: number, hosts: readonly string[]): Promise<void> {
    await this.db.deleteFrom('site_hosts').where('site_id', '=', siteId).execute();
    if (hosts.length === 0) return;
    await this.db
      .insertInto('site_hosts')
      .values(hosts.map((host, index) => ({ site_id: siteId, host, sort_order: index })))
      .execute();
  }

  /** The next place at the end of the state menu. */
  async nextSortOrder(): Promise<number> {
    const row = await this.db
      .selectFrom('sites')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  /**
   * Gives a new site the template site's starting content (issue 36): its categories of every
   * kind (with their tree), its editorial pages in both languages, its settings row (the menu's
   * category links pointing at the copies) and its state menu entries. Images are shared, not
   * copied: site images belong to no one (decision 010). Run it on the creating transaction.
   */
  async copyStartingContent(
    fromSiteId: number,
    toSiteId: number,
    now: string,
  ): Promise<{ categories: number; pages: number }> {
    const categories = await this.db
      .selectFrom('categories')
      .selectAll()
      .where('site_id', '=', fromSiteId)
      .orderBy('id')
      .execute();
    const copies = new Map<number, number>();
    // Parents before children: a child's parent id is always copied first.
    let left = categories;
    while (left.length > 0) {
      const ready = left.filter((row) => row.parent_id === null || copies.has(row.parent_id));
      if (ready.length === 0) break;
      for (const row of ready) {
        const copy = await this.db
          .insertInto('categories')
          .values({
            site_id: toSiteId,
            parent_id: row.parent_id === null ? null : (copies.get(row.parent_id) ?? null),
            kind: row.kind,
            name_en: row.name_en,
            name_ar: row.name_ar,
            sort_order: row.sort_order,
            icon: row.icon,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        copies.set(row.id, copy.id);
      }
      left = left.filter((row) => !copies.has(row.id));
    }

    const pages = await this.db.selectFrom('pages').selectAll().where('site_id', '=', fromSiteId).execute();
    for (const { id: _id, site_id: _site, ...page } of pages)
      await this.db
        .insertInto('pages')
        .values({ ...page, site_id: toSiteId, updated_at: now })
        .execute();

    const settings = await this.db
      .selectFrom('site_settings')
      .selectAll()
      .where('site_id', '=', fromSiteId)
      .executeTakeFirst();
    if (settings) {
      const mapped = (id: number | null) => (id === null ? null : (copies.get(id) ?? null));
      await this.db
        .insertInto('site_settings')
        .values({
          ...settings,
          site_id: toSiteId,
          service_provider_category_id: mapped(settings.service_provider_category_id),
          shops_category_id: mapped(settings.shops_category_id),
          market_place_category_id: mapped(settings.market_place_category_id),
          rent_category_id: mapped(settings.rent_category_id),
          jobs_category_id: mapped(settings.jobs_category_id),
          // The template's own office, chat and cache choices are its own.
          map_latitude: null,
          map_longitude: null,
          live_chat_provider: null,
          live_chat_id: null,
          page_cache_seconds: null,
          updated_at: now,
        })
        .execute();
    }

    const states = await this.db
      .selectFrom('state_menu_entries')
      .selectAll()
      .where('site_id', '=', fromSiteId)
      .execute();
    for (const { id: _id, site_id: _site, ...entry } of states)
      await this.db
        .insertInto('state_menu_entries')
        .values({ ...entry, site_id: toSiteId })
        .execute();
    return { categories: copies.size, pages: pages.length };
  }

  findCity(siteId: number, cityId: number): Promise<CityRow | undefined> {
    return this.db
      .selectFrom('cities')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', cityId)
      .executeTakeFirst();
  }

  listCities(siteId: number): Promise<CityRow[]> {
    return this.db
      .selectFrom('cities')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}

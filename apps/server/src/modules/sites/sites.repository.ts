import type { Kysely, Selectable } from 'kysely';
import type { CitiesTable, Database, SitesTable } from '../../db/schema';

export type SiteRow = Selectable<SitesTable>;
export type CityRow = Selectable<CitiesTable>;

/** Reads sites and their cities. */
export class SitesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByCode(code: string): Promise<SiteRow | undefined> {
    return this.db.selectFrom('sites').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
  }

  /** The code of every site. */
  async listCodes(): Promise<string[]> {
    return (await this.db.selectFrom('sites').select('code').execute()).map((site) => site.code);
  }

  findById(id: number): Promise<SiteRow | undefined> {
    return this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
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

import type { Kysely, Selectable } from 'kysely';
import type { Database, HeroEntriesTable, UserGuidesTable, WelcomeScreensTable } from '../../db/schema';

export type HeroRow = Selectable<HeroEntriesTable>;
export type WelcomeScreenRow = Selectable<WelcomeScreensTable>;
export type UserGuideSummaryRow = Pick<
  Selectable<UserGuidesTable>,
  'id' | 'slug' | 'title_en' | 'title_ar' | 'summary_en' | 'summary_ar'
>;

const HOME_GUIDE_COUNT = 3;

/** Reads what the home page shows: hero entries, the welcome screen and the newest user guides. */
export class HomeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listPublishedHero(siteId: number): Promise<HeroRow[]> {
    return this.db
      .selectFrom('hero_entries')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  findActiveWelcomeScreen(siteId: number): Promise<WelcomeScreenRow | undefined> {
    return this.db
      .selectFrom('welcome_screens')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('is_active', '=', 1)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  listHomeUserGuides(siteId: number): Promise<UserGuideSummaryRow[]> {
    return this.db
      .selectFrom('user_guides')
      .select(['id', 'slug', 'title_en', 'title_ar', 'summary_en', 'summary_ar'])
      .where('site_id', '=', siteId)
      .where('is_published', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .limit(HOME_GUIDE_COUNT)
      .execute();
  }
}

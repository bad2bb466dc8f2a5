import { type Kysely, sql } from 'kysely';
import type { Database, EventsTable } from '../../db/schema';

/** One event on the month view, with what its days and its line need. */
export type MonthRow = Pick<
  EventsTable,
  'listing_id' | 'all_day' | 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'starts_at'
> & { title: string };

/** What the month view is asked for. */
export interface MonthFilter {
  siteId: number;
  /** The month, as two instants in the site's time zone. */
  start: string;
  end: string;
  now: string;
  /** Ended events stay on the month view while their page is reachable (since this instant). */
  endedSince: string;
  cityId: number | undefined;
  categoryId: number | undefined;
  free: boolean | undefined;
  language: 'ar' | 'en' | undefined;
}

/** Reads of the events' own module: their categories, organising businesses and the month view. */
export class EventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A site's categories of events (names in both languages), in the console's order. */
  categories(siteId: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'name_en', 'name_ar'])
      .where('site_id', '=', siteId)
      .where('kind', '=', 'event')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Whether a business listing is published on a site and owned by this user. */
  async isOwnPublishedBusiness(siteId: number, userId: number, listingId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('listings')
      .select('id')
      .where('id', '=', listingId)
      .where('site_id', '=', siteId)
      .where('kind', '=', 'business')
      .where('status', '=', 'published')
      .where('owner_user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The names of the published businesses among some listings, by id. */
  async publishedBusinessNames(listingIds: readonly number[]): Promise<Map<number, string>> {
    if (listingIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('listings')
      .select(['id', 'title'])
      .where('id', 'in', [...new Set(listingIds)])
      .where('kind', '=', 'business')
      .where('status', '=', 'published')
      .execute();
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /**
   * The events on a month's days: published ones, and ended ones while their page is still
   * reachable (the job may have marked them expired), soonest first.
   */
  month(filter: MonthFilter): Promise<MonthRow[]> {
    let query = this.db
      .selectFrom('events')
      .innerJoin('listings', 'listings.id', 'events.listing_id')
      .select([
        'events.listing_id',
        'events.all_day',
        'events.start_date',
        'events.start_time',
        'events.end_date',
        'events.end_time',
        'events.starts_at',
        'listings.title',
      ])
      .where('listings.site_id', '=', filter.siteId)
      .where('listings.kind', '=', 'event')
      .where('events.starts_at', '<', filter.end)
      .where('events.ends_at', '>', filter.start)
      .where('events.ends_at', '>', filter.endedSince)
      .where((eb) =>
        eb.or([
          eb('listings.status', '=', 'published'),
          eb.and([eb('listings.status', '=', 'expired'), eb('events.ends_at', '<=', filter.now)]),
        ]),
      );
    if (filter.cityId !== undefined) query = query.where('listings.city_id', '=', filter.cityId);
    if (filter.categoryId !== undefined) query = query.where('listings.category_id', '=', filter.categoryId);
    if (filter.free) query = query.where('events.price_type', '=', 'free');
    if (filter.language) query = query.where('events.spoken_language', 'in', [filter.language, 'both']);
    return query.orderBy('events.starts_at').orderBy('events.listing_id').limit(2000).execute() as Promise<
      MonthRow[]
    >;
  }

  /** An event's own words for search: venue, address, organiser and its business's name. */
  searchRows(ids: readonly number[]) {
    return this.db
      .selectFrom('events')
      .innerJoin('listings', 'listings.id', 'events.listing_id')
      .leftJoin('listings as organizer', (join) =>
        join
          .onRef('organizer.id', '=', 'events.organizer_listing_id')
          .on('organizer.kind', '=', 'business')
          .on('organizer.status', '=', 'published'),
      )
      .select([
        'events.listing_id',
        'events.venue_name',
        'events.address',
        'events.organizer_name',
        'events.attendance',
        'events.price_type',
        'listings.is_anonymous',
        sql<string | null>`organizer.title`.as('organizer_title'),
      ])
      .where('events.listing_id', 'in', ids)
      .execute();
  }
}

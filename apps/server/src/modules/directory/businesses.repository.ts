import { type BusinessListQuery, type OpeningHours, openIntervalRows } from '@jaliya/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { Database, ListingImageRole } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type CursorValue, decodeCursor, encodeCursor } from '../listings/keyset';
import { type ListingContent, listingImages, ListingsRepository } from '../listings/listings.repository';
import { indexListings } from '../search/search-index';

/** A business as stored: its listing row, its own fields, and ids of what it links to. */
export interface BusinessRecord {
  title: string;
  summary: string;
  language: 'en' | 'ar';
  cityId: number;
  mainCategoryId: number;
  subcategoryIds: number[];
  latitude: number | null;
  longitude: number | null;
  street: string;
  state: string;
  postalCode: string;
  phone: string;
  email: string;
  website: string | null;
  social: Record<string, string>;
  services: string[];
  hours: OpeningHours;
  images: { role: ListingImageRole; imageId: number }[];
  openIntervals: {
    weekday: number | null;
    date: string | null;
    start: number;
    end: number;
    spill: boolean;
  }[];
}

/** A business row as `findById` reads it. */
export type BusinessRow = NonNullable<Awaited<ReturnType<BusinessesRepository['findById']>>>;

/** "Now" in the site's time zone, for the open-now filter. */
export interface LocalNow {
  date: string;
  yesterday: string;
  weekday: number;
  minutes: number;
}

export interface BusinessListFilter extends BusinessListQuery {
  siteId: number;
  /** Only the businesses this user saved. */
  savedByUserId?: number;
  cityId: number | undefined;
  now: LocalNow;
  /** Cosine of the latitude searched from, to measure east-west distance. */
  lngScale: number;
}

const PAGE_COLUMNS = [
  'listings.id',
  'listings.title',
  'listings.summary',
  'listings.language',
  'listings.city_id',
  'listings.category_id',
  'listings.is_verified',
  'listings.latitude',
  'listings.longitude',
  'listings.published_at',
  'listings.sort_title',
  'businesses.always_open',
  'businesses.opening_hours',
] as const;

/** Businesses in the directory: the lists, one profile, and writes. */
export class BusinessesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** What search reads of some businesses: the services they list (JSON). */
  searchRows(ids: readonly number[]) {
    return this.db
      .selectFrom('businesses')
      .select(['listing_id', 'services'])
      .where('listing_id', 'in', ids)
      .execute();
  }

  /**
   * One keyset page of published businesses and the list's total, in two queries. Distance is
   * measured on a flat map scaled by the latitude (good within a state, and the same on both engines).
   */
  async listPage(filter: BusinessListFilter) {
    const distance =
      filter.lat !== undefined && filter.lng !== undefined
        ? sql<number>`((listings.latitude - ${filter.lat}) * (listings.latitude - ${filter.lat}) + ((listings.longitude - ${filter.lng}) * ${filter.lngScale}) * ((listings.longitude - ${filter.lng}) * ${filter.lngScale}))`
        : undefined;
    let query = this.db
      .selectFrom('listings')
      .innerJoin('businesses', 'businesses.listing_id', 'listings.id')
      .where('listings.site_id', '=', filter.siteId)
      .where('listings.kind', '=', 'business')
      .where('listings.status', '=', 'published');
    if (filter.cityId !== undefined) query = query.where('listings.city_id', '=', filter.cityId);
    if (filter.main_id !== undefined) query = query.where('listings.category_id', '=', filter.main_id);
    if (filter.type !== undefined) {
      const type = filter.type;
      query = query.where('listings.category_id', 'in', (eb) =>
        eb.selectFrom('categories').select('id').where('kind', '=', type).where('parent_id', 'is', null),
      );
    }
    if (filter.category_id !== undefined) {
      const categoryId = filter.category_id;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('listing_categories')
            .select('listing_categories.listing_id')
            .whereRef('listing_categories.listing_id', '=', 'listings.id')
            .where('listing_categories.category_id', '=', categoryId),
        ),
      );
    }
    if (filter.verified) query = query.where('listings.is_verified', '=', 1);
    if (filter.savedByUserId !== undefined) {
      const userId = filter.savedByUserId;
      query = query.where('listings.id', 'in', (eb) =>
        eb
          .selectFrom('saved_items')
          .select('item_id')
          .where('user_id', '=', userId)
          .where('item_type', '=', 'business'),
      );
    }
    if (filter.open_now) query = query.where(openNow(filter.now));
    if (distance) query = query.where('listings.latitude', 'is not', null);

    const totalRow = await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const after = decodeCursor(filter.cursor);
    if (filter.cursor && !after) {
      throw new AppError('VALIDATION_FAILED', {}, { cursor: { key: 'validation.cursorInvalid' } });
    }
    let page = query.select([...PAGE_COLUMNS]);
    if (filter.sort === 'name') {
      if (after) page = page.where((eb) => keysetAfter(eb.ref('listings.sort_title'), after, 'asc'));
      page = page.orderBy('listings.sort_title', 'asc').orderBy('listings.id', 'asc');
    } else if (filter.sort === 'nearest' && distance) {
      if (after) page = page.where((eb) => keysetAfter(distance, after, 'asc', eb.ref('listings.id')));
      page = page.select(distance.as('distance')).orderBy(distance, 'asc').orderBy('listings.id', 'asc');
    } else {
      if (after) page = page.where((eb) => keysetAfter(eb.ref('listings.published_at'), after, 'desc'));
      page = page.orderBy('listings.published_at', 'desc').orderBy('listings.id', 'desc');
    }
    const rows = (await page.limit(filter.limit + 1).execute()) as (Awaited<
      ReturnType<typeof page.executeTakeFirstOrThrow>
    > & { distance?: number })[];
    const items = rows.slice(0, filter.limit);
    const last = items.at(-1);
    let nextCursor: string | null = null;
    if (rows.length > filter.limit && last) {
      const value: CursorValue =
        filter.sort === 'name'
          ? last.sort_title
          : filter.sort === 'nearest'
            ? (last.distance ?? 0)
            : last.published_at;
      nextCursor = encodeCursor(value, last.id);
    }
    return { items, nextCursor, total: Number(totalRow.count) };
  }

  /** A business with its own fields, or undefined. */
  findById(id: number) {
    return this.db
      .selectFrom('listings')
      .innerJoin('businesses', 'businesses.listing_id', 'listings.id')
      .selectAll('listings')
      .selectAll('businesses')
      .where('listings.id', '=', id)
      .where('listings.kind', '=', 'business')
      .executeTakeFirst();
  }

  /** The images of some listings in order, in one query. */
  imagesOf(listingIds: readonly number[], roles?: readonly ListingImageRole[]) {
    return listingImages(this.db, listingIds, roles);
  }

  subcategoryIdsOf(listingId: number): Promise<number[]> {
    return this.db
      .selectFrom('listing_categories')
      .select('category_id')
      .where('listing_id', '=', listingId)
      .orderBy('category_id')
      .execute()
      .then((rows) => rows.map((row) => row.category_id));
  }

  /** A stored business as a record (its photos, subcategories and hours included). */
  async recordOf(row: BusinessRow): Promise<BusinessRecord> {
    const [images, subcategoryIds] = await Promise.all([
      this.imagesOf([row.id]),
      this.subcategoryIdsOf(row.id),
    ]);
    const hours = JSON.parse(row.opening_hours) as OpeningHours;
    return {
      title: row.title,
      summary: row.summary,
      language: row.language,
      cityId: row.city_id ?? 0,
      mainCategoryId: row.category_id ?? 0,
      subcategoryIds,
      latitude: row.latitude,
      longitude: row.longitude,
      street: row.street,
      state: row.state,
      postalCode: row.postal_code,
      phone: row.phone,
      email: row.email,
      website: row.website,
      social: JSON.parse(row.social_links) as Record<string, string>,
      services: JSON.parse(row.services) as string[],
      hours,
      images: images.map((image) => ({ role: image.role, imageId: image.id })),
      openIntervals: openIntervalRows(hours),
    };
  }

  /** Stores a new business (listing row first, then its parts) in one transaction. */
  async insert(
    listing: { siteId: number; ownerUserId: number | null; status: 'pending' | 'published' | 'rejected' },
    record: BusinessRecord,
    extra: {
      isVerified?: boolean;
      createdAt?: string;
      publishedAt?: string | null;
      statusReason?: string | null;
    } = {},
  ): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const id = await new ListingsRepository(trx).insert(
        {
          siteId: listing.siteId,
          kind: 'business',
          ownerUserId: listing.ownerUserId,
          status: listing.status,
          statusReason: extra.statusReason,
          isVerified: extra.isVerified ?? false,
          createdAt: extra.createdAt,
          publishedAt: extra.publishedAt,
        },
        listingContent(record),
        record.images,
      );
      await trx
        .insertInto('businesses')
        .values({ listing_id: id, ...businessColumns(record) })
        .execute();
      await writeParts(trx, id, record);
      await indexListings(trx, [id]);
      return id;
    });
  }

  /** Replaces the content of a business (its life cycle is the listings core's business). */
  async replace(id: number, record: BusinessRecord): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await new ListingsRepository(trx).replaceContent(id, listingContent(record), record.images);
      await trx.updateTable('businesses').set(businessColumns(record)).where('listing_id', '=', id).execute();
      await trx.deleteFrom('listing_categories').where('listing_id', '=', id).execute();
      await trx.deleteFrom('listing_open_intervals').where('listing_id', '=', id).execute();
      await writeParts(trx, id, record);
      await indexListings(trx, [id]);
    });
  }
}

function listingContent(record: BusinessRecord): ListingContent {
  return {
    city_id: record.cityId,
    category_id: record.mainCategoryId,
    language: record.language,
    title: record.title,
    summary: record.summary,
    latitude: record.latitude,
    longitude: record.longitude,
  };
}

function businessColumns(record: BusinessRecord) {
  return {
    street: record.street,
    state: record.state,
    postal_code: record.postalCode,
    phone: record.phone,
    email: record.email,
    website: record.website,
    social_links: JSON.stringify(record.social),
    services: JSON.stringify(record.services),
    always_open: record.hours.alwaysOpen ? 1 : 0,
    opening_hours: JSON.stringify(record.hours),
  };
}

async function writeParts(trx: Kysely<Database>, listingId: number, record: BusinessRecord): Promise<void> {
  const categoryIds = [...new Set([...record.subcategoryIds])];
  if (categoryIds.length > 0) {
    await trx
      .insertInto('listing_categories')
      .values(categoryIds.map((categoryId) => ({ listing_id: listingId, category_id: categoryId })))
      .execute();
  }
  if (record.openIntervals.length > 0) {
    await trx
      .insertInto('listing_open_intervals')
      .values(
        record.openIntervals.map((row) => ({
          listing_id: listingId,
          weekday: row.weekday,
          date: row.date,
          start_minute: row.start,
          end_minute: row.end,
          spill: row.spill ? 1 : 0,
        })),
      )
      .execute();
  }
}

/** Rows strictly after the cursor in the list's order, ties broken by id. */
function keysetAfter(
  column: Expression<unknown>,
  after: { value: CursorValue; id: number },
  direction: 'asc' | 'desc',
  idColumn: Expression<unknown> = sql.ref('listings.id'),
): Expression<SqlBool> {
  const op = direction === 'asc' ? sql`>` : sql`<`;
  if (after.value === null) return sql<SqlBool>`${idColumn} ${op} ${after.id}`;
  return sql<SqlBool>`(${column} ${op} ${after.value} or (${column} = ${after.value} and ${idColumn} ${op} ${after.id}))`;
}

/**
 * Open at this local moment (the rule of openIntervalRows in the contract): always open; or
 * today's own part (today's special rows if today is special, else this weekday's rows); or the
 * part spilling over from last night (yesterday's special rows if yesterday was special, else
 * this weekday's spill rows).
 */
function openNow(now: LocalNow) {
  const isSpecial = (date: string) =>
    sql`exists (select 1 from listing_open_intervals x where x.listing_id = listings.id and x.date = ${date} and x.spill = 0)`;
  return sql<SqlBool>`(businesses.always_open = 1 or exists (
    select 1 from listing_open_intervals r
    where r.listing_id = listings.id and r.start_minute <= ${now.minutes} and r.end_minute > ${now.minutes} and (
      (r.spill = 0 and (r.date = ${now.date} or (r.weekday = ${now.weekday} and r.date is null and not ${isSpecial(now.date)})))
      or (r.spill = 1 and (r.date = ${now.date} or (r.weekday = ${now.weekday} and r.date is null and not ${isSpecial(now.yesterday)})))
    )
  ))`;
}

import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database, ListingImageRole } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sortTitle } from '../directory/businesses.repository';
import { type CursorValue, decodeCursor, encodeCursor } from '../listings/keyset';
import type { ClassifiedKindDefinition, ClassifiedListFilter, ClassifiedRecord } from './classified-kind';

/** A classified as read: its listing row, the shared classified fields, its kind's own columns. */
export type ClassifiedRow = Record<string, unknown> & {
  id: number;
  site_id: number;
  kind: string;
  owner_user_id: number | null;
  city_id: number | null;
  category_id: number | null;
  status: Database['listings']['status'];
  status_reason: string | null;
  language: 'en' | 'ar';
  is_anonymous: number;
  title: string;
  summary: string;
  latitude: number | null;
  longitude: number | null;
  pending_changes: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  expires_at: string | null;
  intent: 'offer' | 'seek';
  description: string;
  price: number | null;
  phone: string | null;
  email: string | null;
};

/**
 * The kind's own table is named by its declaration, so queries here see every table as a bag of
 * columns; the declaration's own `write` and `card` give the columns their types again.
 */
export type DynamicTables = Record<string, Record<string, unknown>>;
type AnyDb = Kysely<DynamicTables>;
/** A list query of one kind, for its declaration's filters. */
export type ClassifiedQuery = SelectQueryBuilder<DynamicTables, string, object>;

/** The columns of the listing row and the shared classified row every read selects. */
const BASE_COLUMNS = [
  'listings.id',
  'listings.site_id',
  'listings.kind',
  'listings.owner_user_id',
  'listings.city_id',
  'listings.category_id',
  'listings.status',
  'listings.status_reason',
  'listings.language',
  'listings.is_anonymous',
  'listings.title',
  'listings.summary',
  'listings.latitude',
  'listings.longitude',
  'listings.pending_changes',
  'listings.created_at',
  'listings.updated_at',
  'listings.published_at',
  'listings.expires_at',
  'classifieds.intent',
  'classifieds.description',
  'classifieds.price',
  'classifieds.phone',
  'classifieds.email',
] as const;

/** The first words of a description, on one line, for cards and previews. */
export function summaryOf(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  return line.length <= 240 ? line : `${line.slice(0, 239).replace(/\s+\S*$/, '')}…`;
}

/** Reads and writes of every classified kind, driven by the kind's declaration. */
export class ClassifiedsRepository {
  private readonly db: AnyDb;

  constructor(db: Kysely<Database>) {
    this.db = db as unknown as AnyDb;
  }

  private base(definition: ClassifiedKindDefinition): ClassifiedQuery {
    const table: string = definition.table;
    const joined: ClassifiedQuery = this.db
      .selectFrom('listings')
      .innerJoin('classifieds', 'classifieds.listing_id', 'listings.id');
    return joined
      .innerJoin(table, `${table}.listing_id`, 'listings.id')
      .where('listings.kind', '=', definition.kind);
  }

  async findById(definition: ClassifiedKindDefinition, id: number): Promise<ClassifiedRow | undefined> {
    const row: unknown = await this.base(definition)
      .select([...BASE_COLUMNS])
      .select(definition.columns.map((column) => `${definition.table}.${column}`))
      .where('listings.id', '=', id)
      .executeTakeFirst();
    return row as ClassifiedRow | undefined;
  }

  /**
   * One keyset page of published posts and the list's total, in two queries. Prices sort with
   * posts without one last in either direction.
   */
  async listPage(definition: ClassifiedKindDefinition, filter: ClassifiedListFilter) {
    let query: ClassifiedQuery = this.base(definition)
      .where('listings.site_id', '=', filter.siteId)
      .where('listings.status', '=', 'published');
    if (filter.cityId !== undefined) query = query.where('listings.city_id', '=', filter.cityId);
    if (filter.intent !== undefined) query = query.where('classifieds.intent', '=', filter.intent);
    if (filter.price_min !== undefined) query = query.where('classifieds.price', '>=', filter.price_min);
    if (filter.price_max !== undefined) query = query.where('classifieds.price', '<=', filter.price_max);
    if (filter.postedSince !== undefined)
      query = query.where('listings.published_at', '>=', filter.postedSince);
    if (filter.savedByUserId !== undefined) {
      const userId = filter.savedByUserId;
      query = query.where('listings.id', 'in', (eb: ExpressionBuilder<DynamicTables, string>) =>
        eb
          .selectFrom('saved_items')
          .select('item_id')
          .where('user_id', '=', userId)
          .where('item_type', '=', definition.kind),
      );
    }
    query = definition.filter(query, filter.query);

    const totalRow = (await query
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()) as { count: number | string };

    const after = decodeCursor(filter.cursor);
    if (filter.cursor && !after) {
      throw new AppError('VALIDATION_FAILED', {}, { cursor: { key: 'validation.cursorInvalid' } });
    }
    const order = filter.order;
    const sortValue =
      order === 'newest'
        ? sql<CursorValue>`listings.published_at`
        : sql<CursorValue>`coalesce(classifieds.price, ${order === 'price_desc' ? -1 : Number.MAX_SAFE_INTEGER})`;
    const direction = order === 'price_asc' ? 'asc' : 'desc';
    let page = query
      .select([...BASE_COLUMNS])
      .select(definition.columns.map((column) => `${definition.table}.${column}`))
      .select(sortValue.as('sort_value'));
    if (after) {
      const op = direction === 'asc' ? sql`>` : sql`<`;
      page = page.where(
        sql<SqlBool>`(${sortValue} ${op} ${after.value} or (${sortValue} = ${after.value} and listings.id ${op} ${after.id}))`,
      );
    }
    const rows = (await page
      .orderBy(sortValue, direction)
      .orderBy('listings.id', direction)
      .limit(filter.limit + 1)
      .execute()) as (ClassifiedRow & { sort_value: CursorValue })[];
    const items = rows.slice(0, filter.limit);
    const last = items.at(-1);
    const nextCursor = rows.length > filter.limit && last ? encodeCursor(last.sort_value, last.id) : null;
    return { items, nextCursor, total: Number(totalRow.count) };
  }

  /** Published posts per intent on a site (and city). */
  async intentCounts(definition: ClassifiedKindDefinition, siteId: number, cityId: number | undefined) {
    let query = this.db
      .selectFrom('listings')
      .innerJoin('classifieds', 'classifieds.listing_id', 'listings.id')
      .select(['classifieds.intent', (eb) => eb.fn.countAll<number>().as('count')])
      .where('listings.site_id', '=', siteId)
      .where('listings.kind', '=', definition.kind)
      .where('listings.status', '=', 'published');
    if (cityId !== undefined) query = query.where('listings.city_id', '=', cityId);
    const rows = (await query.groupBy('classifieds.intent').execute()) as {
      intent: string;
      count: unknown;
    }[];
    return new Map(rows.map((row) => [row.intent, Number(row.count)]));
  }

  /** Runs in the caller's transaction if there is one (seeding), else in a new one. */
  private inTransaction<T>(work: (trx: AnyDb) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  /** Stores a new post (listing row, shared row, kind row, photos) in one transaction. */
  async insert(
    definition: ClassifiedKindDefinition,
    listing: {
      siteId: number;
      ownerUserId: number | null;
      status: Database['listings']['status'];
      createdAt?: string;
      publishedAt?: string | null;
      expiresAt?: string | null;
      statusReason?: string | null;
    },
    record: ClassifiedRecord,
  ): Promise<number> {
    return this.inTransaction(async (trx) => {
      const now = listing.createdAt ?? new Date().toISOString();
      const inserted = (await trx
        .insertInto('listings')
        .values({
          site_id: listing.siteId,
          kind: definition.kind,
          owner_user_id: listing.ownerUserId,
          status: listing.status,
          status_reason: listing.statusReason ?? null,
          created_at: now,
          updated_at: now,
          published_at: listing.publishedAt ?? null,
          expires_at: listing.expiresAt ?? null,
          ...listingColumns(record),
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await trx
        .insertInto('classifieds')
        .values({ listing_id: inserted.id, ...classifiedColumns(record) })
        .execute();
      await trx
        .insertInto(definition.table)
        .values({ listing_id: inserted.id, ...definition.write(record.input) })
        .execute();
      await writeImages(trx, inserted.id, record.images);
      return inserted.id;
    });
  }

  /** Replaces the content of a post (its life cycle is the listings core's business). */
  async replace(definition: ClassifiedKindDefinition, id: number, record: ClassifiedRecord): Promise<void> {
    await this.inTransaction(async (trx) => {
      await trx
        .updateTable('listings')
        .set({ ...listingColumns(record), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('classifieds')
        .set(classifiedColumns(record))
        .where('listing_id', '=', id)
        .execute();
      await trx
        .updateTable(definition.table)
        .set(definition.write(record.input))
        .where('listing_id', '=', id)
        .execute();
      await trx.deleteFrom('listing_images').where('listing_id', '=', id).execute();
      await writeImages(trx, id, record.images);
    });
  }

  /** The public name and join date of the people who posted, for posts that are not anonymous. */
  async posters(userIds: readonly number[]): Promise<Map<number, { name: string; created_at: string }>> {
    if (userIds.length === 0) return new Map();
    const rows = (await this.db
      .selectFrom('users')
      .select(['id', 'name', 'created_at'])
      .where('id', 'in', [...new Set(userIds)])
      .where('deleted_at', 'is', null)
      .execute()) as { id: number; name: string; created_at: string }[];
    return new Map(rows.map((row) => [row.id, row]));
  }
}

function listingColumns(record: ClassifiedRecord) {
  return {
    city_id: record.input.cityId,
    category_id: record.categoryId,
    language: record.language,
    is_anonymous: record.input.isAnonymous ? 1 : 0,
    title: record.input.title,
    sort_title: sortTitle(record.input.title),
    summary: summaryOf(record.input.description),
    latitude: record.input.location?.lat ?? null,
    longitude: record.input.location?.lng ?? null,
  };
}

function classifiedColumns(record: ClassifiedRecord) {
  return {
    intent: record.input.intent,
    description: record.input.description,
    price: record.price,
    phone: record.input.phone,
    email: record.input.email,
  };
}

async function writeImages(
  trx: AnyDb,
  listingId: number,
  images: readonly { role: ListingImageRole; imageId: number }[],
): Promise<void> {
  if (images.length === 0) return;
  await trx
    .insertInto('listing_images')
    .values(
      images.map((image, position) => ({
        listing_id: listingId,
        image_id: image.imageId,
        role: image.role,
        position,
      })),
    )
    .execute();
}

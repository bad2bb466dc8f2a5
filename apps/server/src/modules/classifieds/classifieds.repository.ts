import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type CursorValue, decodeCursor, encodeCursor } from '../listings/keyset';
import { type ListingContent, ListingsRepository } from '../listings/listings.repository';
import { indexListings } from '../search/search-index';
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

  /** The published posts of a kind that a list's filters keep, joined only as far as asked. */
  private filtered(
    definition: ClassifiedKindDefinition,
    filter: ClassifiedListFilter,
    joins: { classified: boolean; kind: boolean },
  ): ClassifiedQuery {
    let query: ClassifiedQuery = this.db
      .selectFrom('listings')
      .where('listings.kind', '=', definition.kind)
      .where('listings.site_id', '=', filter.siteId)
      .where('listings.status', '=', 'published');
    if (joins.classified || joins.kind) {
      query = query.innerJoin('classifieds', 'classifieds.listing_id', 'listings.id');
      if (filter.intent !== undefined) query = query.where('classifieds.intent', '=', filter.intent);
      if (filter.price_min !== undefined) query = query.where('classifieds.price', '>=', filter.price_min);
      if (filter.price_max !== undefined) query = query.where('classifieds.price', '<=', filter.price_max);
    }
    if (joins.kind) {
      const table: string = definition.table;
      query = definition.filter(
        query.innerJoin(table, `${table}.listing_id`, 'listings.id'),
        filter.query,
        filter.context,
      );
    }
    if (filter.cityId !== undefined) query = query.where('listings.city_id', '=', filter.cityId);
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
    return query;
  }

  /**
   * One keyset page of published posts and the list's total, in two queries. Prices sort with
   * posts without one last in either direction.
   */
  async listPage(definition: ClassifiedKindDefinition, filter: ClassifiedListFilter) {
    const query = this.filtered(definition, filter, { classified: true, kind: true });
    // The total needs no join the filters do not use: every post has its shared and its kind's
    // row, so counting listings alone is the same number, and far cheaper on a long list.
    const order = filter.order;
    const usesKind =
      definition.filter(this.base(definition), filter.query, filter.context).compile().sql !==
      this.base(definition).compile().sql;
    const usesClassified =
      filter.intent !== undefined || filter.price_min !== undefined || filter.price_max !== undefined;
    const totalRow = (await this.filtered(definition, filter, { classified: usesClassified, kind: usesKind })
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()) as { count: number | string };

    const after = decodeCursor(filter.cursor);
    if (filter.cursor && !after) {
      throw new AppError('VALIDATION_FAILED', {}, { cursor: { key: 'validation.cursorInvalid' } });
    }
    const sortValue =
      typeof order === 'object'
        ? sql<CursorValue>`${sql.ref(`${definition.table}.${order.column}`)}`
        : order === 'newest'
          ? sql<CursorValue>`listings.published_at`
          : sql<CursorValue>`coalesce(classifieds.price, ${order === 'price_desc' ? -1 : Number.MAX_SAFE_INTEGER})`;
    const direction = typeof order === 'object' ? order.direction : order === 'price_asc' ? 'asc' : 'desc';
    // The page's ids first, then their rows: a sort by price orders thousands of rows, and
    // ordering ids is far cheaper than ordering whole posts with their descriptions.
    let page = query.select(['listings.id', sortValue.as('sort_value')]);
    if (after) {
      const op = direction === 'asc' ? sql`>` : sql`<`;
      page = page.where(
        sql<SqlBool>`(${sortValue} ${op} ${after.value} or (${sortValue} = ${after.value} and listings.id ${op} ${after.id}))`,
      );
    }
    const keys = (await page
      .orderBy(sortValue, direction)
      .orderBy('listings.id', direction)
      .limit(filter.limit + 1)
      .execute()) as { id: number; sort_value: CursorValue }[];
    const shown = keys.slice(0, filter.limit);
    const rows =
      shown.length === 0
        ? []
        : ((await this.base(definition)
            .select([...BASE_COLUMNS])
            .select(definition.columns.map((column) => `${definition.table}.${column}`))
            .where(
              'listings.id',
              'in',
              shown.map((key) => key.id),
            )
            .execute()) as ClassifiedRow[]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = shown.flatMap((key) => byId.get(key.id) ?? []);
    const last = shown.at(-1);
    const nextCursor = keys.length > filter.limit && last ? encodeCursor(last.sort_value, last.id) : null;
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
    return inTransaction(this.db, async (trx) => {
      const id = await new ListingsRepository(trx as unknown as Kysely<Database>).insert(
        { ...listing, kind: definition.kind },
        listingContent(record),
        record.images,
      );
      await trx
        .insertInto('classifieds')
        .values({ listing_id: id, ...classifiedColumns(record) })
        .execute();
      await trx
        .insertInto(definition.table)
        .values({ listing_id: id, ...definition.write(record.input, record.derived ?? {}) })
        .execute();
      await indexListings(trx as unknown as Kysely<Database>, [id]);
      return id;
    });
  }

  /** Replaces the content of a post (its life cycle is the listings core's business). */
  async replace(definition: ClassifiedKindDefinition, id: number, record: ClassifiedRecord): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await new ListingsRepository(trx as unknown as Kysely<Database>).replaceContent(
        id,
        listingContent(record),
        record.images,
      );
      await trx
        .updateTable('classifieds')
        .set(classifiedColumns(record))
        .where('listing_id', '=', id)
        .execute();
      await trx
        .updateTable(definition.table)
        .set(definition.write(record.input, record.derived ?? {}))
        .where('listing_id', '=', id)
        .execute();
      await indexListings(trx as unknown as Kysely<Database>, [id]);
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

function listingContent(record: ClassifiedRecord): ListingContent {
  return {
    city_id: record.input.cityId,
    category_id: record.categoryId,
    language: record.language,
    is_anonymous: record.input.isAnonymous ? 1 : 0,
    title: record.input.title,
    summary: summaryOf(record.input.description),
    latitude: record.input.location?.lat ?? null,
    longitude: record.input.location?.lng ?? null,
  };
}

function classifiedColumns(record: ClassifiedRecord) {
  return {
    // A kind without offer-or-seek (events) stores 'offer', which nothing of it reads.
    intent: record.input.intent ?? 'offer',
    description: record.input.description,
    price: record.price,
    phone: record.input.phone,
    email: record.input.email,
  };
}

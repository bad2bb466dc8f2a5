import type { ContentCollectionKey } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EditorialSearchKind } from '../search/search-documents';

/** How a collection's records belong to a site. */
export type SiteLink =
  /** A `site_id` column (or the site's own row, `id`, for `sites`). */
  | { column: 'site_id' | 'id' }
  /** Through a parent table's `site_id` (FAQ items through their group). */
  | { parentTable: 'faq_groups' | 'forms'; parentColumn: 'group_id' | 'form_id' }
  /** Shared by every site (the reasons). */
  | { global: true };

type Db = Kysely<Database>;

/**
 * Where each console collection (declared in the contract's CONTENT_COLLECTIONS) is stored, and
 * what else a write must do. Field names map to columns by case (`titleEn` is `title_en`).
 */
export interface ContentTable {
  table: keyof Database;
  idColumn?: 'id' | 'site_id';
  site: SiteLink;
  /** How its table is ordered: by `sort_order`, the latest published, the newest, or as created (fixed sets). */
  order: 'sort' | 'published' | 'newest' | 'id';
  /** Text columns that hold null rather than empty text when no value is given. */
  nullableColumns?: readonly string[];
  /** Timestamp columns a write keeps up to date (`created_at` is only set on insert). */
  timestamps?: readonly ('created_at' | 'updated_at')[];
  /** Its search entries are rewritten on every write (blog posts, guides, FAQ items). */
  search?: EditorialSearchKind;
  /** The posts whose search entries name this record (a category, a city, a model, a colour). */
  listingsNaming?: (db: Db, id: number) => Promise<number[]>;
  /** Whether something still uses it, so it cannot be deleted (unpublish it instead). */
  inUse?: (db: Db, id: number) => Promise<boolean>;
  /** The field whose value must be unique (the database refuses a duplicate). */
  uniqueField?: string;
}

const exists = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

async function listingIds(query: { execute(): Promise<{ id: number }[]> }): Promise<number[]> {
  return (await query.execute()).map((row) => row.id);
}

export const CONTENT_TABLES: Record<ContentCollectionKey, ContentTable> = {
  hero: { table: 'hero_entries', site: { column: 'site_id' }, order: 'sort' },
  'our-services': { table: 'our_services', site: { column: 'site_id' }, order: 'sort' },
  'welcome-screens': {
    table: 'welcome_screens',
    site: { column: 'site_id' },
    order: 'newest',
    timestamps: ['updated_at'],
  },
  blog: {
    table: 'blog_posts',
    site: { column: 'site_id' },
    order: 'published',
    timestamps: ['created_at', 'updated_at'],
    search: 'blog',
    uniqueField: 'slug',
  },
  guides: {
    table: 'user_guides',
    site: { column: 'site_id' },
    order: 'sort',
    timestamps: ['updated_at'],
    search: 'guide',
    uniqueField: 'slug',
  },
  'faq-groups': {
    table: 'faq_groups',
    site: { column: 'site_id' },
    order: 'sort',
    inUse: (db, id) => exists(db.selectFrom('faq_items').select('id').where('group_id', '=', id).limit(1)),
  },
  'faq-items': {
    table: 'faq_items',
    site: { parentTable: 'faq_groups', parentColumn: 'group_id' },
    order: 'sort',
    search: 'faq',
  },
  pages: { table: 'pages', site: { column: 'site_id' }, order: 'id', timestamps: ['updated_at'] },
  forms: {
    table: 'forms',
    site: { column: 'site_id' },
    order: 'newest',
    timestamps: ['created_at', 'updated_at'],
    uniqueField: 'slug',
    inUse: (db, id) =>
      exists(db.selectFrom('form_submissions').select('id').where('form_id', '=', id).limit(1)),
  },
  'form-fields': {
    table: 'form_fields',
    site: { parentTable: 'forms', parentColumn: 'form_id' },
    order: 'sort',
    uniqueField: 'name',
  },
  categories: {
    table: 'categories',
    site: { column: 'site_id' },
    order: 'sort',
    listingsNaming: (db, id) =>
      listingIds(
        db
          .selectFrom('listings')
          .select('listings.id')
          .where((eb) =>
            eb.or([
              eb('listings.category_id', '=', id),
              eb(
                'listings.category_id',
                'in',
                eb.selectFrom('categories').select('id').where('parent_id', '=', id),
              ),
              eb(
                'listings.id',
                'in',
                eb
                  .selectFrom('listing_categories')
                  .innerJoin('categories', 'categories.id', 'listing_categories.category_id')
                  .select('listing_categories.listing_id')
                  .where((inner) =>
                    inner.or([inner('categories.id', '=', id), inner('categories.parent_id', '=', id)]),
                  ),
              ),
              eb(
                'listings.id',
                'in',
                eb.selectFrom('products').select('listing_id').where('main_category_id', '=', id),
              ),
            ]),
          ),
      ),
    inUse: async (db, id) =>
      (await exists(db.selectFrom('categories').select('id').where('parent_id', '=', id).limit(1))) ||
      (await exists(db.selectFrom('listings').select('id').where('category_id', '=', id).limit(1))) ||
      (await exists(
        db.selectFrom('listing_categories').select('listing_id').where('category_id', '=', id).limit(1),
      )) ||
      (await exists(
        db.selectFrom('products').select('listing_id').where('main_category_id', '=', id).limit(1),
      )) ||
      (await exists(db.selectFrom('market_models').select('id').where('category_id', '=', id).limit(1))) ||
      exists(
        db
          .selectFrom('site_settings')
          .select('site_id')
          .where((eb) =>
            eb.or(
              (
                [
                  'service_provider_category_id',
                  'shops_category_id',
                  'market_place_category_id',
                  'rent_category_id',
                  'jobs_category_id',
                ] as const
              ).map((column) => eb(column, '=', id)),
            ),
          )
          .limit(1),
      ),
  },
  'market-models': {
    table: 'market_models',
    site: { column: 'site_id' },
    order: 'sort',
    listingsNaming: (db, id) =>
      listingIds(db.selectFrom('products').select('listing_id as id').where('model_id', '=', id)),
    inUse: (db, id) =>
      exists(db.selectFrom('products').select('listing_id').where('model_id', '=', id).limit(1)),
  },
  'market-colors': {
    table: 'market_colors',
    site: { column: 'site_id' },
    order: 'sort',
    listingsNaming: (db, id) =>
      listingIds(db.selectFrom('products').select('listing_id as id').where('color_id', '=', id)),
    inUse: (db, id) =>
      exists(db.selectFrom('products').select('listing_id').where('color_id', '=', id).limit(1)),
  },
  cities: {
    table: 'cities',
    site: { column: 'site_id' },
    order: 'sort',
    uniqueField: 'nameEn',
    listingsNaming: (db, id) => listingIds(db.selectFrom('listings').select('id').where('city_id', '=', id)),
    inUse: (db, id) => exists(db.selectFrom('listings').select('id').where('city_id', '=', id).limit(1)),
  },
  'report-reasons': {
    table: 'report_reasons',
    site: { global: true },
    order: 'sort',
    uniqueField: 'key',
    inUse: (db, id) =>
      exists(db.selectFrom('listing_reports').select('id').where('reason_id', '=', id).limit(1)),
  },
  'rejection-reasons': {
    table: 'rejection_reasons',
    site: { global: true },
    order: 'sort',
    uniqueField: 'key',
  },
  settings: {
    table: 'site_settings',
    idColumn: 'site_id',
    site: { column: 'site_id' },
    order: 'id',
    timestamps: ['updated_at'],
    nullableColumns: ['live_chat_id'],
  },
  'state-menu': {
    table: 'state_menu_entries',
    site: { column: 'site_id' },
    order: 'sort',
    nullableColumns: ['url'],
  },
  'social-links': { table: 'social_links', site: { column: 'site_id' }, order: 'sort' },
  'sister-sites': { table: 'sister_sites', site: { column: 'site_id' }, order: 'sort' },
  sites: { table: 'sites', site: { column: 'id' }, order: 'id', timestamps: ['updated_at'] },
};

/** The column of an API field name: `titleEn` is `title_en`. */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

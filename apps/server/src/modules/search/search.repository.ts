import type { EditorialSearchKind } from '@jaliya/contract/search-kinds';
import type { Kysely } from 'kysely';
import type { Database, SearchKind } from '../../db/schema';

/**
 * Every read and write of search's own tables (`search_entries`, `search_term_variants`,
 * `search_queries`) and of the rows entries and results are made from. Functions of the database
 * they are given, so the content writes can index in their own transaction.
 */

/** A post's shared part of its search entry: listing, description and city names. */
export function listingRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('listings')
    .leftJoin('classifieds', 'classifieds.listing_id', 'listings.id')
    .leftJoin('cities', 'cities.id', 'listings.city_id')
    .select([
      'listings.id',
      'listings.site_id',
      'listings.kind',
      'listings.city_id',
      'listings.category_id',
      'listings.title',
      'listings.summary',
      'classifieds.description',
      'cities.name_en as city_en',
      'cities.name_ar as city_ar',
    ])
    .where('listings.id', 'in', ids)
    .execute();
}

/** The further categories some posts are filed under. */
export function listingCategoryLinks(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('listing_categories')
    .select(['listing_id', 'category_id'])
    .where('listing_id', 'in', ids)
    .execute();
}

/** The names of some categories and of their parents, in both languages, by category id. */
export async function categoryNamesWithParents(db: Kysely<Database>, ids: readonly number[]) {
  const names = new Map<number, string[]>();
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id', 'c.name_en', 'c.name_ar', 'parent.name_en as parent_en', 'parent.name_ar as parent_ar'])
    .where('c.id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) {
    names.set(
      row.id,
      [row.name_en, row.name_ar, row.parent_en, row.parent_ar].filter((name) => name !== null),
    );
  }
  return names;
}

export function blogPostRows(db: Kysely<Database>, ids: readonly number[]) {
  return db.selectFrom('blog_posts').selectAll().where('id', 'in', ids).execute();
}

export function userGuideRows(db: Kysely<Database>, ids: readonly number[]) {
  return db.selectFrom('user_guides').selectAll().where('id', 'in', ids).execute();
}

/** FAQ items with their group's site and title. */
export function faqItemRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('faq_items')
    .innerJoin('faq_groups', 'faq_groups.id', 'faq_items.group_id')
    .select([
      'faq_items.id',
      'faq_items.question_en',
      'faq_items.question_ar',
      'faq_items.answer_en',
      'faq_items.answer_ar',
      'faq_items.is_published',
      'faq_groups.site_id',
      'faq_groups.title_en',
      'faq_groups.title_ar',
    ])
    .where('faq_items.id', 'in', ids)
    .execute();
}

/** What a result shows of some posts: the listing, its price, city and category names. */
export function listingHitRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('listings')
    .leftJoin('classifieds', 'classifieds.listing_id', 'listings.id')
    .leftJoin('cities', 'cities.id', 'listings.city_id')
    .leftJoin('categories', 'categories.id', 'listings.category_id')
    .select([
      'listings.id',
      'listings.kind',
      'listings.title',
      'listings.summary',
      'listings.published_at',
      'listings.is_anonymous',
      'classifieds.price',
      'cities.name_en as city_en',
      'cities.name_ar as city_ar',
      'categories.name_en as category_en',
      'categories.name_ar as category_ar',
    ])
    .where('listings.id', 'in', ids)
    .execute();
}

/** Posts' ids after one, in order, a batch at a time (rebuilding the index). */
export async function listingIdsAfter(db: Kysely<Database>, after: number, limit: number) {
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Every blog post's, user guide's or FAQ item's id. */
export async function editorialIds(db: Kysely<Database>, kind: EditorialSearchKind) {
  const table = { blog: 'blog_posts', guide: 'user_guides', faq: 'faq_items' } as const;
  const rows = await db.selectFrom(table[kind]).select('id').execute();
  return rows.map((row) => row.id);
}

export interface SearchEntryValues {
  site_id: number;
  kind: SearchKind;
  ref_id: number;
  listing_id: number | null;
  city_id: number | null;
  published_at: string | null;
  title_terms: string;
  terms: string;
}

/** Writes a thing's entry (one per kind and id) and returns its id. */
export async function upsertEntry(db: Kysely<Database>, values: SearchEntryValues): Promise<number> {
  const entry = await db
    .insertInto('search_entries')
    .values(values)
    .onConflict((conflict) => conflict.columns(['kind', 'ref_id']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

export async function deleteEntries(db: Kysely<Database>, kind: SearchKind, refIds: readonly number[]) {
  await db.deleteFrom('search_entries').where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
}

/** Whether there is content and no entry at all (a database from before search, or a restore). */
export async function indexIsEmptyWithContent(db: Kysely<Database>): Promise<boolean> {
  const entry = await db.selectFrom('search_entries').select('id').limit(1).executeTakeFirst();
  if (entry) return false;
  const listing = await db.selectFrom('listings').select('id').limit(1).executeTakeFirst();
  const post = await db.selectFrom('blog_posts').select('id').limit(1).executeTakeFirst();
  return listing !== undefined || post !== undefined;
}

/** The typo vocabulary: variants (a term's one-deletion forms, and the term itself) to terms. */
export function variantsAmong(db: Kysely<Database>, variants: readonly string[]) {
  return db
    .selectFrom('search_term_variants')
    .select(['variant', 'term'])
    .where('variant', 'in', variants)
    .execute();
}

/** Which of some terms already have their variants (a term is stored as its own variant). */
export async function termsWithVariants(db: Kysely<Database>, terms: readonly string[]) {
  const rows = await db
    .selectFrom('search_term_variants')
    .select('term')
    .where('variant', 'in', terms)
    .whereRef('term', '=', 'variant')
    .execute();
  return rows.map((row) => row.term);
}

export async function insertVariants(
  db: Kysely<Database>,
  rows: readonly { variant: string; term: string }[],
) {
  await db
    .insertInto('search_term_variants')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['variant', 'term']).doNothing())
    .execute();
}

export async function storedTerms(db: Kysely<Database>) {
  const rows = await db.selectFrom('search_term_variants').select('term').distinct().execute();
  return rows.map((row) => row.term);
}

export async function deleteTerms(db: Kysely<Database>, terms: readonly string[]) {
  await db.deleteFrom('search_term_variants').where('term', 'in', terms).execute();
}

export async function deleteAllVariants(db: Kysely<Database>) {
  await db.deleteFrom('search_term_variants').execute();
}

/** Keeps a search for the console's statistics (never who searched). */
export async function logQuery(
  db: Kysely<Database>,
  row: {
    site_id: number;
    language: 'en' | 'ar';
    query: string;
    kind: string | null;
    result_count: number;
    took_ms: number;
    created_at: string;
  },
) {
  await db.insertInto('search_queries').values(row).execute();
}

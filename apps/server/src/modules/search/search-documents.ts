import type { Kysely } from 'kysely';
import type { EditorialSearchKind } from '@jaliya/contract/search-kinds';
import type { Database, SearchKind } from '../../db/schema';
import { serverKind } from '../../kinds';
import { plainText } from '../../lib/rich-text';
import { bothLanguages, type KindWords } from './kind-search-text';
import {
  blogPostRows,
  categoryNamesWithParents,
  faqItemRows,
  listingCategoryLinks,
  listingRows,
  userGuideRows,
} from './search.repository';

/** One searchable thing before folding: where it belongs, its title and the rest of its text. */
export interface SearchDocument {
  kind: SearchKind;
  refId: number;
  siteId: number;
  listingId: number | null;
  cityId: number | null;
  /** Editorial things only: when they go public (null: not public, no entry). */
  publishedAt: string | null;
  title: string[];
  body: string[];
}

export { EDITORIAL_SEARCH_KINDS, type EditorialSearchKind } from '@jaliya/contract/search-kinds';

/**
 * The documents of some posts, whatever their status (whether one is public is read at query
 * time): the title; the summary and description; the names of its categories (and their parents),
 * city and kind in both languages, so an English word finds an Arabic post and the reverse; and
 * each kind's own words, as its declaration reads them (`KindSearchText`: a job's company, a
 * home's type, a product's model and colour). Never the poster's name, phone or e-mail, nor an
 * anonymous job's company: an anonymous post must not be findable by who wrote it.
 */
export async function listingDocuments(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const rows = await listingRows(db, ids);
  // Each kind present reads its own words from its own table, once for all its posts.
  const ownWords = new Map<number, KindWords>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const search = serverKind(kind)?.search;
    if (!search) continue;
    const found = await search.words(
      db,
      rows.filter((row) => row.kind === kind).map((row) => row.id),
    );
    for (const [id, words] of found) ownWords.set(id, words);
  }
  const linked = await listingCategoryLinks(db, ids);
  const categoryIdsOf = new Map<number, number[]>();
  for (const row of rows) {
    categoryIdsOf.set(row.id, [
      ...(row.category_id === null ? [] : [row.category_id]),
      ...(ownWords.get(row.id)?.categoryIds ?? []),
    ]);
  }
  for (const link of linked) categoryIdsOf.get(link.listing_id)?.push(link.category_id);
  const categoryNames = await categoryNamesWithParents(db, [...categoryIdsOf.values()].flat());

  return rows.map((row) => {
    const kindWords = [
      ...bothLanguages(`search.kinds.${row.kind as SearchKind}`),
      ...bothLanguages(`search.kind.${row.kind as SearchKind}`),
    ];
    return {
      kind: row.kind as SearchKind,
      refId: row.id,
      siteId: row.site_id,
      listingId: row.id,
      cityId: row.city_id,
      publishedAt: null,
      title: [row.title],
      body: [
        row.summary,
        row.description ?? '',
        ...(ownWords.get(row.id)?.words ?? []),
        ...(categoryIdsOf.get(row.id) ?? []).flatMap((id) => categoryNames.get(id) ?? []),
        ...[row.city_en, row.city_ar].filter((name) => name !== null),
        ...kindWords,
      ],
    };
  });
}

/**
 * The documents of some blog posts, user guides or FAQ items, in both languages (each is written
 * in both). Unpublished ones have `publishedAt` null: their entries are removed.
 */
export async function editorialDocuments(
  db: Kysely<Database>,
  kind: EditorialSearchKind,
  ids: readonly number[],
): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const kindWords = [...bothLanguages(`search.kinds.${kind}`), ...bothLanguages(`search.kind.${kind}`)];
  const document = (
    row: { id: number; site_id: number },
    isPublished: boolean,
    publishedAt: string,
    title: string[],
    body: string[],
  ): SearchDocument => ({
    kind,
    refId: row.id,
    siteId: row.site_id,
    listingId: null,
    cityId: null,
    publishedAt: isPublished ? publishedAt : null,
    title,
    body: [...body, ...kindWords],
  });
  if (kind === 'blog') {
    const rows = await blogPostRows(db, ids);
    return rows.map((row) =>
      document(
        row,
        row.is_published === 1,
        row.published_at,
        [row.title_en, row.title_ar],
        [
          row.excerpt_en,
          row.excerpt_ar,
          plainText(row.body_en),
          plainText(row.body_ar),
          row.author_en,
          row.author_ar,
        ],
      ),
    );
  }
  if (kind === 'guide') {
    const rows = await userGuideRows(db, ids);
    return rows.map((row) =>
      document(
        row,
        row.is_published === 1,
        row.published_at,
        [row.title_en, row.title_ar],
        [row.summary_en, row.summary_ar, plainText(row.body_en), plainText(row.body_ar)],
      ),
    );
  }
  const rows = await faqItemRows(db, ids);
  // FAQ items have no date of their own: public since the epoch while published.
  return rows.map((row) =>
    document(
      row,
      row.is_published === 1,
      '1970-01-01T00:00:00.000Z',
      [row.question_en, row.question_ar],
      [plainText(row.answer_en), plainText(row.answer_ar), row.title_en, row.title_ar],
    ),
  );
}

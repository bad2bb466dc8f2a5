import { deletionVariants, searchTerms } from '@jaliya/contract/search-text';
import type { Kysely } from 'kysely';
import type { Database, SearchKind } from '../../db/schema';
import {
  EDITORIAL_SEARCH_KINDS,
  type EditorialSearchKind,
  editorialDocuments,
  listingDocuments,
  type SearchDocument,
} from './search-documents';
import { searchEngineOf } from './search-engine';
import {
  deleteAllVariants,
  deleteEntries,
  deleteTerms,
  editorialIds,
  indexIsEmptyWithContent,
  insertVariants,
  listingIdsAfter,
  storedTerms,
  termsWithVariants,
  upsertEntry,
} from './search.repository';

/**
 * Terms known to have their typo variants stored, per open database (its adapter is shared by its
 * transactions), so a write asks the database only about new words (most of a post's words are
 * not). Variants are only ever removed by pruning and rebuilding, which empty it; it is emptied
 * too when it grows past the cap. (A write rolled back after adding a new word leaves it marked
 * here without variants until the next pruning: it is then only missing typo tolerance.)
 */
const knownTermsByDatabase = new WeakMap<object, Set<string>>();
const KNOWN_TERMS_CAP = 200_000;

function knownTerms(db: Kysely<Database>): Set<string> {
  const key = db.getExecutor().adapter;
  let known = knownTermsByDatabase.get(key);
  if (!known) knownTermsByDatabase.set(key, (known = new Set()));
  return known;
}

/** Terms of this many letters or more get typo variants (a query word needs five: one edit away). */
const TYPO_MIN_TERM = 4;
/**
 * Each text of an entry gives at most this many terms (a very long text stays cheap to index and
 * match), so a long English body cannot crowd out the Arabic one or the category names.
 */
const MAX_TERMS_PER_TEXT = 1500;

/**
 * Keeps the search index in step with the content, in the caller's transaction: the content
 * writes call it (a post's insert and replace, an editorial write), so what was written is
 * findable when the transaction commits. A status change needs no call: a post's visibility is
 * read from its listing when searching. `known` carries the terms already given typo variants
 * across a batch (a rebuild), to skip asking the database again.
 */
export async function indexListings(
  db: Kysely<Database>,
  ids: readonly number[],
  known?: Set<string>,
): Promise<void> {
  await writeDocuments(db, await listingDocuments(db, ids), known ?? knownTerms(db));
}

/** Indexes blog posts, user guides or FAQ items; unpublished ones leave the index. */
export async function indexEditorial(
  db: Kysely<Database>,
  kind: EditorialSearchKind,
  ids: readonly number[],
  known?: Set<string>,
): Promise<void> {
  const documents = await editorialDocuments(db, kind, ids);
  await writeDocuments(
    db,
    documents.filter((document) => document.publishedAt !== null),
    known ?? knownTerms(db),
  );
  const unpublished = documents.filter((document) => document.publishedAt === null).map((d) => d.refId);
  const missing = ids.filter((id) => !documents.some((document) => document.refId === id));
  await removeEntries(db, kind, [...unpublished, ...missing]);
}

/** Removes the entries of things that are gone (posts' entries also go with their listing). */
export async function removeEntries(db: Kysely<Database>, kind: SearchKind, refIds: readonly number[]) {
  if (refIds.length === 0) return;
  await deleteEntries(db, kind, refIds);
}

/**
 * Indexes everything of every site again, in batches (after a migration, a seed, or a change to
 * the normaliser). Returns how many entries were written.
 */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<number> {
  // The vocabulary starts again from what is indexed now: words of erased content go.
  await deleteAllVariants(db);
  knownTerms(db).clear();
  const known = new Set<string>();
  let written = 0;
  let after = 0;
  for (;;) {
    const ids = await listingIdsAfter(db, after, 500);
    if (ids.length === 0) break;
    await db.transaction().execute((trx) => indexListings(trx, ids, known));
    written += ids.length;
    after = ids.at(-1) ?? after;
  }
  for (const kind of EDITORIAL_SEARCH_KINDS) {
    const ids = await editorialIds(db, kind);
    await db.transaction().execute((trx) => indexEditorial(trx, kind, ids, known));
    written += ids.length;
  }
  return written;
}

/**
 * Removes the typo variants of words no entry has any more (a post deleted or edited, an account
 * erased): the vocabulary keeps only words of content that exists. Runs hourly; returns how many
 * words went.
 */
export async function pruneTypoVariants(db: Kysely<Database>): Promise<number> {
  const live = await searchEngineOf(db).liveTerms(db);
  const gone = (await storedTerms(db)).filter((term) => !live.has(term));
  knownTerms(db).clear();
  for (const chunk of chunks(gone, 500)) {
    await deleteTerms(db, chunk);
  }
  return gone.length;
}

/** Whether there is content and no entry at all (a database from before search, or a restore). */
export async function searchIndexIsBehind(db: Kysely<Database>): Promise<boolean> {
  return indexIsEmptyWithContent(db);
}

async function writeDocuments(
  db: Kysely<Database>,
  documents: readonly SearchDocument[],
  known?: Set<string>,
) {
  const engine = searchEngineOf(db);
  const vocabulary = new Set<string>();
  for (const document of documents) {
    const titleTerms = searchTerms(document.title.join(' '));
    const terms = [
      ...new Set([
        ...titleTerms,
        ...document.body.flatMap((text) => searchTerms(text).slice(0, MAX_TERMS_PER_TEXT)),
      ]),
    ];
    const values = {
      site_id: document.siteId,
      kind: document.kind,
      ref_id: document.refId,
      listing_id: document.listingId,
      city_id: document.cityId,
      published_at: document.publishedAt,
      title_terms: titleTerms.join(' '),
      terms: terms.join(' '),
    };
    const entryId = await upsertEntry(db, values);
    await engine.writeTerms(db, entryId, values.title_terms, values.terms);
    for (const term of terms) vocabulary.add(term);
  }
  await addTypoVariants(db, [...vocabulary], known);
}

/** Gives new terms their one-deletion variants (each term is also its own variant). */
async function addTypoVariants(db: Kysely<Database>, terms: readonly string[], known?: Set<string>) {
  const candidates = terms.filter((term) => term.length >= TYPO_MIN_TERM && !known?.has(term));
  const existing = new Set<string>();
  for (const chunk of chunks(candidates, 500)) {
    for (const term of await termsWithVariants(db, chunk)) existing.add(term);
  }
  const fresh = candidates.filter((term) => !existing.has(term));
  const rows = fresh.flatMap((term) =>
    [term, ...deletionVariants(term)].map((variant) => ({ variant, term })),
  );
  for (const chunk of chunks(rows, 1000)) {
    await insertVariants(db, chunk);
  }
  if (known && known.size + candidates.length > KNOWN_TERMS_CAP) known.clear();
  for (const term of candidates) known?.add(term);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

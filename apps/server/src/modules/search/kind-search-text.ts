import type { Language, MessageKey } from '@jaliya/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { translatorFor } from '../../lib/i18n';

/** What a kind adds to one post's search entry. */
export interface KindWords {
  /** The kind's own words (a job's company, a home's type in both languages); never a person's details. */
  words: string[];
  /** Categories the post is filed under besides `listings.category_id` (a product's main category). */
  categoryIds?: number[];
}

/**
 * A kind's part of its posts' search entries (decision 025): the shared part (title, summary,
 * description, categories, city and the kind's own name in both languages) is written once in
 * `search-documents.ts`; this reads the kind's own table for some of its posts, whatever their
 * status. An anonymous post must not be findable by who wrote it.
 */
export interface KindSearchText {
  words: (db: Kysely<Database>, ids: readonly number[]) => Promise<Map<number, KindWords>>;
  /** False when a result must not show the post's price alone (a job's pay needs its period). */
  showsPrice?: boolean;
}

/** A message in both languages: words a user may type in either find the thing. */
export function bothLanguages(key: MessageKey): string[] {
  return (['en', 'ar'] as Language[]).map((language) => translatorFor(language)(key));
}

import { KINDS, type ListingKind } from './kinds';

/**
 * What search finds, and how its results can be ordered. No zod here: the browser bundle
 * imports it (the result tabs, the `/search-result/{keyword}/{type}` segment).
 */
export const EDITORIAL_SEARCH_KINDS = ['blog', 'guide', 'faq'] as const;
export type EditorialSearchKind = (typeof EDITORIAL_SEARCH_KINDS)[number];
export type SearchKind = ListingKind | EditorialSearchKind;
/** Every kind of post in its search position (the registry of kinds), then the editorial kinds. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  ...[...KINDS].sort((a, b) => a.searchPosition - b.searchPosition).map((kind) => kind.name),
  ...EDITORIAL_SEARCH_KINDS,
];

export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? '');
}

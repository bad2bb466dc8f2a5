/**
 * What search finds, and how its results can be ordered. No zod here: the browser bundle
 * imports it (the result tabs, the `/search-result/{keyword}/{type}` segment).
 */
export const SEARCH_KINDS = ['business', 'product', 'job', 'rent', 'blog', 'guide', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? '');
}

import type { SearchKind, SearchSort } from '@jaliya/contract/search-kinds';

export const SEARCH_PATH = '/search-result';

/** How a result list is narrowed and ordered, as the address carries it. */
export interface SearchOptions {
  city?: number | undefined;
  sort?: SearchSort | undefined;
  page?: number | undefined;
}

/**
 * The address of a search: `/search-result/{keyword}/{type}` (SPEC), with the city, a sort other
 * than the default, and a page after the first as query parameters.
 */
export function searchPath(keyword: string, type?: SearchKind | null, options: SearchOptions = {}): string {
  const path = `${SEARCH_PATH}/${encodeURIComponent(keyword)}${type ? `/${type}` : ''}`;
  const query = new URLSearchParams();
  if (options.city) query.set('city', String(options.city));
  if (options.sort && options.sort !== 'relevance') query.set('sort', options.sort);
  if (options.page && options.page > 1) query.set('page', String(options.page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

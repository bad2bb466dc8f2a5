/**
 * How many of the pages kept for guests may be query-string variants (`/?lang=ar`, `/Job?city=3`,
 * `/Blog?cursor=...`): about a quarter of what the page cache's bytes hold. Links on the site
 * lead to few of them, but anyone can make endless new ones (`/?a=1`, `/?a=2`...); without a share
 * of their own, a crawler asking for them pushed every other page out of the cache.
 */
export const MAX_QUERY_VARIANTS = 48;

/**
 * The address a page is kept under: its path and its query parameters in one order, so
 * `?b=2&a=1` and `?a=1&b=2` (or `?q=a+b` and `?q=a%20b`), which render the same page, share an
 * entry. Same-named parameters keep their order (`getAll` reads it).
 */
export function pageCacheAddress(url: string): { address: string; hasQuery: boolean } {
  const queryAt = url.indexOf('?');
  // The path as it came: only the query is read and written again.
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const parameters = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  parameters.sort();
  const query = parameters.toString();
  return { address: query ? `${path}?${query}` : path, hasQuery: query !== '' };
}

/**
 * The query-string variants kept in the page cache, oldest first. Keeping one more than the share
 * pushes the oldest out: new variants only ever take the place of other variants, never of the
 * pages the site links to.
 */
export class QueryVariantShare {
  private readonly keys = new Set<string>();

  constructor(private readonly capacity = MAX_QUERY_VARIANTS) {}

  /** Records a variant just kept; answers the keys of older variants the cache must now drop. */
  admit(key: string): string[] {
    this.keys.delete(key);
    this.keys.add(key);
    const pushedOut: string[] = [];
    for (const oldest of this.keys) {
      if (this.keys.size <= this.capacity) break;
      this.keys.delete(oldest);
      pushedOut.push(oldest);
    }
    return pushedOut;
  }
}

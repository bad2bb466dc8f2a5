/**
 * Query parameters whose values are secrets or personal data, never written to a log. What people
 * search for is theirs too (it may hold a name or a phone number): the search's own query log
 * keeps it masked, and the request log not at all.
 */
const SECRET_PARAMETERS = /^(token|code|password|secret|key|email|signature|redirectto|keyword)$/i;

/** The keyword segment of a search page's address (`/search-result/{keyword}/{type}`). */
const SEARCH_PAGE = /^(\/search-result\/)[^/?]+/i;

/**
 * The address of a request as it may be logged: the values of secret query parameters (such as a
 * newsletter or reset token) replaced by `[redacted]`; everything else kept as it came.
 */
export function redactUrl(address: string): string {
  const url = address.replace(SEARCH_PAGE, '$1[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed name is kept as it came; only values are secrets.
      }
      return separator !== -1 && SECRET_PARAMETERS.test(name.trim()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

// Zod-free, so browser code can build API addresses without the schema library.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The address of a call relative to the site base: parameters filled in, the query appended. */
export function endpointUrl(
  definition: { path: string },
  call: { params?: unknown; query?: unknown },
): string {
  const params = (call.params ?? {}) as Record<string, unknown>;
  const path = definition.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`Missing parameter ${name} for ${definition.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((call.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

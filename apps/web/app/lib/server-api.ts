import type { AppLoadContext } from 'react-router';
import { apiBase, createApiClient } from './api-client';

/** The API client of a loader or action on the server: in-process, as the visiting user. */
export function serverApi(context: AppLoadContext) {
  return createApiClient(context.transport, apiBase(context.siteCode, context.language, context.cityId));
}

/** Reads named text fields from a submitted form; absent fields are left out. */
export function formFields<K extends string>(
  form: FormData,
  names: readonly K[],
): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** Headers that pass the API's cookies (the session) on to the browser. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

const RETURN_BASE = 'http://return.invalid';
const RETURN_PATH_MAX_LENGTH = 2000;

/** Allows only a path on this site, as a browser would normalise it (`/x`, never `//host`); else `fallback`. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > RETURN_PATH_MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    // The WHATWG parser, as browsers use: drops tabs and newlines, reads `\` as `/`, resolves dots.
    url = new URL(value, RETURN_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== RETURN_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

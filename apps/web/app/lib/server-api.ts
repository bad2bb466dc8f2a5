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

/** A return address inside this site only: `/x` yes; `//evil.com`, `/\evil.com` or `https://…` no. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

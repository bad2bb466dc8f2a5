import { isLanguage, type Language, languageFromBrowser } from '@jaliya/contract';
import type { FastifyRequest } from 'fastify';

export const LANGUAGE_COOKIE = 'lang';
/** An API address no route answers (its 404 is still in the address's language). */
const UNROUTED_API_LANGUAGE = /^\/api\/[^/]+\/(en|ar)(?:\/|$)/;

/**
 * The language a request wants: the `{lang}` of an API address (read with its scope once, by
 * `plugins/request-scope.ts`), else `?lang=`, else the `lang` cookie, else the browser's
 * `Accept-Language` (Arabic when it starts with `ar`).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const fromPath = request.scopeAddress
    ? request.scopeAddress.language
    : UNROUTED_API_LANGUAGE.exec(request.url)?.[1];
  if (isLanguage(fromPath)) return fromPath;
  return chosenLanguage(request) ?? languageFromBrowser(request.headers['accept-language']);
}

/** The language the visitor chose explicitly (query or cookie), if any. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookies(request)[LANGUAGE_COOKIE];
  return isLanguage(fromCookie) ? fromCookie : undefined;
}

/** The request's cookies, parsed on first use and kept on the request. */
export function readCookies(request: FastifyRequest): Record<string, string | undefined> {
  if (!request.cookies) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies;
}

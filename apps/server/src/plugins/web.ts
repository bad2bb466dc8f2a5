import fastifyStatic from '@fastify/static';
import {
  type ApiRequest,
  type ApiResponse,
  type ApiTransport,
  directionOf,
  languageFromBrowser,
  type Language,
  type WebLoadContext,
} from '@jaliya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, matchRoutes, type ServerBuild } from 'react-router';
import { chosenLanguage, LANGUAGE_COOKIE, readCookies } from '../lib/request-language';
import { INTERNAL_REQUEST_HEADER, internalRequestToken } from '../lib/internal-request';
import { CLIENT_ADDRESS_HEADER } from '../lib/client-address';
import { currentUser, PAGE_REQUEST_HEADER, sessionToken, sharePageSession } from './authentication';
import type { Services } from '../services';
import { pageContentSecurityPolicy } from './security-headers';
import { CACHE_TAGS_HEADER, writeCachedBody } from '../lib/public-read';
import { inlineScriptHashes } from '../lib/inline-scripts';
import { pageCacheAddress, QueryVariantShare } from '../lib/page-cache-key';
import type { CachedBody } from '../lib/response-cache';
import { AppError } from '../lib/errors';
import { translatorFor } from '../lib/i18n';
import { resolveHostSite } from './request-scope';

export interface WebOptions {
  /** What serving pages uses: the page cache, the sites' addresses and the settings (live chat). */
  services: Pick<Services, 'config' | 'pageCache' | 'settings' | 'siteDirectory'>;
  /** `production` serves the built client; `development` runs Vite in the same process. */
  mode: 'production' | 'development';
}

const LANGUAGE_PREFIX = /^\/(en|ar)(\/[^?]*)?(\?.*)?$/;
const ONE_YEAR_SECONDS = 31_536_000;

/** Where `react-router build` wrote the web app, unless WEB_BUILD_DIR says otherwise. */
export function defaultWebBuildDirectory(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundled: apps/server/dist/server.js; from source: apps/server/src/plugins/web.ts.
  const bundled = path.resolve(here, '../../web/build');
  const fromSource = path.resolve(here, '../../../web/build');
  return existsSync(path.join(fromSource, 'server/index.js')) ? fromSource : bundled;
}

function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * The page a host no site serves gets under UNKNOWN_HOST=404 (issue 36): a plain translated
 * document, since there is no site whose pages could frame it.
 */
export function unknownHostPage(language: Language, host: string): string {
  const message = escapeHtml(translatorFor(language)('errors.HOST_NOT_FOUND', { host: host.slice(0, 100) }));
  return (
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>404</title></head><body><main><h1>404</h1><p>${message}</p></main></body></html>`
  );
}

/** A body for an in-process API call: FormData as multipart (file uploads), anything else as JSON. */
async function encodeApiBody(body: unknown): Promise<{ contentType?: string; payload?: Buffer | string }> {
  if (body === undefined) return {};
  if (body instanceof FormData) {
    const encoded = new Request('http://in-process/', { method: 'POST', body });
    return {
      contentType: encoded.headers.get('content-type') ?? undefined,
      payload: Buffer.from(await encoded.arrayBuffer()),
    };
  }
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}

/**
 * The API as one page render sees it: in-process calls (`app.inject`) as this visitor, with their
 * session cookie and address. A GET is made once per render (the root and a page both want the
 * user), and the calls share the page's session lookup; a write forgets both, as it may change
 * what they saw. It also collects the cache tags of the reads, for the page cache.
 */
function pageApi(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language,
  siteCode: string,
  /** Call the API as a guest whatever the request carries (the member variant, a stale session). */
  asGuest: boolean,
) {
  const tags = new Set<string>([`site:${siteCode}`]);
  // A read that is not a cached public one (it names no tags) makes the page uncacheable.
  let isEveryReadPublic = true;
  let calls = 0;
  let session = asGuest || sessionToken(request) === undefined ? undefined : sharePageSession(request);
  const reads = new Map<string, Promise<ApiResponse>>();

  const call = async (apiPath: string, apiRequest: ApiRequest): Promise<ApiResponse> => {
    calls++;
    const { contentType, payload } = await encodeApiBody(apiRequest.body);
    const answer = await app.inject({
      method: apiRequest.method ?? 'GET',
      url: apiPath,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        // The page's host, so the API serves the same site (API_SITE_MATCHES_HOST).
        host: request.host,
        [INTERNAL_REQUEST_HEADER]: internalRequestToken,
        [CLIENT_ADDRESS_HEADER]: request.ip,
        ...(request.headers.cookie && !asGuest ? { cookie: request.headers.cookie } : {}),
        ...(session ? { [PAGE_REQUEST_HEADER]: session.id } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const answerTags = answer.headers[CACHE_TAGS_HEADER];
    if (typeof answerTags === 'string' && answerTags) for (const tag of answerTags.split(' ')) tags.add(tag);
    else isEveryReadPublic = false;
    const setCookie = answer.headers['set-cookie'];
    return {
      status: answer.statusCode,
      body: answer.body ? (answer.json() as unknown) : undefined,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  };

  const transport: ApiTransport = async (apiPath, apiRequest = {}) => {
    if ((apiRequest.method ?? 'GET') !== 'GET') {
      reads.clear();
      session?.end();
      session = undefined;
      return call(apiPath, apiRequest);
    }
    const earlier = reads.get(apiPath);
    // Cookies the first answer set are not sent twice.
    if (earlier) return { ...(await earlier), setCookies: [] };
    const answer = call(apiPath, apiRequest);
    reads.set(apiPath, answer);
    return answer;
  };

  return {
    transport,
    /** What the reads were made from, or undefined when one was not a cached public read. */
    cacheTags: () => (isEveryReadPublic ? [...tags] : undefined),
    calls: () => calls,
    /** Ends the shared session lookup once the page is rendered. */
    end: () => session?.end(),
  };
}

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Pages take what a form sends, nothing else: their actions read it with `request.formData()`,
 * which throws on anything else (JSON, plain text, a multipart body cut short), and that was a 500.
 * Other bodies are refused here with the translated 415, a broken multipart body with a 400.
 */
async function checkFormBody(request: FastifyRequest): Promise<void> {
  const contentType = request.headers['content-type'] ?? '';
  const type = FORM_TYPE.exec(contentType)?.[1]?.toLowerCase();
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (type !== 'multipart/form-data') return;
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    await new Request('http://in-process/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new AppError('BAD_REQUEST');
  }
}

/** How long this process believes a session cookie it checked, valid or not (decision 024). */
const SESSION_CHECK_MS = 10_000;
/** Sessions remembered at once; the oldest is forgotten first. */
const SESSION_CHECKS = 10_000;

/**
 * Whether a request's session cookie names a live session, for choosing between the member
 * variant of a page and the guest one. The answer is kept for a few seconds per token (by its
 * hash), so a member's page from the page cache costs no database read; the variant holds nothing
 * personal, so a session that ended elsewhere in those seconds is shown the member variant at
 * worst, and its page-state call is refused. The lookup is the request's own (`currentUser`), so
 * a session renewed for a changed role sends its new cookie with the page.
 */
class SessionChecks {
  private readonly checked = new Map<string, { isValid: boolean; until: number }>();

  async isValid(request: FastifyRequest, token: string): Promise<boolean> {
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const known = this.checked.get(key);
    if (known && known.until > now) return known.isValid;
    const isValid = (await currentUser(request)) !== undefined;
    this.checked.delete(key);
    if (this.checked.size >= SESSION_CHECKS) this.checked.delete(this.checked.keys().next().value ?? '');
    this.checked.set(key, { isValid, until: now + SESSION_CHECK_MS });
    return isValid;
  }
}

/**
 * Which addresses are public pages that signed-in visitors may get from the page cache as the
 * member variant: the matched route (the deepest) says so in its handle (`isSharedWithMembers`,
 * `apps/web/app/lib/route-handle.ts`). Anything else (account pages, the console, login, a page
 * a route does not claim) is rendered for each signed-in visitor, as before.
 */
function sharedWithMembers(build: ServerBuild): (pathname: string) => boolean {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): Node[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        ...(route.path === undefined ? {} : { path: route.path }),
        ...(route.index ? { index: true } : { children: childrenOf(route.id) }),
        ...(route.caseSensitive === undefined ? {} : { caseSensitive: route.caseSensitive }),
      }));
  const tree = childrenOf(undefined);
  return (pathname) => {
    const leaf = matchRoutes(tree as never, pathname)?.at(-1)?.route as Node | undefined;
    const handle = leaf
      ? (build.routes[leaf.id]?.module.handle as { isSharedWithMembers?: unknown })
      : undefined;
    return handle?.isSharedWithMembers === true;
  };
}

/** Sends a Fetch API response from React Router through Fastify, streaming its body. */
async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  isHead: boolean,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    const earlier = name === 'server-timing' ? reply.getHeader(name) : undefined;
    reply.header(name, earlier ? `${String(earlier)}, ${value}` : value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (isHead || !response.body) return reply.send();
  // Pages arrive whole (see entry.server.tsx): one buffer with a length is far cheaper than
  // adapting the web stream to a Node one. Data responses for client navigation may stream.
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * Serves the web app: built assets, and every other GET rendered by React Router
 * on the server, with loaders calling the API in-process.
 */
export async function webPlugin(app: FastifyInstance, { services, mode }: WebOptions): Promise<void> {
  const { config } = services;
  // Stored images (`/media/`) are served by the media module's routes, with or without pages.

  // Development reloads the build on every request (Vite); production hands React Router the
  // build itself, so it derives its route handler once rather than on every request.
  let loadBuild: ServerBuild | (() => Promise<ServerBuild>);
  if (mode === 'development') {
    const { createServer } = await import('vite');
    const middie = await import('@fastify/middie');
    const vite = await createServer({
      root: path.resolve(defaultWebBuildDirectory(), '..'),
      server: { middlewareMode: true },
    });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDirectory = config.webBuildDir ?? defaultWebBuildDirectory();
    const serverEntry = path.join(buildDirectory, 'server/index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built (${serverEntry} is missing). Run "npm run build" first.`);
    }
    await app.register(fastifyStatic, {
      root: path.join(buildDirectory, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build wrote .br and .gz copies of every text asset at the strongest settings
      // (apps/web/scripts/precompress.mjs): sent as they are, Brotli first, they skip
      // @fastify/compress (it leaves a reply alone once it has a content-encoding). The copies are
      // not addresses of their own.
      preCompressed: true,
      // robots.txt is the server's (it names the sitemap at PUBLIC_URL); an older build may still have one.
      globIgnore: ['**/*.br', '**/*.gz', '**/robots.txt'],
      setHeaders: (staticReply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        staticReply.header(
          'cache-control',
          isHashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
        );
      },
    });
    loadBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  }
  const handle = createRequestHandler(loadBuild, mode);
  // The member variant is for production, like the page cache itself.
  const isSharedWithMembers = typeof loadBuild === 'function' ? () => false : sharedWithMembers(loadBuild);
  const sessionChecks = new SessionChecks();
  // Vite's development client needs inline scripts and a WebSocket; production gets the strict policy.
  // How long a page render trusts the site's settings it read (a change clears them at once).
  const settingsTtlMs = Math.max(config.publicCacheSeconds, 1) * 1000;
  const pagePolicy = async (siteCode: string, nonce: string | null, scriptHashes: readonly string[] = []) => {
    // Fail closed: if the setting cannot be read, the page allows no chat rather than failing.
    const liveChat = await services.settings.liveChatFor(siteCode, settingsTtlMs).catch(() => null);
    const policy = pageContentSecurityPolicy(
      nonce,
      config.isHttps && mode !== 'development',
      liveChat?.provider,
      scriptHashes,
    );
    return mode === 'development'
      ? policy
          .replace(`'nonce-${nonce ?? ''}'`, "'unsafe-inline' 'unsafe-eval'")
          .replace("connect-src 'self'", "connect-src 'self' ws:")
      : policy;
  };

  const { pageCache } = services;
  // Query-string variants of pages share a part of the page cache (`lib/page-cache-key`).
  const queryVariants = new QueryVariantShare();
  /** Sends a page from the page cache: its bytes, its inline scripts' hashes as the CSP, an ETag. */
  const sendCachedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    siteCode: string,
    entry: CachedBody,
    outcome: 'hit' | 'miss',
  ) => {
    const hashes = entry.meta?.scriptHashes ? entry.meta.scriptHashes.split(' ') : [];
    reply
      .header('content-security-policy', await pagePolicy(siteCode, null, hashes))
      .header('x-page-cache', outcome);
    writeCachedBody(request, reply, entry, {
      type: 'text/html; charset=utf-8',
      // Browsers revalidate (a 304 when unchanged); shared caches must not mix visitors.
      cacheControl: 'private, no-cache',
      vary: 'cookie, accept-language, accept-encoding',
    });
    return reply;
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
    if (request.method === 'POST') await checkFormBody(request);
    const prefixed = LANGUAGE_PREFIX.exec(request.url);
    if (prefixed) {
      // `/ar/x?y` becomes `/x?y` in Arabic; browsers carry the #hash across the redirect.
      const [, language, rest, query] = prefixed;
      // Only ever a path on this site: `/ar//evil.com` or `/ar/\evil.com` must not become `//evil.com`.
      const target = `/${(rest ?? '').replace(/^[/\\]+/, '')}${query ?? ''}`;
      return reply
        .header('set-cookie', languageCookie(language as Language))
        .header('cache-control', 'no-store')
        .redirect(target, 302);
    }

    const chosen = chosenLanguage(request);
    const language = chosen ?? languageFromBrowser(request.headers['accept-language']);
    if (readCookies(request)[LANGUAGE_COOKIE] !== language)
      reply.header('set-cookie', languageCookie(language));
    // The site is the host's (issue 36): every key, read and link below is that site's.
    const site = await resolveHostSite(request, services.siteDirectory);
    if (!site) {
      return reply
        .status(404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'")
        .send(request.method === 'HEAD' ? undefined : unknownHostPage(language, request.hostname));
    }
    const siteCode = site.code;
    const nonce = randomBytes(16).toString('base64');
    const token = sessionToken(request);
    const { address, hasQuery } = pageCacheAddress(request.url);
    // A page's HTML (not React Router's data for a navigation, `.data`, which stays per visitor).
    const mayCache =
      mode === 'production' &&
      request.method === 'GET' &&
      !request.headers.authorization &&
      !(address.split('?')[0] ?? '').endsWith('.data');
    // Who the page is rendered for (decision 024). Visitors without a session all see the same
    // page for an address and language, and so do signed-in visitors on a public page: the
    // member variant, rendered without their session (nothing personal can be in it), whose
    // personal parts the browser fills from `me/page-state`. A cookie whose session has ended is
    // a guest's. Everything else is rendered for the person, with their session, and never kept.
    let audience: 'guest' | 'member' | 'person' = token === undefined ? 'guest' : 'person';
    if (mayCache && token !== undefined && !(await sessionChecks.isValid(request, token))) audience = 'guest';
    const keyOf = (variant: 'guest' | 'member') =>
      `${siteCode}:${language}:${chosen === undefined ? 'guessed' : 'chosen'}:${variant}:${address}`;
    if (mayCache && audience !== 'person') {
      const hit = pageCache.peek(keyOf(audience));
      if (hit) return sendCachedPage(request, reply, siteCode, hit, 'hit');
    } else if (mayCache && audience === 'person') {
      // A member variant is only ever stored for a shared page, so a hit needs no route match.
      const hit = pageCache.peek(keyOf('member'));
      if (hit) return sendCachedPage(request, reply, siteCode, hit, 'hit');
      if (isSharedWithMembers(new URL(request.url, 'http://page').pathname)) audience = 'member';
    }
    const isCacheable = mayCache && audience !== 'person';
    const hasSession = audience === 'person';
    const pageKey = keyOf(audience === 'member' ? 'member' : 'guest');
    const startedIn = pageCache.begin();
    const api = pageApi(app, request, language, siteCode, !hasSession);
    // The inline scripts the renderer wrote: a kept page allows these by hash, and nothing else.
    let writtenScripts: readonly string[] = [];

    const context: WebLoadContext = {
      language,
      isLanguageChosen: chosen !== undefined,
      hasSession,
      isMemberVariant: audience === 'member',
      nonce,
      siteCode,
      // City choice arrives with the directory; until then pages show the whole site.
      cityId: 0,
      publicUrl: services.siteDirectory.publicUrlOf(site),
      welcomeDelayMs: config.welcomePopupDelayMs,
      transport: api.transport,
      ...(isCacheable
        ? {
            recordInlineScripts: (scripts: readonly string[]) => {
              writtenScripts = scripts;
            },
          }
        : {}),
    };

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const body = typeof request.body === 'string' || Buffer.isBuffer(request.body) ? request.body : undefined;
    const response = await handle(
      new Request(url, { method: request.method, headers, body }),
      context,
    ).finally(api.end);
    const tags = api.cacheTags();
    // The console sets how long a site's pages are kept; 0 turns the page cache off.
    const keepSeconds = isCacheable
      ? await services.settings
          .pageCacheSecondsFor(siteCode, settingsTtlMs, config.publicCacheSeconds)
          .catch(() => config.publicCacheSeconds)
      : 0;
    if (
      keepSeconds > 0 &&
      tags &&
      response.status === 200 &&
      response.body &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      !response.headers.has('set-cookie') &&
      !/no-store|private/.test(response.headers.get('cache-control') ?? '')
    ) {
      const html = Buffer.from(await response.arrayBuffer());
      const entry = pageCache.put(
        pageKey,
        html,
        tags,
        {
          scriptHashes: inlineScriptHashes(writtenScripts).join(' '),
        },
        startedIn,
        keepSeconds * 1000,
      );
      if (hasQuery) for (const key of queryVariants.admit(pageKey)) pageCache.forget(key);
      return sendCachedPage(request, reply, siteCode, entry, 'miss');
    }
    reply.header('content-security-policy', await pagePolicy(siteCode, nonce));
    // Pages may ask for stricter caching (account pages send no-store).
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'cookie, accept-language');
    // How many API calls the render made (developer tools show it; a browser test keeps it low).
    reply.header('server-timing', `api;desc="${api.calls()} calls"`);
    return sendFetchResponse(reply, response, request.method === 'HEAD');
  };

  // Forms post to their page (React Router actions), as URL-encoded text up to 1 MB: the console's
  // longest article (two rich texts of 50,000 letters) is about 600 KB once Arabic is encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // Photo uploads post multipart to their page; the action hands the file on to the API.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 6 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.get('/*', renderPage);
  app.post('/*', renderPage);
}

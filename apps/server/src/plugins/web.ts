import fastifyStatic from '@fastify/static';
import {
  type ApiRequest,
  type ApiResponse,
  type ApiTransport,
  languageFromBrowser,
  type Language,
  type WebLoadContext,
} from '@jaliya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { chosenLanguage, LANGUAGE_COOKIE, readCookies } from '../lib/request-language';
import { INTERNAL_REQUEST_HEADER, internalRequestToken } from '../lib/internal-request';
import { CLIENT_ADDRESS_HEADER } from '../lib/client-address';
import { PAGE_REQUEST_HEADER, sessionToken, sharePageSession } from './authentication';
import type { Services } from '../services';
import { pageContentSecurityPolicy } from './security-headers';
import { CACHE_TAGS_HEADER, writeCachedBody } from '../lib/public-read';
import { inlineScriptHashes } from '../lib/inline-scripts';
import { pageCacheAddress, QueryVariantShare } from '../lib/page-cache-key';
import type { CachedBody } from '../lib/response-cache';
import { AppError } from '../lib/errors';

export interface WebOptions {
  services: Services;
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
function pageApi(app: FastifyInstance, request: FastifyRequest, language: Language, siteCode: string) {
  const tags = new Set<string>([`site:${siteCode}`]);
  // A read that is not a cached public one (it names no tags) makes the page uncacheable.
  let isEveryReadPublic = true;
  let calls = 0;
  let session = sessionToken(request) === undefined ? undefined : sharePageSession(request);
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
        [INTERNAL_REQUEST_HEADER]: internalRequestToken,
        [CLIENT_ADDRESS_HEADER]: request.ip,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
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
  // Vite's development client needs inline scripts and a WebSocket; production gets the strict policy.
  // How long a page render trusts the site's settings it read (a change clears them at once).
  const settingsTtlMs = Math.max(config.publicCacheSeconds, 1) * 1000;
  const pagePolicy = async (nonce: string | null, scriptHashes: readonly string[] = []) => {
    // Fail closed: if the setting cannot be read, the page allows no chat rather than failing.
    const liveChat = await services.settings.liveChatFor(config.defaultSite, settingsTtlMs).catch(() => null);
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
    entry: CachedBody,
    outcome: 'hit' | 'miss',
  ) => {
    const hashes = entry.meta?.scriptHashes ? entry.meta.scriptHashes.split(' ') : [];
    reply.header('content-security-policy', await pagePolicy(null, hashes)).header('x-page-cache', outcome);
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
    const nonce = randomBytes(16).toString('base64');
    const hasSession = sessionToken(request) !== undefined;
    // Visitors without a session all see the same page for an address and language: it is kept
    // as bytes. Anything personal needs a session, so it is never rendered into a cached page.
    const isCacheable =
      mode === 'production' && request.method === 'GET' && !hasSession && !request.headers.authorization;
    const { address, hasQuery } = pageCacheAddress(request.url);
    const pageKey = `${config.defaultSite}:${language}:${chosen === undefined ? 'guessed' : 'chosen'}:${address}`;
    if (isCacheable) {
      const hit = pageCache.peek(pageKey);
      if (hit) return sendCachedPage(request, reply, hit, 'hit');
    }
    const startedIn = pageCache.begin();
    const api = pageApi(app, request, language, config.defaultSite);
    // The inline scripts the renderer wrote: a kept page allows these by hash, and nothing else.
    let writtenScripts: readonly string[] = [];

    const context: WebLoadContext = {
      language,
      isLanguageChosen: chosen !== undefined,
      hasSession,
      nonce,
      siteCode: config.defaultSite,
      // City choice arrives with the directory; until then pages show the whole site.
      cityId: 0,
      publicUrl: config.publicUrl,
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
          .pageCacheSecondsFor(config.defaultSite, settingsTtlMs, config.publicCacheSeconds)
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
      return sendCachedPage(request, reply, entry, 'miss');
    }
    reply.header('content-security-policy', await pagePolicy(nonce));
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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { clientAddress } from '../lib/client-address';
import { AppError } from '../lib/errors';
import { isInternalRequest } from '../lib/internal-request';
import { redactUrl } from '../lib/redact-url';
import { readCookies } from '../lib/request-language';
import { allows } from '../modules/accounts/accounts.policy';
import { allowedCrossOrigin } from './cors';
import { resolveHostSite } from './request-scope';
import { normalizeHost, siteAddress } from '../modules/sites/site-directory';
import type { UserRow } from '../modules/accounts/users.repository';
import { SESSION_ABSOLUTE_MS } from '../modules/accounts/sessions.repository';
import type { Services } from '../services';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const currentUsers = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();
/**
 * The deployment-wide role of each signed-in user looked up (their `role` is the one on the
 * request's site), read by the same session query: keyed by the user object `currentUser` answers.
 */
const deploymentRoles = new WeakMap<UserRow, UserRow['role']>();
/** A web session renewed while answering a request: its new token goes out as the cookie. */
const renewedTokens = new WeakMap<FastifyRequest, string>();

/** The session cookie's name: with the `__Host-` prefix when the site is served over HTTPS. */
export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? '__Host-jaliya_session' : 'jaliya_session';
}

/**
 * The session token of a request: `Authorization: Bearer` (apps) or the session cookie (web). A
 * page on another origin that CORS_ORIGINS allows signs in by its bearer token only: the cookie
 * of this site, which a browser might still attach, never counts for it.
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  if (allowedCrossOrigin(request)) return undefined;
  return readCookies(request)[sessionCookieName(request.server.services.config.isHttps)];
}

/** Names, on the page renderer's in-process API calls, the page request they are made for. */
export const PAGE_REQUEST_HEADER = 'x-jaliya-page';
const pageRequests = new Map<string, FastifyRequest>();

/**
 * Lets the in-process API calls made while rendering one page share that page's session lookup
 * (they carry its cookie), instead of each reading the session again. Call `end()` when the page
 * is rendered, and before reading again after a write that may change the session or the user.
 */
export function sharePageSession(page: FastifyRequest): { id: string; end: () => void } {
  const id = randomUUID();
  pageRequests.set(id, page);
  return { id, end: () => pageRequests.delete(id) };
}

/**
 * The site whose roles count for a request (roles are per site, issue 36): the site its API
 * address names, else its host's. Undefined when neither is a site: the deployment-wide role alone.
 */
export async function roleSiteId(request: FastifyRequest): Promise<number | undefined> {
  const directory = request.server.services.siteDirectory;
  const code = request.scopeAddress?.site;
  const site = code !== undefined ? await directory.byCode(code) : await resolveHostSite(request, directory);
  return site?.id;
}

/**
 * The signed-in user of a request, with their role on the request's site (`roleSiteId`), looked up
 * once per request (once per page for its API calls on the page's own site).
 */
export function currentUser(request: FastifyRequest): Promise<UserRow | undefined> {
  let lookup = currentUsers.get(request);
  if (!lookup) {
    lookup = lookUpUser(request);
    currentUsers.set(request, lookup);
  }
  return lookup;
}

async function lookUpUser(request: FastifyRequest): Promise<UserRow | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  const siteId = await roleSiteId(request);
  if (isInternalRequest(request)) {
    const page = pageRequests.get(String(request.headers[PAGE_REQUEST_HEADER]));
    if (page && sessionToken(page) === token && (await roleSiteId(page)) === siteId) return currentUser(page);
  }
  const found = await request.server.services.accounts.findSessionUser(token, siteId);
  if (found?.renewedToken) renewedTokens.set(request, found.renewedToken);
  if (found) deploymentRoles.set(found.user, found.deploymentRole);
  return found?.user;
}

/**
 * The signed-in user's deployment-wide role (decision 027: `admin` is a deployment admin), known
 * from the request's session lookup without another query; undefined for a guest.
 */
export async function currentDeploymentRole(request: FastifyRequest): Promise<UserRow['role'] | undefined> {
  const user = await currentUser(request);
  if (!user) return undefined;
  return (
    deploymentRoles.get(user) ?? (await request.server.services.users.findActiveById(user.id))?.role ?? 'user'
  );
}

/** Who sent a public form: their address (for abuse limits) and their account, if signed in. */
export async function requestSender(
  request: FastifyRequest,
): Promise<{ address: string; userId: number | undefined }> {
  return { address: clientAddress(request), userId: (await currentUser(request))?.id };
}

/** The signed-in user and their token, or a 401 in the request's language. */
export async function requireUser(request: FastifyRequest): Promise<{ user: UserRow; token: string }> {
  const token = sessionToken(request);
  const user = await currentUser(request);
  if (!user || !token) throw new AppError('UNAUTHENTICATED');
  return { user, token };
}

/**
 * The signed-in user if a named policy allows them: 401 for a guest, 403 for anyone else. An
 * error inside the policy denies (fail closed).
 */
export async function requirePolicy(
  request: FastifyRequest,
  policy: (actor: UserRow) => boolean,
): Promise<UserRow> {
  const { user } = await requireUser(request);
  if (!allows(() => policy(user))) {
    request.log.warn({ userId: user.id, url: redactUrl(request.url) }, 'authorisation refused');
    throw new AppError('FORBIDDEN');
  }
  return user;
}

function sessionCookieOptions(isHttps: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  } as const;
}

/** Stores a new web session in an HttpOnly, SameSite=Lax cookie (Secure over HTTPS). */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  const { isHttps } = reply.server.services.config;
  reply.setCookie(sessionCookieName(isHttps), token, sessionCookieOptions(isHttps));
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { isHttps } = reply.server.services.config;
  reply.clearCookie(sessionCookieName(isHttps), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
  });
}

/**
 * Refuses state-changing requests sent by other sites: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither this site (PUBLIC_URL, or the host's own address with PUBLIC_URL's
 * scheme and port, as a state's site is reached through the proxy) nor the address it was
 * reached at. Apps send neither.
 */
export const crossSiteProtectionPlugin = fp(
  async (app: FastifyInstance, { services }: { services: Services }) => {
    const publicOrigin = new URL(services.config.publicUrl).origin;
    // A session renewed on this request (its user's role changed) reaches the browser as a new
    // cookie; the renderer's in-process calls share the page's lookup, so the page sends it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const renewed = renewedTokens.get(request);
      if (renewed && !isInternalRequest(request)) {
        // Added to whatever the answer sets already (the page renderer sets its own list).
        const { isHttps } = services.config;
        const cookie = reply.server.serializeCookie(
          sessionCookieName(isHttps),
          renewed,
          sessionCookieOptions(isHttps),
        );
        const existing = reply.getHeader('set-cookie');
        const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
        reply.header('set-cookie', [...list, cookie]);
      }
      done(null, payload);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || isInternalRequest(request)) return done();
      // An origin CORS_ORIGINS allows acts by bearer token only (see sessionToken): nothing to forge.
      if (allowedCrossOrigin(request)) return done();
      if (request.headers['sec-fetch-site'] === 'cross-site') return done(new AppError('CSRF_REJECTED'));
      const origin = request.headers.origin;
      if (
        origin !== undefined &&
        origin !== publicOrigin &&
        origin !== `${request.protocol}://${request.host}` &&
        // The host's own public address (another state's site behind the deployment's TLS proxy).
        origin !== new URL(siteAddress(services.config.publicUrl, normalizeHost(request.host))).origin
      ) {
        return done(new AppError('CSRF_REJECTED'));
      }
      done();
    });
  },
);

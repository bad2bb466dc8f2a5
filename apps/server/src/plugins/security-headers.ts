import { LIVE_CHAT_PROVIDERS, type LiveChatProvider } from '@jaliya/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  isHttps: boolean;
}

/**
 * Strict headers on every response. Pages get their own Content-Security-Policy with a per-request
 * script nonce (see `pageContentSecurityPolicy`); everything else may load nothing at all.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** The headers every response carries, including those answered before any hook runs (a bad URL). */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  };
  if (options.isHttps) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The policy for server-rendered pages: scripts only from this origin or carrying the nonce (or,
 * for a page sent from the page cache, matching one of the hashes kept with its bytes).
 * A configured live-chat provider adds its own origins, and only then.
 */
export function pageContentSecurityPolicy(
  nonce: string | null,
  isHttps: boolean,
  liveChatProvider?: LiveChatProvider | null,
  /** For a page sent from the cache: the hashes of its inline scripts instead of a nonce. */
  scriptHashes: readonly string[] = [],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...scriptHashes.map((hash) => `'${hash}'`),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Editors may link images elsewhere (the welcome pop-up); images cannot run code.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // YouTube's privacy-enhanced player (the welcome video). Maps are tiles (images), not frames.
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (liveChatProvider) {
    for (const [directive, sources] of Object.entries(
      LIVE_CHAT_PROVIDERS[liveChatProvider].contentSecurityPolicy,
    )) {
      const list = (directives[directive] ??= ["'self'"]);
      for (const source of sources) if (!list.includes(source)) list.push(source);
    }
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (isHttps) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

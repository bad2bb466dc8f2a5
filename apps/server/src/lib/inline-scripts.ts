import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// `text/x-deferred-module`: a module script the page starts after its first paint with the same
// text (apps/web/app/lib/first-paint.ts), so its hash must be allowed too.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/x-deferred-module',
]);

/**
 * The CSP hashes (`sha256-...`) of every inline script a page would run, so the same bytes can be
 * sent to many visitors under a strict policy without a per-response nonce. Scripts with `src`
 * are allowed by origin instead, and data blocks (JSON-LD) never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

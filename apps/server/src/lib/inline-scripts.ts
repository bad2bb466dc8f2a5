import { createHash } from 'node:crypto';

/**
 * The CSP hashes (`sha256-...`) of the inline scripts the renderer wrote into a page (it names
 * them: see `recordInlineScripts` in the web load context), so the same bytes can be sent to many
 * visitors under a strict policy without a per-response nonce. Nothing is looked for in the page
 * itself: a script that arrived in its content (markup in a stored text) is not the renderer's,
 * so it gets no hash and the browser refuses it.
 */
export function inlineScriptHashes(scripts: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const script of scripts)
    hashes.add(`sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);
  return [...hashes];
}

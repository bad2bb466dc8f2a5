const SCRIPT_TAG = /^<script[\s>]/;
const SCRIPT_END = '</script>';

/**
 * The text of every inline script the renderer wrote into a page: React Router's data and module
 * scripts, the app's own, the first-paint starter. Each was written with the render's nonce, and
 * the nonce is drawn for the request after everything stored was written, so nothing that came
 * from the database or the request (a hero's description, a post) can carry it: a script that
 * arrived in the page's content is never among them, whatever got it past the sanitiser.
 *
 * A nonce is only looked for inside the tag it belongs to: React escapes `<` and `>` in attribute
 * values, so the nearest `<` before ` nonce="..."` starts the tag the renderer wrote.
 */
export function scriptsWrittenWith(html: string, nonce: string): string[] {
  if (!nonce) return [];
  const marker = ` nonce="${nonce}"`;
  const scripts: string[] = [];
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) {
    const tagStart = html.lastIndexOf('<', at);
    const tagEnd = html.indexOf('>', at + marker.length - 1);
    if (tagStart === -1 || tagEnd === -1 || html.lastIndexOf('>', at) > tagStart) continue;
    if (!SCRIPT_TAG.test(html.slice(tagStart, tagStart + 8))) continue;
    // Scripts with a source are allowed by their origin, not by a hash.
    if (/\ssrc=/.test(html.slice(tagStart, tagEnd))) continue;
    const end = html.indexOf(SCRIPT_END, tagEnd);
    if (end === -1) continue;
    scripts.push(html.slice(tagEnd + 1, end));
  }
  return scripts;
}

/**
 * Lets the first paint come first. Pages are complete when they arrive (rendered on the server);
 * their scripts only add interactivity. React Router asks for every module at once, in `<head>`,
 * where the ~120 KB of JavaScript competes on a slow connection with what the visitor is waiting
 * to see: the stylesheet, the fonts and the hero image. So the module script is sent inert
 * (`type="text/x-deferred-module"`) and the module preloads are left out; a small script starts
 * both when the page has loaded (the `load` event: the stylesheet, the fonts and the images in
 * view are in), the frame after it is rendered and the first paint is on the screen; or two
 * seconds after the first paint if loading takes longer, so a slow image cannot keep the page
 * inert; at once in a hidden tab. On a fast connection `load` can come before the first paint (the
 * images are in before the page is laid out), and scripts started then took the bandwidth and the
 * main thread from that paint: an IntersectionObserver's first report marks the frame after `load`
 * (it comes once that frame is rendered), and the first `paint` timing entry marks the first paint
 * as shown (it is reported once the frame is on the screen, which on a slow phone is tens of
 * milliseconds after the observer's report: scripts started in between were still asked for
 * before the first paint). Links and forms work before that: they are plain HTML. The `load` path
 * needs no timer, so a page whose clock is stopped (a test's fake clock) still comes alive.
 *
 * Preloads of data the scripts fetch (`as="fetch"`: the message files) wait with them: before
 * the first paint they only took bandwidth from what it needs.
 *
 * The started script has exactly the text of the inert one, so the page's Content-Security-Policy
 * allows it by the same nonce or hash (see `inlineScriptHashes` on the server).
 */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_TYPE = ' type="module"';
const FETCH_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"\/>/g;

/**
 * The starter: preloads the modules and the data they fetch, then swaps each inert module script
 * for a live one.
 */
function starterScript(hrefs: readonly string[], fetches: readonly string[]): string {
  return (
    '(function(){var d=document,w=window,started=false,shown=false,rendered=false;' +
    'function add(h,f){var l=d.createElement("link");if(f){l.rel="preload";l.as="fetch";l.crossOrigin="anonymous"}else l.rel="modulepreload";l.href=h;d.head.appendChild(l)}' +
    'function go(){if(started)return;started=true;' +
    `${JSON.stringify(hrefs)}.forEach(function(h){add(h)});` +
    (fetches.length ? `${JSON.stringify(fetches)}.forEach(function(h){add(h,1)});` : '') +
    `d.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(o){var s=d.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)})}` +
    'function ready(){if(shown&&rendered)go()}' +
    'function framed(){var I=w.IntersectionObserver;if(!I){rendered=true;return ready()}new I(function(_e,o){o.disconnect();rendered=true;ready()}).observe(d.documentElement)}' +
    'if(d.visibilityState==="hidden"){go();return}' +
    'if(d.readyState==="complete")framed();else w.addEventListener("load",framed);' +
    'var P=w.PerformanceObserver;' +
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")!==-1)new P(function(_l,o){o.disconnect();shown=true;ready();setTimeout(go,2000)}).observe({type:"paint",buffered:true});' +
    'else{shown=true;setTimeout(go,2000)}})()'
  );
}

/**
 * The page with its module scripts inert, its module and data preloads left out, and the starter
 * before `</body>`. Pages are about 100 KB of (mostly two-byte) text, so each part is searched
 * once: React hoists the preloads into `<head>`, and the module scripts come after it. A regular
 * expression over the whole page for each of the three cost about a millisecond a page.
 */
export function deferScriptsUntilLoaded(html: string, nonce: string | undefined): string {
  const headEnd = Math.max(html.indexOf('</head>'), 0);
  // Built by concatenation, which links the pieces; `join` would copy them (about 200 KB).
  let body = '';
  let copiedTo = headEnd;
  for (let at = html.indexOf(MODULE_TYPE, headEnd); at !== -1; at = html.indexOf(MODULE_TYPE, at + 1)) {
    // Only an attribute of a <script> tag: text and script bodies escape their quotes.
    const tagStart = html.lastIndexOf('<', at);
    if (!html.startsWith('<script', tagStart) || html.indexOf('>', tagStart) < at) continue;
    body += html.slice(copiedTo, at) + ` type="${DEFERRED_MODULE_TYPE}"`;
    copiedTo = at + MODULE_TYPE.length;
  }
  if (copiedTo === headEnd) return html;

  const hrefs: string[] = [];
  const fetches: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      hrefs.push(href);
      return '';
    })
    .replace(FETCH_PRELOAD, (_tag, href: string) => {
      fetches.push(href);
      return '';
    });
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ''}>${starterScript(hrefs, fetches)}</script>`;
  const bodyEnd = html.lastIndexOf('</body>');
  const insertAt = bodyEnd < copiedTo ? html.length : bodyEnd;
  return head + body + html.slice(copiedTo, insertAt) + starter + html.slice(insertAt);
}

/**
 * Lets the first paint come first. Pages are complete when they arrive (rendered on the server);
 * their scripts only add interactivity. React Router asks for every module at once, in `<head>`,
 * where the ~120 KB of JavaScript competes on a slow connection with what the visitor is waiting
 * to see: the stylesheet, the fonts and the hero image. So the module script is sent inert
 * (`type="text/x-deferred-module"`) and the module preloads are left out; a small script starts
 * both when the page has loaded (the `load` event: the stylesheet, the fonts and the images in
 * view are in), or two seconds after the first paint if loading takes longer, so a slow image
 * cannot keep the page inert; at once in a hidden tab. Links and forms work before that: they are
 * plain HTML. The `load` path needs no timer, so a page whose clock is stopped (a test's fake
 * clock) still comes alive.
 *
 * Preloads of data the scripts fetch (`as="fetch"`: the message catalogue) wait with them: before
 * the first paint they only took bandwidth from what it needs.
 *
 * The started script has exactly the text of the inert one, so the page's Content-Security-Policy
 * allows it by the same nonce or hash (see `inlineScriptHashes` on the server).
 */
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module"([^>]*)>/g;
const FETCH_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"\/>/g;

/**
 * The starter: preloads the modules and the data they fetch, then swaps each inert module script
 * for a live one.
 */
function starterScript(hrefs: readonly string[], fetches: readonly string[]): string {
  return (
    '(function(){var d=document,w=window,started=false;' +
    'function add(h,f){var l=d.createElement("link");if(f){l.rel="preload";l.as="fetch";l.crossOrigin="anonymous"}else l.rel="modulepreload";l.href=h;d.head.appendChild(l)}' +
    'function go(){if(started)return;started=true;' +
    `${JSON.stringify(hrefs)}.forEach(function(h){add(h)});` +
    (fetches.length ? `${JSON.stringify(fetches)}.forEach(function(h){add(h,1)});` : '') +
    `d.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(o){var s=d.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)})}` +
    'if(d.visibilityState==="hidden"||d.readyState==="complete"){go();return}' +
    'w.addEventListener("load",go);' +
    'var P=w.PerformanceObserver,later=function(){setTimeout(go,2000)};' +
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")!==-1)new P(function(_l,o){o.disconnect();later()}).observe({type:"paint",buffered:true});' +
    'else later()})()'
  );
}

export function deferScriptsUntilLoaded(html: string, nonce: string | undefined): string {
  const hrefs: string[] = [];
  const fetches: string[] = [];
  let deferred = html
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      hrefs.push(href);
      return '';
    })
    .replace(FETCH_PRELOAD, (_tag, href: string) => {
      fetches.push(href);
      return '';
    });
  let modules = 0;
  deferred = deferred.replace(MODULE_SCRIPT, (_tag, before: string, after: string) => {
    modules++;
    return `<script${before} type="${DEFERRED_MODULE_TYPE}"${after}>`;
  });
  if (modules === 0) return html;
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ''}>${starterScript(hrefs, fetches)}</script>`;
  return deferred.replace('</body>', `${starter}</body>`);
}

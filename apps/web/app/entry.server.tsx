import { renderToReadableStream, renderToString } from 'react-dom/server.browser';
import type { ReactNode } from 'react';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { type Catalogue, CatalogueContext, completeCatalogue } from './lib/catalogue';
import { deferScriptsUntilLoaded } from './lib/first-paint';
import { messagesFor } from './lib/messages.server';
import { preloadSiteFonts } from './lib/site-font.server';
import { NonceContext } from './lib/nonce';
import { scriptsWrittenWith } from './lib/written-scripts.server';

export const streamTimeout = 5_000;

/** The server renders with the whole catalogue of the page's language (one wrapper each). */
const catalogues: Record<AppLoadContext['language'], Catalogue> = {
  en: completeCatalogue(messagesFor('en')),
  ar: completeCatalogue(messagesFor('ar')),
};

/**
 * Renders a page. Loaders have awaited their data, so nothing is left to stream: the whole page
 * (with the data the browser needs to hydrate) is rendered, then sent in one write with a length.
 * Inline scripts carry the request's nonce so the strict Content-Security-Policy lets them run.
 * The rendered page then names in `<head>` the font files its text needs (`lib/site-font.server`)
 * and holds its scripts back until the first paint (`lib/first-paint`). The inline scripts it wrote
 * (with the nonce) are handed back to the server, which allows exactly those when it keeps the page
 * for other guests (`lib/written-scripts.server`).
 *
 * First in one synchronous pass to a string (`renderToString`), with React Router's encoded data
 * read beforehand so its script does not wait for it. React's streaming renderer encodes each of
 * a page's thousands of small strings to bytes (and they were decoded back here): on the signed-in
 * home page that was a third of the render. Should anything on the page still wait (a lazy
 * component, say) or fail, the streaming renderer does the page again, as it always did.
 *
 * React's web-streams renderer, not its Node one: on Node 20 `renderToPipeableStream` runs every
 * render inside an AsyncLocalStorage, which switches on async-context tracking for the whole
 * process from the first page on and made every later API answer about 40% slower (decision 011).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  const page = (
    <NonceContext.Provider value={nonce}>
      <CatalogueContext.Provider value={catalogues[loadContext.language]}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CatalogueContext.Provider>
    </NonceContext.Provider>
  );
  const handoff = await readHandoffData(routerContext);
  let status = responseStatusCode;
  let html = renderInOnePass(page);
  // Developer tools (and a browser test) see which way the page was rendered.
  responseHeaders.append('Server-Timing', `render;desc="${html === undefined ? 'streamed' : 'one pass'}"`);
  if (html === undefined) {
    handoff?.replay();
    const stream = await renderToReadableStream(page, {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    await stream.allReady;
    html = await readAll(stream);
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const pageHtml =
    doctypeFor(html) + deferScriptsUntilLoaded(preloadSiteFonts(html, loadContext.language), nonce);
  // The server keeps a guest's page for other guests under the hashes of these scripts alone.
  loadContext.recordInlineScripts?.(scriptsWrittenWith(pageHtml, nonce));
  // Encoded here in one go: given text, the Response would check it for lone surrogates and
  // encode it again in smaller steps.
  return new Response(Buffer.from(pageHtml), { headers: responseHeaders, status });
}

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * Reads the data the page hydrates with (React Router's encoded loader data) before rendering,
 * and hands it to React Router's script for it (`StreamTransfer`) as already read, in the cache
 * it keeps per render. The loaders have finished, so this waits for nothing; it spares the render
 * from suspending on each chunk. The context is also given a fresh stream of the same chunks for
 * each render (`replay`), so a render that reads the data itself finds it, not a spent stream.
 */
async function readHandoffData(context: EntryContext): Promise<{ replay: () => void } | undefined> {
  if (!context.serverHandoffStream) return undefined;
  const reader = context.serverHandoffStream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  const chunks: string[] = [];
  for (let identifier = 0; ; identifier++) {
    const { done, value } = await reader.read();
    const text = decoder.decode(value, { stream: !done });
    if (text) chunks.push(text);
    cache[identifier] = Object.assign(Promise.resolve(), { result: { done, value: text } });
    if (done) break;
  }
  context.renderMeta = { ...context.renderMeta, streamCache: cache };
  const replay = () => {
    const encoder = new TextEncoder();
    context.serverHandoffStream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
  };
  replay();
  return { replay };
}

/**
 * The page rendered synchronously to one string, or undefined when a part of it would have to
 * wait (React then writes that part's fallback with a client-render mark) or failed.
 */
function renderInOnePass(page: ReactNode): string | undefined {
  try {
    const html = renderToString(page);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : html;
  } catch {
    return undefined;
  }
}

/**
 * The streaming renderer writes the doctype before a document's `<html>`; the one-pass renderer
 * does not. Asked of the page as rendered (one flat string) and added last: checking or prefixing
 * a page made of linked pieces copies all of it into one first.
 */
function doctypeFor(html: string): string {
  return html.startsWith('<html') ? '<!DOCTYPE html>' : '';
}

/** How React marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** The rendered page as text: its chunks read and decoded in one pass (cheaper than a Response). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

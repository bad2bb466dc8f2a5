import { renderToReadableStream } from 'react-dom/server.browser';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { CatalogueContext } from './lib/catalogue';
import { deferScriptsUntilLoaded } from './lib/first-paint';
import { messagesFor } from './lib/messages.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Renders a page. Loaders have awaited their data, so nothing is left to stream: the whole page
 * (with the data the browser needs to hydrate) is rendered, then sent in one write with a length.
 * Inline scripts carry the request's nonce so the strict Content-Security-Policy lets them run.
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
  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <CatalogueContext.Provider value={messagesFor(loadContext.language)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CatalogueContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  const html = deferScriptsUntilLoaded(await readAll(stream), nonce);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status });
}

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

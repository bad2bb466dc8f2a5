import { renderToReadableStream } from 'react-dom/server.browser';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { deferScriptsUntilLoaded } from './lib/first-paint';
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
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
  const html = deferScriptsUntilLoaded(await new Response(stream).text(), nonce);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status });
}

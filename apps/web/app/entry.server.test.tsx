import { lazy, Suspense } from 'react';
import {
  type AppLoadContext,
  createRequestHandler,
  Links,
  Meta,
  Scripts,
  type ServerBuild,
  useLoaderData,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import * as entry from './entry.server';

/**
 * The page renderer on a two-route app built by hand: a page is rendered in one synchronous pass
 * with React Router's data script whole, and a page that has to wait for something (a lazy part)
 * is rendered again by the streaming renderer, its data script whole too.
 */

const LazyPart = lazy(async () => ({ default: () => <p>The lazy part arrived</p> }));

function Root() {
  const { greeting, markup } = useLoaderData<{ greeting: string; markup: string }>();
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <p>{greeting}</p>
        {/* Stands for stored HTML shown as it is (rich text): what the sanitiser let through. */}
        <div dangerouslySetInnerHTML={{ __html: markup }} />
        {greeting.includes('lazy') ? (
          <Suspense fallback={<p>Waiting</p>}>
            <LazyPart />
          </Suspense>
        ) : null}
        <Scripts />
      </body>
    </html>
  );
}

const rootFlags = {
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
};

const build = {
  entry: { module: entry },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: Root,
        loader: ({ request }: { request: Request }) => ({
          greeting: new URL(request.url).searchParams.get('greeting') ?? 'Hello',
          markup: new URL(request.url).searchParams.get('markup') ?? '',
        }),
      },
    },
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.client.js' },
    routes: { root: { id: 'root', path: '', module: '/assets/root.js', ...rootFlags } },
    url: '/assets/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, 'production');
const loadContext = { nonce: 'test-nonce', language: 'en' } as unknown as AppLoadContext;

async function render(greeting: string, markup = '') {
  let written: readonly string[] | undefined;
  const response = await handle(
    new Request(
      `http://localhost/?greeting=${encodeURIComponent(greeting)}&markup=${encodeURIComponent(markup)}`,
    ),
    {
      ...loadContext,
      recordInlineScripts: (scripts: readonly string[]) => {
        written = scripts;
      },
    } as AppLoadContext,
  );
  return { response, html: await response.text(), written };
}

/** Every inline script in a page as a browser would find it, with or without a nonce. */
const inlineScriptsIn = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');

/** React Router's data script: the encoded loader data the browser hydrates with. */
function handoff(html: string): string {
  return /streamController\.enqueue\((.*?)\);<\/script>/s.exec(html)?.[1] ?? '';
}

describe('the page renderer', () => {
  it('renders a page in one pass, with its doctype, its text and its data script whole', async () => {
    const { response, html } = await render('Hello from one pass');
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toBe('render;desc="one pass"');
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<p>Hello from one pass</p>');
    expect(handoff(html)).toContain('Hello from one pass');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
    expect(html).toContain('nonce="test-nonce"');
  });

  it('renders a page that waits for a lazy part with the streaming renderer, data script whole', async () => {
    const { response, html } = await render('Hello, lazy');
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toBe('render;desc="streamed"');
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('The lazy part arrived');
    expect(html).not.toContain('<!--$!-->');
    expect(handoff(html)).toContain('Hello, lazy');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
  });

  it("names the inline scripts it wrote, never one that came in the page's content", async () => {
    for (const greeting of ['Hello', 'Hello, lazy']) {
      const { html, written } = await render(
        greeting,
        '<p>Welcome</p><script>window.__pwned=1</script>' +
          '<script nonce="test-nonce-guess">window.__pwned=2</script><img src=x onerror="window.__pwned=3">',
      );
      expect(html).toContain('<script>window.__pwned=1</script>');
      expect(written?.length).toBeGreaterThan(0);
      // Every script the renderer wrote, and none of those from the content.
      expect(written?.some((script) => script.includes('streamController.close()'))).toBe(true);
      const injected = ['window.__pwned=1', 'window.__pwned=2'];
      for (const script of injected) expect(written).not.toContain(script);
      expect(new Set(written)).toEqual(
        new Set(inlineScriptsIn(html).filter((script) => !injected.includes(script))),
      );
    }
  });

  it('writes the same data script either way', async () => {
    const [onePass, streamed] = await Promise.all([render('Hello'), render('Hello, lazy')]);
    expect(handoff(streamed.html).replace('Hello, lazy', 'Hello')).toBe(handoff(onePass.html));
  });
});

import { type ComponentType, lazy } from 'react';

/** After a failed download, the first wait before trying again; it doubles up to the second. */
const RETRY_FIRST_MS = 2000;
const RETRY_LAST_MS = 60_000;
/** Where the browser has no idle callback (Safari), `whenIdle` waits this long instead. */
const IDLE_FALLBACK_MS = 2000;

/**
 * Runs `callback` once the browser is idle (after the page's first hydration, the moment code that
 * is not needed at once may load), within two seconds at most. Returns its cancellation.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(callback, { timeout: IDLE_FALLBACK_MS });
  return () => window.cancelIdleCallback(idle);
}

/**
 * A component whose code the browser loads only when it first renders, or earlier when `load` is
 * called (on pointing at or focusing the button that will show it, say), so that no page's first
 * load carries code its first screen does not run (issue 37).
 *
 * On the server the component is `now`, loaded before the module finishes: the render stays
 * synchronous (renderToString) and the same as ever. Pass it as
 * `import.meta.env.SSR ? await load() : undefined` with the same `load`: the browser's build reads
 * the condition as false, so only the dynamic import remains. A static import would not do: the
 * bundler would keep the module in the importer's chunk and resolve the dynamic import to it. In
 * the browser, a render before the code has come suspends: put a `Suspense` around it with a
 * fallback that keeps the screen as it was.
 *
 * A download that fails (offline for a moment, a flaky network) never reaches the render: React's
 * `lazy` keeps a rejection for good and would throw it into the route's error boundary, replacing
 * the whole page for a share dialog or a card's body, on this render and every later one. The
 * render keeps waiting instead (its fallback stays), and the code is asked for again when the
 * browser is back online, on the next `load` (pointing at the button again) or after a while.
 */
/**
 * The first argument of `clientLazy` for a part that renders as soon as its module is evaluated
 * (a card's body on a list): on the server, the component, loaded before the module finishes; in
 * a browser that has already hydrated, the component too, awaited by the module. A module
 * evaluated after the first hydration came with a client-side navigation whose page is about to
 * show it, so the route waits for its code with its data rather than showing empty cards while
 * it comes. Before the first hydration, undefined: the code loads later (the island keeps the
 * server's markup meanwhile). A failed download leaves it to `clientLazy` as well.
 */
export async function componentNow<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P> | undefined> {
  if (import.meta.env.SSR) return load();
  if (document.documentElement.dataset.hydrated === undefined) return undefined;
  return load().catch(() => undefined);
}

export function clientLazy<P extends object>(
  now: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  {
    waitForLoad = false,
  }: {
    /**
     * A render does not start the download: the component waits for `keepLoading` (a deferred
     * island, components/deferred-island.tsx, renders it in the page's first hydration and starts
     * it when the browser is idle).
     */
    waitForLoad?: boolean;
  } = {},
): { Component: ComponentType<P>; load: () => Promise<unknown>; keepLoading: () => void } {
  if (now) return { Component: now, load: () => Promise.resolve(), keepLoading: () => undefined };
  let loading: Promise<ComponentType<P>> | undefined;
  let arrived: (component: ComponentType<P>) => void = () => undefined;
  // What the lazy component waits for: the first download that succeeds, whoever asked for it.
  const arrival = new Promise<{ default: ComponentType<P> }>((resolve) => {
    arrived = (component) => resolve({ default: component });
  });
  const start = () =>
    (loading ??= load().then(
      (component) => {
        arrived(component);
        return component;
      },
      (error: unknown) => {
        // Offline for a moment: the next call tries again.
        loading = undefined;
        throw error;
      },
    ));
  const keepTrying = (wait: number) => {
    start().catch(() => {
      const again = () => {
        window.clearTimeout(timer);
        window.removeEventListener('online', again);
        keepTrying(Math.min(wait * 2, RETRY_LAST_MS));
      };
      const timer = window.setTimeout(again, wait);
      window.addEventListener('online', again);
    });
  };
  let isKeptLoading = false;
  const keepLoading = () => {
    if (isKeptLoading) return;
    isKeptLoading = true;
    keepTrying(RETRY_FIRST_MS);
  };
  const Component = lazy(() => {
    if (!waitForLoad) keepLoading();
    return arrival;
  });
  return { Component, load: start, keepLoading };
}

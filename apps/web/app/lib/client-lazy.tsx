import { type ComponentType, lazy } from 'react';

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
 */
export function clientLazy<P extends object>(
  now: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; load: () => Promise<unknown> } {
  if (now) return { Component: now, load: () => Promise.resolve() };
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      // Offline for a moment: the next render or pointing tries again.
      loading = undefined;
      throw error;
    }));
  return { Component: lazy(() => start().then((component) => ({ default: component }))), load: start };
}

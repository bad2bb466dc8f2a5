import { type ComponentType, memo, Suspense, useCallback, useContext, useEffect, useId, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { clientLazy, whenIdle } from '../lib/client-lazy';
import { followSiteLink, useSiteNavigate } from './link';

/** The island's element, named by its React id; `data-ready` once it has hydrated. */
const ISLAND_ATTRIBUTE = 'data-deferred';
const READY_ATTRIBUTE = 'data-ready';
/** Events that say the visitor is about to use the island: its code is fetched at once. */
const APPROACHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function islandElement(id: string): Element | null {
  // React's ids hold no quote or backslash, so the id goes into the selector's quotes as it is.
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`);
}

/** The island's markup as the page had it before React took the island over, read once. */
const keptMarkup = new Map<string, string>();

function KeptMarkup({ id }: { id: string }) {
  let markup = keptMarkup.get(id);
  if (markup === undefined) {
    markup = islandElement(id)?.innerHTML ?? '';
    keptMarkup.set(id, markup);
  }
  // The page's own server-rendered markup, read above: nothing new is inserted.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * A part of every page that answers clicks but is not what the visitor came for: the header's
 * menus and search box, the footer's newsletter form (issue 37). The page's first hydration leaves
 * it as the server sent it, so neither its code nor its render is part of what a phone does before
 * the page answers: React keeps a server-rendered Suspense boundary whose code has not come
 * "dehydrated" and hydrates it in place once the code is there. The code is fetched when the
 * browser is idle after that first hydration (within two seconds), or at once when the visitor
 * points at, touches or focuses the island, and hydration follows.
 *
 * Before then its links and forms work as plain HTML, as on a page without script. A plain click
 * on a link to this site navigates in the page (as a `Link` would); a click on a button is held and
 * handed to the button once the island has hydrated, a moment later. A navigation that starts before
 * the code has come asks for it at once, and React waits for it before showing the next page;
 * another update that reaches the island before its code makes React show the markup it had
 * meanwhile (`KeptMarkup`) until the code comes. Browser tests wait for every
 * island's `data-ready` (e2e/fixtures.ts).
 *
 * `now` and `load` as for `clientLazy`: `deferredIsland(import.meta.env.SSR ? await load() : undefined, load)`.
 */
export function deferredIsland<P extends object>(
  now: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part = clientLazy(now, load, { waitForLoad: true });

  function Part({ props, id, onReady }: { props: P; id: string; onReady: () => void }) {
    useEffect(() => {
      islandElement(id)?.setAttribute(READY_ATTRIBUTE, '');
      onReady();
    }, [id, onReady]);
    return <part.Component {...props} />;
  }

  function DeferredIsland(props: P) {
    const id = useId();
    const navigate = useSiteNavigate();
    const router = useContext(UNSAFE_DataRouterContext)?.router;
    const heldClick = useRef<HTMLElement | null>(null);
    const stopListening = useRef<() => void>(() => undefined);
    // Stable, so that the island's props change only when the caller's do.
    const onReady = useCallback(() => {
      stopListening.current();
      const button = heldClick.current;
      heldClick.current = null;
      if (button?.isConnected) button.click();
    }, []);

    useEffect(() => {
      const element = islandElement(id);
      if (!element || element.hasAttribute(READY_ATTRIBUTE)) return;
      const isInside = (event: Event) =>
        event.target instanceof Node &&
        element.contains(event.target) &&
        !element.hasAttribute(READY_ATTRIBUTE);
      const approach = (event: Event) => {
        if (isInside(event)) part.keepLoading();
      };
      // On the window, in the capture phase: React stops a click on markup it has not hydrated
      // before it reaches the island.
      const click = (event: MouseEvent) => {
        if (!isInside(event)) return;
        part.keepLoading();
        if (followSiteLink(event, navigate)) return;
        const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
        if (button instanceof HTMLElement) heldClick.current = button;
      };
      const cancelIdle = whenIdle(part.keepLoading);
      // A navigation reaching the island before its code waits for it: it is asked for at once.
      // (Not on any render: React renders a suspended island again by itself after the page has
      // hydrated, which would take the code at once on every page.)
      const stopWatching = router?.subscribe((state) => {
        if (state.navigation.state !== 'idle') part.keepLoading();
      });
      for (const type of APPROACHES)
        window.addEventListener(type, approach, { capture: true, passive: true });
      window.addEventListener('click', click, true);
      const stop = () => {
        cancelIdle();
        stopWatching?.();
        for (const type of APPROACHES) window.removeEventListener(type, approach, { capture: true });
        window.removeEventListener('click', click, true);
      };
      stopListening.current = stop;
      return stop;
    }, [id, navigate, router]);

    return (
      <div {...{ [ISLAND_ATTRIBUTE]: id }} className="contents">
        <Suspense fallback={import.meta.env.SSR ? null : <KeptMarkup id={id} />}>
          <Part props={props} id={id} onReady={onReady} />
        </Suspense>
      </div>
    );
  }
  // Rendered again only when its props change: any other render before the code has come would
  // reach the boundary as an update, and React would render it anew from its kept markup.
  return memo(DeferredIsland) as unknown as ComponentType<P>;
}

import type { Language } from '@jaliya/contract/languages';
import type { Messages } from '@jaliya/contract/messages';
import { createContext, use, useContext, useEffect } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router';

/**
 * The messages a page can show (decision 003). They are not part of any page's data: the build
 * writes one small file per route and one for the shell, each with only the messages its code
 * names (`lib/message-files.node.ts`), as hashed, immutable files. A page's `<head>` names the
 * shell's and its routes' files (preloaded with the scripts, see lib/first-paint.ts) and the
 * browser fetches them before hydrating; a client-side navigation fetches the next page's files
 * as it starts, beside the page's code and data (`useMessagesAhead`), while React keeps the
 * current page on the screen. The server holds the whole catalogue.
 */
export interface Catalogue {
  /** The messages held now. */
  messages(): Messages;
  /** A promise while some of these routes' messages are still on their way, else null. */
  pending(routeIds: readonly string[]): Promise<void> | null;
}

export const CatalogueContext = createContext<Catalogue | null>(null);

/** The whole catalogue, as the server renders with it. */
export function completeCatalogue(messages: Messages): Catalogue {
  return { messages: () => messages, pending: () => null };
}

const VERSION = import.meta.env.VITE_MESSAGES_VERSION ?? 'dev';

/** The address of a route's message file (`root` is the shell's). */
export function messageFileUrl(language: Language, routeId: string): string {
  return `/assets/messages-${VERSION}/${language}/${routeId}.json`;
}

/** The `<meta>` naming the routes whose message files the page hydrates with. */
export const messageFilesMetaName = 'jaliya:messages';

/** The routes whose message files a page needs: the shell's and each matched route's. */
export function messageRouteIds(matches: readonly { id: string }[]): string[] {
  return ['root', ...matches.map((match) => match.id).filter((id) => id !== 'root')];
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null)
      mergeInto(existing as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
}

const ATTEMPTS = 3;

async function fetchMessages(url: string): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
    if (attempt >= ATTEMPTS) throw new Error(`Messages did not load (${url})`);
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/**
 * The browser's catalogue: the message files fetched so far, merged. Each route's file is fetched
 * once; the merged messages are a new object after each arrival, so translators made from the
 * previous one are not reused.
 */
export function browserCatalogue(
  language: Language,
): Catalogue & { load(routeIds: readonly string[]): Promise<void> } {
  let merged = {} as Messages;
  const loads = new Map<string, Promise<void>>();
  const held = new Set<string>();
  // Files that did not come after their retries: the page goes on without them (their keys show).
  const givenUp = new Set<string>();
  const waits = new Map<string, Promise<void>>();
  const load = (routeIds: readonly string[]) =>
    Promise.all(
      routeIds.map((id) => {
        let loading = loads.get(id);
        if (!loading) {
          loading = fetchMessages(messageFileUrl(language, id)).then(
            (messages) => {
              const next = structuredClone(merged) as unknown as Record<string, unknown>;
              mergeInto(next, messages);
              merged = next as unknown as Messages;
              held.add(id);
            },
            (error: unknown) => {
              // Asked again at the next navigation.
              loads.delete(id);
              throw error;
            },
          );
          loads.set(id, loading);
        }
        return loading;
      }),
    ).then(() => undefined);
  return {
    messages: () => merged,
    load,
    pending(routeIds) {
      const missing = routeIds.filter((id) => !held.has(id) && !givenUp.has(id));
      if (missing.length === 0) return null;
      // The same promise for the same wait, as React's `use` needs.
      const key = missing.join(' ');
      let wait = waits.get(key);
      if (!wait) {
        wait = load(missing).catch(() => missing.forEach((id) => held.has(id) || givenUp.add(id)));
        waits.set(key, wait);
        void wait.then(() => waits.delete(key));
      }
      return wait;
    },
  };
}

/** The messages of the shell and of these routes; suspends while they are on their way. */
export function useMessages(routeIds: readonly string[]): Messages {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('useMessages must be used inside CatalogueContext');
  const pending = catalogue.pending(routeIds);
  if (pending) use(pending);
  return catalogue.messages();
}

/**
 * Starts fetching the next page's message files as soon as a client-side navigation starts,
 * beside its code and data. Left to the render, they were asked for only once the data had come,
 * one more round trip during which the address already named the next page while the current
 * one stayed on the screen (a Back in that moment found the page never left, a password still
 * typed in). A route the router has not discovered yet is fetched at the render, as before.
 * React Router offers the route tree only through its unstable context: without it, this does
 * nothing and the render still fetches the files.
 */
export function useMessagesAhead(): void {
  const catalogue = useContext(CatalogueContext);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!catalogue || !router) return;
    // The router tells its subscribers at once; a render of its new state may come much later.
    return router.subscribe((state) => {
      const next = state.navigation.location;
      const matches = next && matchRoutes(router.routes, next, router.basename);
      if (matches) void catalogue.pending(messageRouteIds(matches.map((match) => match.route)));
    });
  }, [catalogue, router]);
}

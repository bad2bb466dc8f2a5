import type { PageState, PageViewer, SavedItemType, User } from '@jaliya/contract';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { apiBaseOfPage } from './api-client';

/** What a page's personal parts may ask about: a kind of saved mark, or a followed business. */
export type MarkKind = SavedItemType | 'follow';

export interface PageStateValue {
  /** Who is signed in, once known: from the page's own render, or from `me/page-state`. */
  viewer: PageViewer | null;
  /** Signed in: a member's shell shows no "Log in", even before the viewer is known. */
  isSignedIn: boolean;
  /** The viewer's mark on an item, once `me/page-state` has answered for it. */
  markOf: (kind: MarkKind, id: number) => boolean | undefined;
  /** Asks for an item's mark (a component whose loader left it to the page state). */
  want: (kind: MarkKind, id: number) => void;
}

const PageStateContext = createContext<PageStateValue>({
  viewer: null,
  isSignedIn: false,
  markOf: () => undefined,
  want: () => undefined,
});

const viewerOf = (user: User | null): PageViewer | null =>
  user ? { name: user.name, email: user.email, phone: user.phone, role: user.role } : null;

/**
 * The personal part of a page (decision 024). A page rendered for the visitor (`user` given) has
 * it already. The member variant of a public page, the same bytes for everyone signed in, has
 * none: once hydrated, this asks `me/page-state` once for the viewer and the marks of the items
 * the page's components asked for (`want`), and again only for items a later render adds. A 401
 * means the session has ended: the page turns into a guest's (the "Log in" link).
 */
export function PageStateProvider({
  isMemberVariant,
  user,
  children,
}: {
  isMemberVariant: boolean;
  user: User | null;
  children: ReactNode;
}) {
  const [fetched, setFetched] = useState<{ viewer: PageViewer | null; isSignedOut: boolean }>({
    viewer: null,
    isSignedOut: false,
  });
  const [marks, setMarks] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const wanted = useRef(new Map<MarkKind, Set<number>>());
  const asked = useRef(new Set<string>());
  const isScheduled = useRef(false);
  const isAskingForViewer = useRef(false);

  const flush = useCallback(() => {
    isScheduled.current = false;
    const query = new URLSearchParams();
    const keys: string[] = [];
    for (const [kind, ids] of wanted.current) {
      const fresh = [...ids].filter((id) => !asked.current.has(`${kind}:${id}`));
      ids.clear();
      if (fresh.length === 0) continue;
      query.set(kind, fresh.join(','));
      for (const id of fresh) keys.push(`${kind}:${id}`);
    }
    if (keys.length === 0 && !isAskingForViewer.current) return;
    isAskingForViewer.current = false;
    for (const key of keys) asked.current.add(key);
    const search = query.toString();
    fetch(`${apiBaseOfPage()}/me/page-state${search ? `?${search}` : ''}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then(async (response) => {
        if (response.status === 401) {
          setFetched({ viewer: null, isSignedOut: true });
          return;
        }
        if (!response.ok) throw new Error(`page-state answered ${response.status}`);
        const { data } = (await response.json()) as { data: PageState };
        setFetched({ viewer: data.viewer, isSignedOut: false });
        setMarks((earlier) => {
          const next = new Map(earlier);
          for (const key of keys) if (!next.has(key)) next.set(key, false);
          for (const [kind, ids] of Object.entries(data.saved))
            for (const id of ids) next.set(`${kind}:${id}`, true);
          for (const id of data.following) next.set(`follow:${id}`, true);
          return next;
        });
      })
      .catch(() => {
        // Asked again by the next render that wants something; the shell stays as it is meanwhile.
        for (const key of keys) asked.current.delete(key);
      });
  }, []);

  const schedule = useCallback(() => {
    // Every component of one commit asks in its effects, which run together: a microtask after
    // them makes one request for all (and runs whatever a test does with the page's clock).
    if (isScheduled.current) return;
    isScheduled.current = true;
    queueMicrotask(flush);
  }, [flush]);

  useEffect(() => {
    if (!isMemberVariant) return;
    isAskingForViewer.current = true;
    schedule();
  }, [isMemberVariant, schedule]);

  const want = useCallback(
    (kind: MarkKind, id: number) => {
      if (!isMemberVariant || asked.current.has(`${kind}:${id}`)) return;
      let ids = wanted.current.get(kind);
      if (!ids) wanted.current.set(kind, (ids = new Set()));
      ids.add(id);
      schedule();
    },
    [isMemberVariant, schedule],
  );

  const value = useMemo<PageStateValue>(() => {
    // A page rendered for the visitor knows them; a member variant learns them from the page state.
    const viewer = user ? viewerOf(user) : isMemberVariant ? fetched.viewer : null;
    return {
      viewer,
      isSignedIn: user !== null || (isMemberVariant && !fetched.isSignedOut),
      markOf: (kind, id) => marks.get(`${kind}:${id}`),
      want,
    };
  }, [user, isMemberVariant, fetched, marks, want]);
  return <PageStateContext.Provider value={value}>{children}</PageStateContext.Provider>;
}

export function usePageState(): PageStateValue {
  return useContext(PageStateContext);
}

/**
 * An item's mark for a button: the loader's when the page was rendered for the visitor, else the
 * page state's once it has answered (undefined until then). Asks for it when needed.
 */
export function useMark(kind: MarkKind, id: number, fromLoader: boolean | undefined, isSignedIn: boolean) {
  const pageState = usePageState();
  const { want } = pageState;
  const needsPageState = fromLoader === undefined && isSignedIn;
  useEffect(() => {
    if (needsPageState) want(kind, id);
  }, [needsPageState, want, kind, id]);
  return {
    mark: fromLoader ?? pageState.markOf(kind, id),
    /** False once the page state says the session has ended. */
    isSignedIn: isSignedIn && (fromLoader !== undefined || pageState.isSignedIn),
  };
}

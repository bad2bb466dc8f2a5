import { createContext, forwardRef, type MouseEvent, type ReactNode, useContext } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps React Router's link
import { type LinkProps, type NavigateFunction, Link as RouterLink, useNavigate } from 'react-router';

/**
 * The router's `navigate`, read once for the whole page (by `LinkNavigation` in the root layout)
 * rather than by every link.
 */
const NavigateContext = createContext<NavigateFunction | null>(null);

export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/** The router's `navigate` for the page, or null outside `LinkNavigation` (as in a unit test). */
export function useSiteNavigate(): NavigateFunction | null {
  return useContext(NavigateContext);
}

/** A path on this site (`/Blog?page=2`), not a relative one and not another host's (`//x`, `/\x`). */
export function isSitePath(to: LinkProps['to'] | undefined): to is string {
  return typeof to === 'string' && to.startsWith('/') && to[1] !== '/' && to[1] !== '\\';
}

/** What `isPlainClick` reads of a click: React's event or the browser's. */
type ClickFacts = Pick<
  MouseEvent<Element>,
  'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
>;

/** A plain left click the page may take over: no new tab or window, no download. */
export function isPlainClick(event: ClickFacts, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * Follows a plain click on a link to this site inside markup React has not hydrated (a static or
 * deferred island) with a navigation in the page, as the `Link` it was rendered from would. Returns
 * whether it did; anything else (another site, a download, a new tab) is left to the browser.
 */
export function followSiteLink(
  event: ClickFacts & Pick<Event, 'target' | 'preventDefault'>,
  navigate: NavigateFunction | null,
): boolean {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const to = link?.getAttribute('href') ?? undefined;
  if (!navigate || !link || !isSitePath(to) || link.hasAttribute('download')) return false;
  if (!isPlainClick(event, link.getAttribute('target') ?? undefined)) return false;
  event.preventDefault();
  const isCurrentPage = new URL(to, window.location.href).href === window.location.href;
  void navigate(to, { replace: isCurrentPage });
  return true;
}

/**
 * React Router's `<Link>` for the links pages are made of: the same `<a>` (with `data-discover`,
 * so the router still learns the routes a page links to before they are clicked) and the same
 * client-side navigation on a plain click; a link to the page already shown replaces its history
 * entry, as React Router's does. A home page has over a hundred links, and React Router's resolves
 * its path against the route tree and reads the location and the router on every render: a tenth
 * of a signed-in page's render. A path on this site needs none of that. Anything else (a relative
 * path, an object, a reload or prefetch option) goes to React Router's own.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const navigate = useContext(NavigateContext);
  const {
    to,
    replace,
    state,
    preventScrollReset,
    target,
    onClick,
    reloadDocument,
    prefetch,
    discover,
    relative,
    viewTransition,
    mask,
    defaultShouldRevalidate,
    ...anchor
  } = props;
  const needsRouterLink =
    !navigate ||
    !isSitePath(to) ||
    [reloadDocument, prefetch, discover, relative, viewTransition, mask, defaultShouldRevalidate].some(
      (option) => option !== undefined,
    );
  if (needsRouterLink) return <RouterLink ref={ref} {...props} />;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const isCurrentPage = new URL(to, window.location.href).href === window.location.href;
    void navigate(to, { replace: replace ?? isCurrentPage, state, preventScrollReset });
  };
  // Its content arrives with the other props (`children`), as with React Router's link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...anchor} ref={ref} href={to} target={target} onClick={handleClick} data-discover="true" />;
});

import type { UIMatch } from 'react-router';

/** What a route can tell the layout about itself through its `handle` export. */
export interface RouteHandle {
  /** The page starts with a full-bleed hero that the header floats over until scrolled. */
  headerOverHero?: boolean;
  hideHeader?: boolean;
  hideFooter?: boolean;
  /**
   * A public page whose signed-in visitors get the member variant from the page cache (decision
   * 024): its loaders read nothing personal on the server (they leave marks to the page state).
   * Read by the server (`plugins/web.ts`) from the deepest matched route; without it a
   * signed-in visitor's page is rendered for them.
   */
  isSharedWithMembers?: boolean;
}

/** Merges the handles of the matched routes; the deepest route wins. */
export function mergeHandles(matches: UIMatch[]): RouteHandle {
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle)) as RouteHandle;
}

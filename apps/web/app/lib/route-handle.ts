import type { UIMatch } from 'react-router';

/** What a route can tell the layout about itself through its `handle` export. */
export interface RouteHandle {
  /** The page starts with a full-bleed hero that the header floats over until scrolled. */
  headerOverHero?: boolean;
  hideHeader?: boolean;
  hideFooter?: boolean;
}

/** Merges the handles of the matched routes; the deepest route wins. */
export function mergeHandles(matches: UIMatch[]): RouteHandle {
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle)) as RouteHandle;
}

import { deferredIsland } from './deferred-island';

export type { PostActionsProps } from './post-actions-bar';

// A post's Save, Share and Report buttons are not what its page is opened for: they hydrate once
// the browser is idle after the page, or at once when pointed at or touched, and a tap meanwhile
// is handed over once they have (decision 029). Without JavaScript, Save and Report are forms and
// links that work as they are.
const loadPostActions = () => import('./post-actions-bar').then((module) => module.PostActionsBar);
export const PostActions = deferredIsland(
  import.meta.env.SSR ? await loadPostActions() : undefined,
  loadPostActions,
);

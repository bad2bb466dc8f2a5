/** Web addresses of the events pages; the public ones are the contract's, shared with the sitemap. */
import { eventKind } from '@jaliya/contract/kinds';
export { EVENTS_PATH, eventPath } from '@jaliya/contract/page-paths';

export const MY_EVENTS_PATH = eventKind.myPostsPath;
export const POST_EVENT_PATH = '/post-event';
export const SAVED_EVENTS_PATH = '/saved-events';

export function editEventPath(id: number): string {
  return `${MY_EVENTS_PATH}/${id}/edit`;
}

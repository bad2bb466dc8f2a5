import type { Event } from '@jaliya/contract';
import { googleCalendarUrl, outlookCalendarUrl } from '@jaliya/contract/event-calendar';
import type { CalendarLinks } from './components/add-to-calendar';
import { eventCalendarPath } from '../../lib/endpoints.server';

/**
 * The event's "Add to calendar" addresses, made on the server: the API's `.ics` file under the
 * page's API base, and the Google and Outlook links, which name the page in its language.
 */
export function eventCalendarLinks(
  event: Event,
  { apiBase, pageUrl }: { apiBase: string; pageUrl: string },
): CalendarLinks {
  return {
    ics: eventCalendarPath(apiBase, event.id),
    google: googleCalendarUrl(event, pageUrl),
    outlook: outlookCalendarUrl(event, pageUrl),
  };
}

/**
 * "Add to calendar" for community events: the calendar file (RFC 5545, served as `.ics` by the API)
 * and the Google Calendar and Outlook links of the event page.
 *
 * Zod-free and dependency-free, so the browser imports it (`@jaliya/contract/event-calendar`). Timed
 * events are written as UTC instants (`startsAt`/`endsAt`), which every calendar shows in its own
 * time zone; all-day events as dates, with the end the day after the last day (exclusive ends).
 */

/** What the calendar needs of an event: a subset of the contract's `Event`, which satisfies it. */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  /** ISO 8601 UTC instants. */
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  /** `YYYY-MM-DD` in the site's time zone: the first and the last day. */
  startDate: string;
  endDate: string;
  timeZone: string;
  venueName: string | null;
  address: string | null;
  onlineUrl: string | null;
  location: { lat: number; lng: number } | null;
  city?: { name: string } | null;
  updatedAt?: string | null;
}

export interface EventIcsOptions {
  /** The event's public page, absolute (`https://host/Show-Event/12/slug`). */
  url: string;
  /** The site's name, for the calendar's producer line. */
  siteName: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** The longest description a calendar entry carries, in characters, before "…". */
export const CALENDAR_DESCRIPTION_LIMIT = 1000;
/** Shorter in the links: they are web addresses, which browsers and servers limit. */
const LINK_DESCRIPTION_LIMIT = 500;
const FOLD_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (RFC 5545 3.1): no line longer than 75 octets of UTF-8 without its line
 * break, the next ones starting with a space (counted in their 75), and never inside a character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > FOLD_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** `20261205T180000Z` from an instant. */
function utcStamp(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The day after a `YYYY-MM-DD` date, as `YYYY-MM-DD` (calendar dates, no time zone involved). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) throw new RangeError(`Not a date: ${date}`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** Shortens plain text to `limit` characters, at a word's end when one is near, with "…". */
export function truncateText(text: string, limit: number): string {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  const characters = Array.from(normalized);
  if (characters.length <= limit) return normalized;
  const cut = characters.slice(0, limit - 1).join('');
  const space = cut.search(/\s\S*$/);
  const atWord = space >= Math.floor(cut.length * 0.8) ? cut.slice(0, space) : cut;
  return `${atWord.trimEnd()}…`;
}

/** Venue, address and city (when the address does not name it), for LOCATION and the links. */
export function eventPlace(
  event: Pick<CalendarEvent, 'venueName' | 'address' | 'onlineUrl' | 'city'>,
): string {
  const parts: string[] = [];
  for (const part of [event.venueName, event.address]) {
    const value = part?.trim();
    if (value) parts.push(value);
  }
  const city = event.city?.name.trim();
  if (parts.length > 0 && city && !parts.some((part) => part.includes(city))) parts.push(city);
  if (parts.length > 0) return parts.join(', ');
  return event.onlineUrl ?? '';
}

/** The text under the title: the description, the online link when the place is a venue, the page. */
function eventDetails(event: CalendarEvent, url: string, limit: number): string {
  const lines = [truncateText(event.description, limit)];
  const place = eventPlace(event);
  if (event.onlineUrl && place !== event.onlineUrl) lines.push(event.onlineUrl);
  lines.push(url);
  return lines.filter((line) => line !== '').join('\n\n');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase() || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The UID: the same for an event on a host whenever the file is downloaded again. */
export function eventUid(event: Pick<CalendarEvent, 'id'>, url: string): string {
  return `event-${event.id}@${hostOf(url)}`;
}

/** The event's calendar file (`text/calendar`), CRLF line ends, folded at 75 octets. */
export function eventIcs(event: CalendarEvent, { url, siteName, now }: EventIcsOptions): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(siteName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${eventUid(event, url)}`,
    `DTSTAMP:${utcStamp(now)}`,
  ];
  if (event.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.startDate)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(dayAfter(event.endDate))}`);
  } else {
    lines.push(`DTSTART:${utcStamp(event.startsAt)}`);
    lines.push(`DTEND:${utcStamp(event.endsAt)}`);
  }
  if (event.updatedAt) {
    const updated = new Date(event.updatedAt);
    if (!Number.isNaN(updated.getTime())) lines.push(`LAST-MODIFIED:${utcStamp(updated)}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(event.title.trim())}`);
  const details = eventDetails(event, url, CALENDAR_DESCRIPTION_LIMIT);
  if (details) lines.push(`DESCRIPTION:${escapeIcsText(details)}`);
  const place = eventPlace(event);
  if (place) lines.push(`LOCATION:${escapeIcsText(place)}`);
  if (event.location && Number.isFinite(event.location.lat) && Number.isFinite(event.location.lng)) {
    lines.push(`GEO:${event.location.lat.toFixed(6)};${event.location.lng.toFixed(6)}`);
  }
  lines.push(`URL:${url}`, 'STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Query strings with `%20` for spaces: Outlook shows a `+` as written. */
function query(parameters: [string, string][]): string {
  return parameters
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Google Calendar's "create event" link: UTC times, or dates with the day after the last. */
export function googleCalendarUrl(event: CalendarEvent, url: string): string {
  const dates = event.allDay
    ? `${compactDate(event.startDate)}/${compactDate(dayAfter(event.endDate))}`
    : `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`;
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title.trim()],
    ['dates', dates],
    ['ctz', event.timeZone],
    ['details', eventDetails(event, url, LINK_DESCRIPTION_LIMIT)],
    ['location', eventPlace(event)],
  ])}`;
}

/** Outlook.com's compose link: `YYYY-MM-DDTHH:mm:ssZ`, or dates with `allday=true`. */
export function outlookCalendarUrl(event: CalendarEvent, url: string): string {
  const iso = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const [start, end] = event.allDay
    ? [event.startDate, dayAfter(event.endDate)]
    : [iso(event.startsAt), iso(event.endsAt)];
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', event.title.trim()],
    ['startdt', start],
    ['enddt', end],
    ['allday', event.allDay ? 'true' : ''],
    ['body', eventDetails(event, url, LINK_DESCRIPTION_LIMIT)],
    ['location', eventPlace(event)],
  ])}`;
}

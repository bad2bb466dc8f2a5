import type { Language } from '@jaliya/contract/languages';
import { dateTimeFormat } from '../../lib/format';

/** What the dates of an event need: its instants, its local days and whether it takes whole days. */
export interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
  timeZone: string;
}

/**
 * ICU versions differ in the spaces they put around a range's dash and before AM/PM (Node's thin
 * and narrow spaces, Chromium's plain ones): written as plain spaces, the server's text is the
 * browser's, and hydration keeps it.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** Noon UTC of a `YYYY-MM-DD` day: formatted in UTC, it is that day whatever the reader's zone. */
export function dayInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

/**
 * When an event is, as one line in the language's words and digits, in the site's time zone:
 * "Saturday, December 5, 2026" (all day), "Saturday, December 5 – Monday, December 7, 2026"
 * (several whole days), "Sat, Dec 5, 2026, 6:00 – 9:00 PM", or with both ends' days when it runs
 * past midnight.
 */
export function eventWhenText(event: EventTimes, language: Language): string {
  if (event.allDay) {
    const format = dateTimeFormat(language, LONG_DAY);
    return plainSpaces(
      event.startDate === event.endDate
        ? format.format(dayInstant(event.startDate))
        : format.formatRange(dayInstant(event.startDate), dayInstant(event.endDate)),
    );
  }
  const format = dateTimeFormat(language, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
  });
  return plainSpaces(format.formatRange(new Date(event.startsAt), new Date(event.endsAt)));
}

/** The times of a timed event on one of its days ("6:00 – 9:00 PM"); null for whole days. */
export function eventTimeText(event: EventTimes, language: Language): string | null {
  if (event.allDay) return null;
  const format = dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: event.timeZone });
  return plainSpaces(
    event.startDate === event.endDate
      ? format.formatRange(new Date(event.startsAt), new Date(event.endsAt))
      : format.format(new Date(event.startsAt)),
  );
}

/** A day's heading in the agenda: "Saturday, December 5", with the year when it is not this one's. */
export function dayHeading(date: string, today: string, language: Language): string {
  return dateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(dayInstant(date));
}

/** The short month and the day of a `YYYY-MM-DD` day, for a card's date badge: "Dec", "5". */
export function dateBadge(date: string, language: Language): { month: string; day: string } {
  const instant = dayInstant(date);
  return {
    month: dateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(instant),
    day: dateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' }).format(instant),
  };
}

/**
 * The agenda: events by day, soonest first, as the list gives them. An event under way since an
 * earlier day is under today, where the visitor can still go to it.
 */
export function agendaDays<T extends Pick<EventTimes, 'startDate'>>(
  events: readonly T[],
  today: string,
): { date: string; events: T[] }[] {
  const days: { date: string; events: T[] }[] = [];
  for (const event of events) {
    const date = event.startDate < today ? today : event.startDate;
    const last = days.at(-1);
    if (last?.date === date) last.events.push(event);
    else days.push({ date, events: [event] });
  }
  return days;
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(date: string): string {
  const next = dayInstant(date);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The site's time zone as people name it in the language, at the event's start ("Eastern Standard Time"). */
export function eventTimeZoneName(
  event: Pick<EventTimes, 'startsAt' | 'timeZone'>,
  language: Language,
): string {
  const parts = dateTimeFormat(language, { timeZone: event.timeZone, timeZoneName: 'long' }).formatToParts(
    new Date(event.startsAt),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? event.timeZone;
}

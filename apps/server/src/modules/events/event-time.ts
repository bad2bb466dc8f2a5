import {
  type EventWhen,
  localDateTime,
  MINUTES_PER_DAY,
  parseTimeOfDay,
  zonedWallTimeToUtc,
} from '@jaliya/contract';

const DAY_MS = 86_400_000;

/** The calendar date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 0 .. Sunday 6 of a `YYYY-MM-DD` date. */
function weekday(date: string): number {
  return (new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay() + 6) % 7;
}

/** The instant a local day starts in a time zone. */
export function startOfDay(date: string, timeZone: string): string {
  return zonedWallTimeToUtc(date, 0, timeZone).toISOString();
}

/** The two instants of an event, from the dates and times its poster wrote in the site's time zone. */
export function eventInstants(
  event: {
    allDay: boolean;
    startDate: string;
    startTime: string | null;
    endDate: string;
    endTime: string | null;
  },
  timeZone: string,
): { startsAt: string; endsAt: string } {
  const minutes = (time: string | null) => (time ? (parseTimeOfDay(time) ?? 0) : 0);
  if (event.allDay) {
    // Whole days: from the first day's midnight to the midnight after the last day.
    return {
      startsAt: startOfDay(event.startDate, timeZone),
      endsAt: zonedWallTimeToUtc(event.endDate, MINUTES_PER_DAY, timeZone).toISOString(),
    };
  }
  return {
    startsAt: zonedWallTimeToUtc(event.startDate, minutes(event.startTime), timeZone).toISOString(),
    endsAt: zonedWallTimeToUtc(event.endDate, minutes(event.endTime), timeZone).toISOString(),
  };
}

/** A span of time as two instants: from `start` (included) to `end` (excluded). */
export interface Span {
  start: string;
  end: string;
}

/**
 * The span a list's ready-made choice names, in the site's time zone: today; this week (to the
 * end of Sunday); this weekend (Friday to Sunday; while it is under way, from today); this month.
 */
export function whenSpan(when: EventWhen, now: Date, timeZone: string): Span {
  const today = localDateTime(now, timeZone).date;
  const day = weekday(today);
  const span = (first: string, afterLast: string): Span => ({
    start: startOfDay(first, timeZone),
    end: startOfDay(afterLast, timeZone),
  });
  switch (when) {
    case 'today':
      return span(today, addDays(today, 1));
    case 'this_week':
      return span(today, addDays(today, 7 - day));
    case 'this_weekend':
      // Friday is 4: before it, the coming Friday; from Friday to Sunday, the weekend under way.
      return day < 4
        ? span(addDays(today, 4 - day), addDays(today, 7 - day))
        : span(today, addDays(today, 7 - day));
    case 'this_month': {
      const first = `${today.slice(0, 7)}-01`;
      return span(today, nextMonth(first));
    }
  }
}

/** The first day of the month after the one a `YYYY-MM-DD` date is in. */
export function nextMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The span of `from` and `to` days (either may be missing), in the site's time zone. */
export function datesSpan(from: string | undefined, to: string | undefined, timeZone: string): Partial<Span> {
  return {
    ...(from ? { start: startOfDay(from, timeZone) } : {}),
    ...(to ? { end: startOfDay(addDays(to, 1), timeZone) } : {}),
  };
}

/**
 * The local days an event is on, from its first to its last: an event ending at midnight is not
 * on the day that midnight starts.
 */
export function daysOf(event: {
  startDate: string;
  endDate: string;
  endTime: string | null;
  allDay: boolean;
}): string[] {
  let last = event.endDate;
  if (!event.allDay && event.endTime === '00:00' && last > event.startDate) last = addDays(last, -1);
  const days: string[] = [];
  for (let date = event.startDate; date <= last && days.length <= 366; date = addDays(date, 1))
    days.push(date);
  return days;
}

import { EVENT_ATTENDANCE, EVENT_WHEN } from '@jaliya/contract/event-options';
import { isCalendarDate } from '@jaliya/contract/opening-hours-time';
import { readListFilters } from '../../lib/list-filters';

/** The spoken languages a visitor filters by (an event in both counts for either). */
export const EVENT_FILTER_LANGUAGES = ['ar', 'en'] as const;

/** The events list's filters as they appear in a page address; anything else is left out. */
export interface EventFilters {
  when?: (typeof EVENT_WHEN)[number];
  from?: string;
  to?: string;
  category?: string;
  city?: string;
  free?: '1';
  language?: (typeof EVENT_FILTER_LANGUAGES)[number];
  attendance?: (typeof EVENT_ATTENDANCE)[number];
  cursor?: string;
}

/** Which view of the events the address asks for: the agenda (a list by day) or one month's grid. */
export type EventView = { view: 'agenda' } | { view: 'month'; month: string };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Reads the filters from a page address: unknown values are dropped, never sent on. */
export function eventFiltersOf(request: Request): EventFilters {
  const filters = readListFilters(request, {
    choices: { when: EVENT_WHEN, language: EVENT_FILTER_LANGUAGES, attendance: EVENT_ATTENDANCE },
    ids: ['category'],
    flags: ['free'],
  }) as EventFilters;
  const search = new URL(request.url).searchParams;
  // A ready-made range replaces the dates; otherwise each date is kept when it is a real day.
  if (!filters.when) {
    for (const name of ['from', 'to'] as const) {
      const value = search.get(name)?.trim();
      if (value && isCalendarDate(value)) filters[name] = value;
    }
  }
  return filters;
}

/** The month of a `YYYY-MM` string as a year and month (1-12), or undefined. */
export function parseMonth(value: string | null | undefined): { year: number; month: number } | undefined {
  const match = value ? MONTH.exec(value) : null;
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 2000 || year > 2100) return undefined;
  return { year, month: Number(match[2]) };
}

/** `YYYY-MM` of a year and month, the month moved by `delta` (across years). */
export function monthKey(year: number, month: number, delta = 0): string {
  const index = year * 12 + (month - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The view the address asks for: `?view=month&month=YYYY-MM` (this month when the month is missing
 * or not one), else the agenda.
 */
export function eventViewOf(request: Request, today: string): EventView {
  const search = new URL(request.url).searchParams;
  if (search.get('view') !== 'month') return { view: 'agenda' };
  const asked = parseMonth(search.get('month'));
  return { view: 'month', month: asked ? monthKey(asked.year, asked.month) : today.slice(0, 7) };
}

/** The address of the events page with these filters and view (empty values left out). */
export function eventsAddress(
  path: string,
  filters: Readonly<Record<string, string | undefined>>,
  view?: { view: 'month'; month: string },
): string {
  const search = new URLSearchParams();
  if (view) {
    search.set('view', 'month');
    search.set('month', view.month);
  }
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

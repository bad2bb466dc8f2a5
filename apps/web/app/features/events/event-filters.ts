import { EVENT_LIST_FILTERS } from '@jaliya/contract/event-options';
import type { ListFilterValues } from '@jaliya/contract/list-filters';
import { listFilterSpecOf, readListFilters } from '../../lib/list-filters';

/**
 * The events list's filters as they appear in a page address (those the contract declares, the
 * city and the keyset cursor); anything else is left out.
 */
export type EventFilters = ListFilterValues<typeof EVENT_LIST_FILTERS> & { city?: string; cursor?: string };

const EVENT_FILTER_SPEC = listFilterSpecOf(EVENT_LIST_FILTERS);

/** Which view of the events the address asks for: the agenda (a list by day) or one month's grid. */
export type EventView = { view: 'agenda' } | { view: 'month'; month: string };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Reads the filters from a page address: unknown values are dropped, never sent on. */
export function eventFiltersOf(request: Request): EventFilters {
  const filters = readListFilters(request, EVENT_FILTER_SPEC) as EventFilters;
  // A ready-made range replaces the dates (the API ignores them with it).
  if (filters.when) {
    delete filters.from;
    delete filters.to;
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

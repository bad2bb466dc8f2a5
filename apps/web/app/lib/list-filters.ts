import { filterNames, type ListFilter, type ListFilters } from '@jaliya/contract/list-filters';
import { isCalendarDate } from '@jaliya/contract/opening-hours-time';

/** What a classified list reads from its page address, besides the city and the keyset cursor. */
export interface ListFilterSpec {
  /** Drop-downs: only one of the listed values is kept. */
  choices: Record<string, readonly string[]>;
  /** Number boxes, each with its largest value. */
  numbers?: Record<string, number>;
  /** Record ids (a category, a model). */
  ids?: readonly string[];
  /** Check boxes, kept only as `1`. */
  flags?: readonly string[];
  /** Days (`YYYY-MM-DD`), kept only when they are real days. */
  dates?: readonly string[];
}

/** The reading of a page address for filters the contract declares (`@jaliya/contract/list-filters`). */
export function listFilterSpecOf(filters: ListFilters): ListFilterSpec {
  const choices: Record<string, readonly string[]> = {};
  for (const [name, filter] of Object.entries(filters) as [string, ListFilter][]) {
    if (filter.type === 'choice') choices[name] = filter.options;
  }
  return {
    choices,
    ids: filterNames(filters, 'id'),
    flags: filterNames(filters, 'flag'),
    dates: filterNames(filters, 'date'),
  };
}

const ID = /^[1-9]\d{0,8}$/;

/**
 * Reads a list's filters from a page address: unknown names and values are dropped, never sent
 * on to the API, so a hand-edited address shows the list rather than an error.
 */
export function readListFilters(request: Request, spec: ListFilterSpec): Record<string, string> {
  const search = new URL(request.url).searchParams;
  const filters: Record<string, string> = {};
  for (const [name, values] of Object.entries(spec.choices)) {
    const value = search.get(name);
    if (value && values.includes(value)) filters[name] = value;
  }
  for (const [name, max] of Object.entries(spec.numbers ?? {})) {
    const value = search.get(name)?.trim();
    if (value && /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) <= max) filters[name] = value;
  }
  for (const name of ['city', ...(spec.ids ?? [])]) {
    const value = search.get(name);
    if (value && ID.test(value)) filters[name] = value;
  }
  for (const name of spec.flags ?? []) if (search.get(name) === '1') filters[name] = '1';
  for (const name of spec.dates ?? []) {
    const value = search.get(name)?.trim();
    if (value && isCalendarDate(value)) filters[name] = value;
  }
  const cursor = search.get('cursor');
  if (cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor)) filters.cursor = cursor;
  return filters;
}

/**
 * What a list's address holds that is not a filter: the order (a sort changes what comes first,
 * not what is shown), the page, and the position a sort by distance goes from.
 */
const NOT_FILTERS: ReadonlySet<string> = new Set(['sort', 'cursor', 'page', 'lat', 'lng']);

/**
 * How many filters narrow a list: each one set to something other than its default (empty, "any",
 * unticked). The number on a list's Filters button.
 */
export function countActiveFilters(filters: Readonly<Record<string, string | undefined>>): number {
  return Object.entries(filters).filter(([name, value]) => !NOT_FILTERS.has(name) && value).length;
}

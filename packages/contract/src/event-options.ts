import type { ListFilters } from './list-filters';

/**
 * The choices of an event's form and filters, without zod, so the browser bundle can list them
 * (the schemas in `events.ts` are built from these same lists).
 */

/** Where it happens: at a venue, online, or both. */
export const EVENT_ATTENDANCE = ['in_person', 'online', 'mixed'] as const;
export type EventAttendance = (typeof EVENT_ATTENDANCE)[number];

/** What it costs: nothing, an amount, or "from" an amount (several tickets). */
export const EVENT_PRICE_TYPES = ['free', 'amount', 'from'] as const;
export type EventPriceType = (typeof EVENT_PRICE_TYPES)[number];

/** The languages spoken at it. */
export const EVENT_SPOKEN_LANGUAGES = ['ar', 'en', 'both'] as const;
export type EventSpokenLanguage = (typeof EVENT_SPOKEN_LANGUAGES)[number];

/** The list's ready-made date ranges, in the site's time zone ("this weekend" is Friday to Sunday). */
export const EVENT_WHEN = ['today', 'this_week', 'this_weekend', 'this_month'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** The spoken languages a visitor filters by (an event in both counts for either). */
export const EVENT_FILTER_LANGUAGES = ['ar', 'en'] as const;

/**
 * The events list's filters besides the city, in the query's order: the API's query schema
 * (`EventListQuerySchema`), the page address's reading and the filter form all follow from it.
 */
export const EVENT_LIST_FILTERS = {
  category: { type: 'id' },
  when: {
    type: 'choice',
    options: EVENT_WHEN,
    description: 'A ready-made range in the site’s time zone; `from`/`to` are ignored with it.',
  },
  from: { type: 'date', description: 'Events on or after this day (`YYYY-MM-DD`).' },
  to: { type: 'date', description: 'Events on or before this day.' },
  free: { type: 'flag', description: 'Only free events.' },
  language: {
    type: 'choice',
    options: EVENT_FILTER_LANGUAGES,
    description: 'Events where this language is spoken (`both` counts for either).',
  },
  attendance: { type: 'choice', options: EVENT_ATTENDANCE },
} as const satisfies ListFilters;

/** The month view's filters besides the city: the list's, without its dates or the way to attend. */
export const EVENT_MONTH_FILTERS = ['category', 'free', 'language'] as const;

export const MAX_EVENT_PHOTOS = 6;
/** The longest an event may last, start to end. */
export const MAX_EVENT_DAYS = 31;
/** How long an ended event stays reachable at its address, marked as past. */
export const PAST_EVENT_REACHABLE_DAYS = 30;

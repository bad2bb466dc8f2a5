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

export const MAX_EVENT_PHOTOS = 6;
/** The longest an event may last, start to end. */
export const MAX_EVENT_DAYS = 31;
/** How long an ended event stays reachable at its address, marked as past. */
export const PAST_EVENT_REACHABLE_DAYS = 30;

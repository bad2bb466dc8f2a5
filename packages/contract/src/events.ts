import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  EVENT_ATTENDANCE,
  EVENT_PRICE_TYPES,
  EVENT_SPOKEN_LANGUAGES,
  EVENT_LIST_FILTERS,
  EVENT_MONTH_FILTERS,
  MAX_EVENT_DAYS,
  MAX_EVENT_PHOTOS,
} from './event-options';
import {
  bodyFlag,
  ClassifiedCardShape,
  ClassifiedDetailShape,
  ClassifiedInputShape,
  ClassifiedQueryShape,
  classifiedEndpoints,
  EVEN_WITH_FIELD_ERRORS,
  listFilterQueryShape,
  optionalText,
  price,
  queryId,
  webAddress,
} from './classifieds';
import { KeysetQueryShape } from './listings';
import { MAX_RECORD_ID } from './limits';
import { isCalendarDate, parseTimeOfDay } from './opening-hours-time';

/**
 * Community events, declared on the classifieds core (decision 025) without its offer-or-seek:
 * a start and an end in the site's time zone (or whole days), a venue or an online link, an
 * organiser (a person, or one of the poster's business profiles), a price that may be free or
 * "from", the languages spoken, up to six photos, and contact details shown on request.
 */

const calendarDate = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .refine((value) => isCalendarDate(value), { error: key });
const timeOfDay = z
  .string({ error: 'validation.timeInvalid' })
  .trim()
  .refine((value) => value === '' || parseTimeOfDay(value) !== undefined, { error: 'validation.timeInvalid' })
  .nullish()
  .transform((value) => value || null);

/** The event's own fields, as an owner writes them. */
const EventInputFields = {
  categoryId: z.coerce
    .number({ error: 'validation.categoryRequired' })
    .int({ error: 'validation.categoryRequired' })
    .positive({ error: 'validation.categoryRequired' })
    .max(MAX_RECORD_ID, { error: 'validation.choiceInvalid' }),
  allDay: bodyFlag.default(false).describe('Whole days: no times, the dates are the first and last day.'),
  startDate: calendarDate('validation.startDateRequired').describe('`YYYY-MM-DD` in the site’s time zone.'),
  startTime: timeOfDay.describe('`HH:mm` in the site’s time zone; required unless all-day.'),
  endDate: calendarDate('validation.endDateRequired').describe(
    '`YYYY-MM-DD`; the same as the start for one day.',
  ),
  endTime: timeOfDay.describe('`HH:mm`; required unless all-day.'),
  attendance: z.enum(EVENT_ATTENDANCE, { error: 'validation.attendanceRequired' }),
  venueName: optionalText(160),
  address: optionalText(300),
  onlineUrl: webAddress.describe('Where to join an online event.'),
  organizerName: optionalText(120).describe('The organiser when it is not one of your business profiles.'),
  organizerBusinessId: z.coerce
    .number({ error: 'validation.choiceInvalid' })
    .int({ error: 'validation.choiceInvalid' })
    .positive({ error: 'validation.choiceInvalid' })
    .max(MAX_RECORD_ID, { error: 'validation.choiceInvalid' })
    .nullish()
    .transform((value) => value ?? null)
    .describe('One of your published business profiles, as the organiser.'),
  priceType: z.enum(EVENT_PRICE_TYPES, { error: 'validation.priceTypeRequired' }),
  price: price('validation.priceRequired')
    .nullish()
    .transform((value) => value ?? null)
    .describe('The price, or the lowest one with `from`; empty when free.'),
  spokenLanguage: z.enum(EVENT_SPOKEN_LANGUAGES, { error: 'validation.spokenLanguageRequired' }),
  registrationUrl: webAddress,
  photoIds: ClassifiedInputShape.photoIds.pipe(
    z.array(z.number()).max(MAX_EVENT_PHOTOS, { error: 'validation.photosTooMany' }),
  ),
};

const { intent: _intent, ...SharedInputShape } = ClassifiedInputShape;

/** Minutes since the day's start, or undefined. */
const minutesOf = (time: string | null | undefined) => (time ? parseTimeOfDay(time) : undefined);

export const EventInputSchema = z
  .object({ ...SharedInputShape, ...EventInputFields })
  .strict()
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const value = input as Partial<z.output<z.ZodObject<typeof EventInputFields>>> & {
      phone?: string | null;
      email?: string | null;
    };
    if (!value.phone && !value.email) issue('phone', 'validation.contactRequired');
    if (!value.allDay) {
      if (value.startTime === null) issue('startTime', 'validation.startTimeRequired');
      if (value.endTime === null) issue('endTime', 'validation.endTimeRequired');
    }
    if (typeof value.startDate === 'string' && typeof value.endDate === 'string') {
      const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
      const startMinutes = value.allDay ? 0 : minutesOf(value.startTime);
      const endMinutes = value.allDay ? 0 : minutesOf(value.endTime);
      if (
        days < 0 ||
        (!value.allDay &&
          days === 0 &&
          startMinutes !== undefined &&
          endMinutes !== undefined &&
          endMinutes <= startMinutes)
      ) {
        issue(days < 0 ? 'endDate' : 'endTime', 'validation.endBeforeStart');
      } else if (days > MAX_EVENT_DAYS) {
        issue('endDate', 'validation.eventTooLong');
      }
    }
    if (value.attendance && value.attendance !== 'in_person' && !value.onlineUrl) {
      issue('onlineUrl', 'validation.onlineUrlRequired');
    }
    if (value.attendance && value.attendance !== 'online' && !value.venueName && !value.address) {
      issue('venueName', 'validation.venueRequired');
    }
    if (!value.organizerName && !value.organizerBusinessId) {
      issue('organizerName', 'validation.organizerRequired');
    }
    if (
      value.priceType &&
      value.priceType !== 'free' &&
      (value.price === null || value.price === undefined)
    ) {
      issue('price', 'validation.priceRequired');
    }
  }, EVEN_WITH_FIELD_ERRORS);
export type EventInput = z.output<typeof EventInputSchema>;

/** The organiser as the public sees it: one of the poster's businesses (linked), or a name. */
export const EventOrganizerSchema = z
  .object({
    name: z.string(),
    business: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  })
  .nullable()
  .describe('Null when the event is posted anonymously and names no organiser.');

/** When and where, on a card and on the page. */
const EventFieldsShape = {
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  startsAt: z.string().describe('The start as an instant (ISO 8601, UTC).'),
  endsAt: z.string().describe('The end as an instant (ISO 8601, UTC).'),
  allDay: z.boolean(),
  startDate: z.string().describe('`YYYY-MM-DD` in the site’s time zone.'),
  startTime: z.string().nullable(),
  endDate: z.string(),
  endTime: z.string().nullable(),
  timeZone: z.string().describe('The site’s time zone, which the dates and times are in.'),
  attendance: z.enum(EVENT_ATTENDANCE),
  venueName: z.string().nullable(),
  address: z.string().nullable(),
  priceType: z.enum(EVENT_PRICE_TYPES),
  spokenLanguage: z.enum(EVENT_SPOKEN_LANGUAGES),
  isPast: z.boolean().describe('It has ended: reachable for a while, no longer listed.'),
};

const { intent: _cardIntent, ...CardShape } = ClassifiedCardShape;
const { intent: _detailIntent, ...DetailShape } = ClassifiedDetailShape;

export const EventCardSchema = z.object({ ...CardShape, ...EventFieldsShape });
export type EventCard = z.infer<typeof EventCardSchema>;

export const EventSchema = z.object({
  ...DetailShape,
  ...EventFieldsShape,
  onlineUrl: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  organizer: EventOrganizerSchema,
});
export type Event = z.infer<typeof EventSchema>;

const {
  intent: _q1,
  price_min: _q2,
  price_max: _q3,
  posted_within: _q4,
  ...SharedQueryShape
} = ClassifiedQueryShape;

const eventFilters = listFilterQueryShape(EVENT_LIST_FILTERS);

/** Some of a shape's fields, in the order named. */
function pickShape<S extends object, K extends keyof S>(shape: S, names: readonly K[]): Pick<S, K> {
  return Object.fromEntries(names.map((name) => [name, shape[name]])) as Pick<S, K>;
}

/** Upcoming events (and those under way), soonest first, by the filters `EVENT_LIST_FILTERS` declares. */
export const EventListQuerySchema = z.object({
  ...SharedQueryShape,
  ...eventFilters,
  ...KeysetQueryShape,
});
export type EventListQuery = z.output<typeof EventListQuerySchema>;

/** One month's events by day, for the month view. */
export const EventMonthQuerySchema = z.object({
  month: z
    .string({ error: 'validation.monthInvalid' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.monthInvalid' })
    .describe('`YYYY-MM` in the site’s time zone.'),
  city: queryId.optional(),
  ...pickShape(eventFilters, EVENT_MONTH_FILTERS),
});
export type EventMonthQuery = z.output<typeof EventMonthQuerySchema>;

export const EventMonthSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string().describe('`YYYY-MM-DD`; an event of several days is on each of them.'),
      events: z.array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          startTime: z.string().nullable(),
          allDay: z.boolean(),
        }),
      ),
    }),
  ),
});
export type EventMonth = z.infer<typeof EventMonthSchema>;

/** One of the site's event categories (the console's categories of kind `event`), for the filter and the form. */
export const EventCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type EventCategory = z.infer<typeof EventCategorySchema>;

const classified = classifiedEndpoints({
  kind: 'event',
  path: 'events',
  tag: 'Events',
  noun: 'event',
  card: EventCardSchema,
  detail: EventSchema,
  query: EventListQuerySchema,
  input: EventInputSchema,
});
const { intents: _noIntents, ...withoutIntents } = classified;

/**
 * The classifieds' endpoints without "how many offer and seek", plus the categories (the list's
 * filter and the form's choice), the month view and the calendar file (`.ics`, for "Add to calendar").
 */
export const eventEndpoints = {
  ...withoutIntents,
  categories: endpoint({
    method: 'GET',
    path: 'events/categories',
    summary: 'The categories events are filed under, in order, in the request’s language',
    tags: ['Events'],
    access: 'public',
    response: z.array(EventCategorySchema),
  }),
  month: endpoint({
    method: 'GET',
    path: 'events/month',
    summary: 'Published events of one month, by day (the month view)',
    tags: ['Events'],
    access: 'public',
    query: EventMonthQuerySchema,
    response: EventMonthSchema,
  }),
};

/** The calendar file of one event, under the API (`text/calendar`; not JSON, so not an `endpoint`). */
export function eventCalendarPath(apiBase: string, id: number): string {
  return `${apiBase}/events/${id}/calendar.ics`;
}

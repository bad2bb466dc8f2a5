import {
  type Event,
  type EventCard,
  type EventInput,
  type EventListQuery,
  eventEndpoints,
  type MessageKey,
  PAST_EVENT_REACHABLE_DAYS,
  slugify,
} from '@jaliya/contract';
import type { EventsTable } from '../../db/schema';
import type { KindServices } from '../../kinds';
import { localized } from '../../lib/localized';
import type {
  ClassifiedCardBase,
  ClassifiedKindDefinition,
  ClassifiedKindEndpoints,
  ClassifiedReadContext,
} from '../classifieds/classified-kind';
import { classifiedServerKind } from '../classifieds/classified-server-kind';
import type { ClassifiedRow } from '../classifieds/classifieds.repository';
import { DEFAULT_TRANSITIONS, type TransitionTable } from '../listings/life-cycle';
import { bothLanguages, type KindSearchText } from '../search/kind-search-text';
import { datesSpan, eventInstants, whenSpan } from './event-time';
import { EventsRepository } from './events.repository';
import { eventRoutes } from './events.routes';

type EventRow = ClassifiedRow & Omit<EventsTable, 'listing_id'>;

/** Names the cards and the page need besides the rows: the site's event categories, the organising businesses. */
interface EventLookups {
  categories: Map<number, { id: number; name: string }>;
  businesses: Map<number, string>;
}

const DAY_MS = 86_400_000;

/** An event has no renewal: it ends itself at its end time, and another date is another event. */
export const EVENT_TRANSITIONS: TransitionTable = {
  ...DEFAULT_TRANSITIONS,
  renew: { from: [], to: 'published', by: ['owner'], refusal: 'validation.eventNotRenewed' },
};

/** Whether an event has ended, or was taken off the site, at a time. */
function isPast(row: ClassifiedRow, now: Date): boolean {
  return row.status !== 'published' || (row as EventRow).ends_at <= now.toISOString();
}

/**
 * The public may read an event while it is published, and after its end, as a past event, for
 * `PAST_EVENT_REACHABLE_DAYS` (the expiry job marks it expired at its end): never longer, and
 * never one a moderator or its owner took down.
 */
export function isReadableEvent(row: ClassifiedRow, now: Date): boolean {
  const endsAt = (row as EventRow).ends_at;
  const isEnded = endsAt <= now.toISOString();
  const stillReachable = Date.parse(endsAt) + PAST_EVENT_REACHABLE_DAYS * DAY_MS > now.getTime();
  return stillReachable && (row.status === 'published' || (row.status === 'expired' && isEnded));
}

/** When and where, as a card and the page show them. */
function fieldsOf(row: ClassifiedRow, lookups: EventLookups, context: ClassifiedReadContext) {
  const event = row as EventRow;
  return {
    category: (row.category_id !== null && lookups.categories.get(row.category_id)) || null,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
    allDay: event.all_day === 1,
    startDate: event.start_date,
    startTime: event.all_day === 1 ? null : event.start_time,
    endDate: event.end_date,
    endTime: event.all_day === 1 ? null : event.end_time,
    timeZone: context.scope.site.time_zone,
    attendance: event.attendance,
    venueName: event.venue_name,
    address: event.address,
    priceType: event.price_type,
    spokenLanguage: event.spoken_language,
    isPast: isPast(row, context.now),
  };
}

/** The shared card without offer-or-seek, which events do not have. */
function withoutIntent<Base extends ClassifiedCardBase>(base: Base): Omit<Base, 'intent'> {
  const { intent: _intent, ...rest } = base;
  return rest;
}

/**
 * The organiser as the public sees it: one of the poster's published businesses (named and
 * linked), else the name given, else nobody. An anonymous post never names a business: the form
 * refuses one, and a stored one is not shown.
 */
function organizerOf(row: ClassifiedRow, lookups: EventLookups): Event['organizer'] {
  const event = row as EventRow;
  const businessName =
    event.organizer_listing_id !== null && row.is_anonymous !== 1
      ? lookups.businesses.get(event.organizer_listing_id)
      : undefined;
  if (businessName !== undefined && event.organizer_listing_id !== null) {
    return {
      name: businessName,
      business: { id: event.organizer_listing_id, slug: slugify(businessName) },
    };
  }
  return event.organizer_name ? { name: event.organizer_name, business: null } : null;
}

/**
 * Community events, declared on the classifieds core (decision 025) without offer-or-seek: soonest
 * first among those not yet ended, with ranges in the site's time zone; they expire at their end
 * (no renewal, no warning) and stay readable as past events for a while; the organiser may be one
 * of the poster's published businesses, never on an anonymous post.
 */
export function eventKindOf(
  events: EventsRepository,
): ClassifiedKindDefinition<EventInput, EventListQuery, EventCard, Event, EventLookups> {
  return {
    kind: 'event',
    table: 'events',
    columns: [
      'all_day',
      'start_date',
      'start_time',
      'end_date',
      'end_time',
      'starts_at',
      'ends_at',
      'attendance',
      'venue_name',
      'address',
      'online_url',
      'organizer_name',
      'organizer_listing_id',
      'price_type',
      'spoken_language',
      'registration_url',
    ],
    expiresAfterDays: 0,
    expiresAt: (row) => (row as EventRow).ends_at,
    transitions: EVENT_TRANSITIONS,
    isReadable: isReadableEvent,
    endpoints: eventEndpoints as unknown as ClassifiedKindEndpoints,
    routes: (app, services) => eventRoutes(app, services, events),
    derive: (input, scope) => eventInstants(input, scope.site.time_zone),
    write: (input, derived) => ({
      all_day: input.allDay ? 1 : 0,
      start_date: input.startDate,
      start_time: input.allDay ? null : input.startTime,
      end_date: input.endDate,
      end_time: input.allDay ? null : input.endTime,
      starts_at: derived.startsAt,
      ends_at: derived.endsAt,
      attendance: input.attendance,
      venue_name: input.attendance === 'online' ? null : input.venueName,
      address: input.attendance === 'online' ? null : input.address,
      online_url: input.attendance === 'in_person' ? null : input.onlineUrl,
      organizer_name: input.organizerName,
      organizer_listing_id: input.organizerBusinessId,
      price_type: input.priceType,
      spoken_language: input.spokenLanguage,
      registration_url: input.registrationUrl,
    }),
    read: (row) => {
      const event = row as EventRow;
      return {
        categoryId: row.category_id ?? 0,
        allDay: event.all_day === 1,
        startDate: event.start_date,
        startTime: event.start_time,
        endDate: event.end_date,
        endTime: event.end_time,
        attendance: event.attendance,
        venueName: event.venue_name,
        address: event.address,
        onlineUrl: event.online_url,
        organizerName: event.organizer_name,
        organizerBusinessId: event.organizer_listing_id,
        priceType: event.price_type,
        price: row.price,
        spokenLanguage: event.spoken_language,
        registrationUrl: event.registration_url,
      };
    },
    price: (input) => (input.priceType === 'free' ? null : input.price),
    categoryId: (input) => input.categoryId,
    lookups: async (scope, rows) => {
      const organizers = rows.flatMap((row) => {
        const id = (row as EventRow).organizer_listing_id;
        return id === null || id === undefined ? [] : [id];
      });
      const [categories, businesses] = await Promise.all([
        events.categories(scope.site.id),
        events.publishedBusinessNames(organizers),
      ]);
      return {
        categories: new Map(
          categories.map((row) => [row.id, { id: row.id, name: localized(row, 'name', scope.language) }]),
        ),
        businesses,
      };
    },
    checkReferences: async (input, scope, context) => {
      const fields: Record<string, MessageKey> = {};
      const [categories, isOwnBusiness] = await Promise.all([
        events.categories(scope.site.id),
        input.organizerBusinessId === null || input.isAnonymous
          ? Promise.resolve(false)
          : events.isOwnPublishedBusiness(scope.site.id, context.userId, input.organizerBusinessId),
      ]);
      if (!categories.some((category) => category.id === input.categoryId))
        fields.categoryId = 'validation.categoryRequired';
      if (input.organizerBusinessId !== null) {
        // An anonymous post must not point at its poster through one of their businesses.
        if (input.isAnonymous) fields.organizerBusinessId = 'validation.organizerBusinessAnonymous';
        else if (!isOwnBusiness) fields.organizerBusinessId = 'validation.organizerBusinessInvalid';
      }
      // A start may not be in the past, on a new event or moved on an edit; an edit that keeps the
      // start of an event already under way (a typo fixed on its second day) is accepted.
      const { startsAt } = eventInstants(input, scope.site.time_zone);
      const keepsStart =
        context.stored !== null &&
        Date.parse((context.stored as EventRow).starts_at) === Date.parse(startsAt);
      if (startsAt <= context.now.toISOString() && !keepsStart)
        fields.startDate = 'validation.eventStartPassed';
      return fields;
    },
    filter: (query, q, { scope, now }) => {
      const timeZone = scope.site.time_zone;
      // Lists show what is still to come or under way: an event leaves them at its end.
      let filtered = query.where('events.ends_at', '>', now.toISOString());
      const span = q.when ? whenSpan(q.when, now, timeZone) : datesSpan(q.from, q.to, timeZone);
      if (span.start) filtered = filtered.where('events.ends_at', '>', span.start);
      if (span.end) filtered = filtered.where('events.starts_at', '<', span.end);
      if (q.category !== undefined) filtered = filtered.where('listings.category_id', '=', q.category);
      if (q.free) filtered = filtered.where('events.price_type', '=', 'free');
      // "Arabic" also finds events in both languages; so does "English".
      if (q.language) filtered = filtered.where('events.spoken_language', 'in', [q.language, 'both']);
      // In person or online also find the events that are both.
      if (q.attendance)
        filtered = filtered.where(
          'events.attendance',
          'in',
          q.attendance === 'mixed' ? ['mixed'] : [q.attendance, 'mixed'],
        );
      return filtered;
    },
    order: () => ({ column: 'starts_at', direction: 'asc' }),
    card: (row, base, _images, lookups, context) => ({
      ...withoutIntent(base),
      ...fieldsOf(row, lookups, context),
    }),
    detail: (row, base, _images, lookups, context) => {
      const event = row as EventRow;
      return {
        ...withoutIntent(base),
        ...fieldsOf(row, lookups, context),
        onlineUrl: event.online_url,
        registrationUrl: event.registration_url,
        organizer: organizerOf(row, lookups),
      };
    },
  };
}

/**
 * An event's own words in search: its venue and address, its organiser (the name given, or its
 * business's, never on an anonymous post), online and free in both languages.
 */
export const eventSearch: KindSearchText = {
  // A price "from" an amount needs its word: only the event's card and page say it.
  showsPrice: false,
  words: async (db, ids) => {
    const rows = await new EventsRepository(db).searchRows(ids);
    return new Map(
      rows.map((row) => {
        const words: string[] = [];
        if (row.venue_name) words.push(row.venue_name);
        if (row.address) words.push(row.address);
        if (row.organizer_name) words.push(row.organizer_name);
        if (row.organizer_title && row.is_anonymous !== 1) words.push(row.organizer_title);
        if (row.attendance !== 'in_person') words.push(...bothLanguages('events.attendance.online'));
        if (row.price_type === 'free') words.push(...bothLanguages('events.priceType.free'));
        return [row.listing_id, { words }];
      }),
    );
  },
};

/** The events' server half: a classified kind with its own repository for its references and month view. */
export const eventServerKind = classifiedServerKind(
  'event',
  eventSearch,
  (services: KindServices) => eventKindOf(new EventsRepository(services.db)),
  { reviewNamed: { organizerBusinessId: 'listings' } },
);

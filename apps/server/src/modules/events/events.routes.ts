import {
  type EventMonth,
  type EventMonthQuery,
  eventEndpoints,
  PAST_EVENT_REACHABLE_DAYS,
  slugify,
} from '@jaliya/contract';
import type { FastifyInstance } from 'fastify';
import { localized } from '../../lib/localized';
import { canonicalQuery, publicEndpoint } from '../../plugins/endpoint-route';
import { classifiedResource, type KindRouteServices } from '../classifieds/classified-kind';
import type { SiteScope } from '../sites/site-scope';
import { eventCalendarRoutes } from './calendar.routes';
import { addDays, daysOf, nextMonth, startOfDay } from './event-time';
import type { EventsRepository } from './events.repository';

const DAY_MS = 86_400_000;

/**
 * One month's events by day in the site's time zone: an event of several days is on each of
 * them (its start time on its first day only); the days without events are left out. Ended
 * events stay while their page is reachable, as the page marks them past.
 */
export async function eventMonth(
  events: EventsRepository,
  scope: SiteScope,
  query: EventMonthQuery,
  now: Date,
): Promise<EventMonth> {
  const timeZone = scope.site.time_zone;
  const first = `${query.month}-01`;
  const afterLast = nextMonth(first);
  const rows = await events.month({
    siteId: scope.site.id,
    start: startOfDay(first, timeZone),
    end: startOfDay(afterLast, timeZone),
    now: now.toISOString(),
    endedSince: new Date(now.getTime() - PAST_EVENT_REACHABLE_DAYS * DAY_MS).toISOString(),
    cityId: query.city ?? (scope.cityId || undefined),
    categoryId: query.category,
    free: query.free,
    language: query.language,
  });
  const byDay = new Map<string, EventMonth['days'][number]['events']>();
  for (const row of rows) {
    const allDay = row.all_day === 1;
    const days = daysOf({
      startDate: row.start_date,
      endDate: row.end_date,
      endTime: row.end_time,
      allDay,
    });
    for (const date of days) {
      if (date < first || date >= afterLast) continue;
      const list = byDay.get(date) ?? [];
      list.push({
        id: row.listing_id,
        slug: slugify(row.title),
        title: row.title,
        startTime: !allDay && date === row.start_date ? row.start_time : null,
        allDay,
      });
      byDay.set(date, list);
    }
  }
  const days: EventMonth['days'] = [];
  for (let date = first; date < afterLast; date = addDays(date, 1)) {
    const list = byDay.get(date);
    if (!list) continue;
    // Whole days and events carried over from an earlier day first, then by start time.
    list.sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id);
    days.push({ date, events: list });
  }
  return { month: query.month, timeZone, days };
}

/** The events' own endpoint besides the classifieds' shared ones: the month view. */
export function eventRoutes(
  app: FastifyInstance,
  services: KindRouteServices,
  events: EventsRepository,
): void {
  const family = classifiedResource({ kind: 'event' });
  // The list's filter and the post form's choice; the console's edits of categories drop every cache.
  publicEndpoint(app, services, eventEndpoints.categories, {
    cacheKey: () => `${family}/categories`,
    handler: async ({ scope }) =>
      (await events.categories(scope.site.id)).map((row) => ({
        id: row.id,
        name: localized(row, 'name', scope.language),
      })),
  });
  publicEndpoint(app, services, eventEndpoints.month, {
    cacheKey: ({ query }) => `${family}/month?${canonicalQuery(query as object)}`,
    handler: ({ scope, query }) => eventMonth(events, scope, query, new Date()),
  });
  eventCalendarRoutes(app, services);
}

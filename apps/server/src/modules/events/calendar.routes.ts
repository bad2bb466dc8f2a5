import { type Event, ErrorBodySchema, RecordIdParamSchema, SiteParamsSchema } from '@jaliya/contract';
import { eventIcs } from '@jaliya/contract/event-calendar';
import { eventKind } from '@jaliya/contract/kinds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { KindRouteServices } from '../classifieds/classified-kind';

/** Where the calendar file is served; `eventCalendarPath` in the contract builds the same address. */
export const EVENT_CALENDAR_ROUTE = '/api/:site/:lang/:cityId/events/:id/calendar.ics';

/** The file's name: the event's slug when it is plain ASCII (Arabic titles give `event-<id>`). */
export function calendarFileName(event: Pick<Event, 'id' | 'slug'>): {
  ascii: string;
  utf8: string;
} {
  const ascii = /^[a-z0-9][a-z0-9-]{0,79}$/.test(event.slug) ? event.slug : `event-${event.id}`;
  return { ascii: `${ascii}.ics`, utf8: `${event.slug}.ics` };
}

/** The event page's full address, in the reader's language (as the e-mails write it). */
export function eventPageUrl(publicUrl: string, event: Pick<Event, 'id' | 'slug'>, language: string): string {
  return `${publicUrl}${eventKind.webPath(event)}${language === 'ar' ? '?lang=ar' : ''}`;
}

/**
 * `GET /api/{site}/{lang}/{cityId}/events/{id}/calendar.ics`: "Add to calendar" for one event,
 * as a `text/calendar` download (RFC 5545). Served for the events the public may read (published,
 * or ended and still reachable as a past event) on that site; anything else is a 404, as for the
 * event itself. Public and cacheable like the other public reads.
 */
export function eventCalendarRoutes(app: FastifyInstance, services: KindRouteServices): void {
  const { classifieds, config, siteDirectory } = services;
  app.get(
    EVENT_CALENDAR_ROUTE,
    {
      schema: {
        tags: ['Events'],
        summary: 'One event as a calendar file (text/calendar, RFC 5545), for "Add to calendar"',
        params: SiteParamsSchema.extend({ id: RecordIdParamSchema }),
        response: {
          200: {
            description: 'The event as an iCalendar file (a download named after the event).',
            content: {
              'text/calendar': {
                schema: z.string().describe('RFC 5545: one VEVENT, CRLF line ends, UTF-8.'),
              },
            },
          },
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      const { id } = request.params as { id: number };
      const event = (await classifieds.get(classifieds.kind('event'), scope, id)) as Event;
      const siteName = scope.language === 'ar' ? scope.site.name_ar : scope.site.name_en;
      // The site's own address (its first host): the page's link, and the host in the UID.
      const site = await siteDirectory.byCode(scope.site.code);
      const publicUrl = site ? siteDirectory.publicUrlOf(site) : config.publicUrl;
      const body = eventIcs(event, {
        url: eventPageUrl(publicUrl, event, scope.language),
        siteName,
        now: new Date(),
      });
      const name = calendarFileName(event);
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`,
        )
        .header(
          'cache-control',
          `public, max-age=${config.publicCacheSeconds}, stale-while-revalidate=${config.publicCacheSeconds * 5}`,
        )
        .send(body);
    },
  );
}

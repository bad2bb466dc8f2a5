import { addressInLanguage, businessPath } from '@jaliya/contract/page-paths';
import { ClassifiedPage } from '../components/classifieds/classified-page';
import { JsonLd } from '../components/json-ld';
import { Link } from '../components/link';
import { PlaceMap } from '../components/map/place-map';
import { PageMeta } from '../components/page-meta';
import { AddToCalendar } from '../features/events/components/add-to-calendar';
import { EventPlace } from '../features/events/components/event-card-body';
import { EventFacts, useEventPrice } from '../features/events/components/event-facts';
import { CalendarIcon } from '../features/events/components/event-icons';
import { eventTimeZoneName, eventWhenText } from '../features/events/event-dates';
import { eventCalendarLinks } from '../features/events/event-calendar-links.server';
import { eventJsonLd } from '../features/events/event-json-ld';
import { EVENTS_PATH, eventPath } from '../features/events/event-paths';
import { apiBase } from '../lib/api-client';
import { classifiedItemAction, loadClassifiedItem } from '../lib/classified-item.server';
import { eventEndpoints } from '../lib/endpoints.server';
import { useI18n } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/show-event';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/**
 * `/Show-Event/{id}/{slug}`: one published event, or one that has ended (marked so); an old or
 * missing slug redirects to the current one. The poster's contact details only on request.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loaded = await loadClassifiedItem(context, request, params.id, {
    get: eventEndpoints.get,
    pathOf: eventPath,
    savedType: 'event',
  });
  const calendarLinks = eventCalendarLinks(loaded.item, {
    apiBase: apiBase(context.siteCode, context.language, context.cityId),
    pageUrl: addressInLanguage(loaded.canonicalUrl, context.language),
  });
  // Its dates are written here, in the page's language: a page's first date format would cost the
  // browser its locale data in the middle of hydration, tens of milliseconds on a phone (issue 37).
  const { item: event } = loaded;
  const when = eventWhenText(event, context.language);
  const zone = event.allDay ? null : eventTimeZoneName(event, context.language);
  return { ...loaded, calendarLinks, when, zone };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return classifiedItemAction(context, request, params.id, eventEndpoints.contact);
}

export default function ShowEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const region = useSiteSettings()?.site.code;
  const priceOf = useEventPrice();
  const {
    item: event,
    canonicalUrl,
    publicUrl,
    viewer,
    reportReasons,
    calendarLinks,
    when,
    zone,
  } = loaderData;
  const imageUrls = event.photos.map((photo) => `${publicUrl}${photo.url}`);
  const pageUrl = addressInLanguage(canonicalUrl, language);
  const organizer = event.organizer;
  const organizerPath = organizer?.business
    ? businessPath({ id: organizer.business.id, slug: organizer.business.slug })
    : undefined;
  const linkButton = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 font-semibold';
  return (
    <>
      <PageMeta
        title={`${event.title} | ${t('app.name')}`}
        description={`${when} · ${event.summary}`}
        canonicalUrl={canonicalUrl}
        imageUrl={imageUrls[0]}
      />
      <JsonLd
        data={eventJsonLd(event, {
          url: pageUrl,
          imageUrls,
          organizerUrl: organizerPath ? `${publicUrl}${organizerPath}` : undefined,
          region,
        })}
      />
      <ClassifiedPage
        // An event has its dates: the listing's expiry (its end) is not shown as "open until".
        item={{ ...event, expiresAt: null }}
        savedType="event"
        back={{ to: EVENTS_PATH, label: t('events.title') }}
        who={event.isAnonymous ? t('classifieds.anonymous') : (organizer?.name ?? null)}
        saveText={{
          save: t('events.interested.save'),
          saved: t('events.interested.saved'),
          saveLabel: t('events.interested.saveLabel', { title: event.title }),
          unsaveLabel: t('events.interested.unsaveLabel', { title: event.title }),
        }}
        actions={event.isPast ? null : <AddToCalendar id={event.id} links={calendarLinks} />}
        notice={
          event.isPast ? (
            <div
              role="note"
              data-testid="event-ended"
              className="rounded-2xl border-s-4 border-secondary bg-amber-50 p-5 text-slate-900"
            >
              <p className="text-lg font-bold">{t('events.ended.title')}</p>
              <p className="mt-1 text-slate-700">{t('events.ended.text')}</p>
            </div>
          ) : null
        }
        facts={
          <div className="space-y-5">
            <div className="flex items-start gap-3 rounded-2xl bg-primary/5 p-5" data-testid="event-when">
              <CalendarIcon className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <p className="text-lg font-bold text-slate-900">{when}</p>
                {event.allDay && <p className="text-slate-700">{t('events.allDay')}</p>}
                {zone && <p className="text-sm text-slate-600">{t('events.page.timeZone', { zone })}</p>}
                <div className="mt-2">
                  <EventPlace event={event} />
                </div>
                {event.venueName && event.address && (
                  <p className="text-sm text-slate-700" dir="auto">
                    {event.address}
                  </p>
                )}
              </div>
            </div>
            <EventFacts event={event} />
            {(event.registrationUrl || (event.onlineUrl && !event.isPast)) && (
              <div className="flex flex-wrap gap-3">
                {event.registrationUrl && !event.isPast && (
                  <a
                    href={event.registrationUrl}
                    target="_blank"
                    rel="nofollow ugc noopener noreferrer"
                    className={`${linkButton} bg-primary text-white hover:bg-primary/90`}
                    data-testid="event-register"
                  >
                    {t('events.page.register')}
                    <span className="sr-only"> ({t('header.opensInNewTab')})</span>
                  </a>
                )}
                {event.onlineUrl && !event.isPast && (
                  <a
                    href={event.onlineUrl}
                    target="_blank"
                    rel="nofollow ugc noopener noreferrer"
                    className={`${linkButton} text-primary ring-1 ring-primary hover:bg-primary/10`}
                    data-testid="event-online"
                  >
                    {t('events.page.joinOnline')}
                    <span className="sr-only"> ({t('header.opensInNewTab')})</span>
                  </a>
                )}
              </div>
            )}
            {event.location && event.attendance !== 'online' && (
              <PlaceMap
                latitude={event.location.lat}
                longitude={event.location.lng}
                name={event.venueName ?? event.title}
                label={t('events.page.location')}
              />
            )}
          </div>
        }
        details={[
          ...(organizer
            ? [
                {
                  label: t('events.page.organizer'),
                  value: organizerPath ? (
                    <Link
                      to={organizerPath}
                      className="font-semibold text-primary hover:underline"
                      dir="auto"
                    >
                      {organizer.name}
                    </Link>
                  ) : (
                    <span dir="auto">{organizer.name}</span>
                  ),
                },
              ]
            : []),
          { label: t('events.page.price'), value: priceOf(event) },
          { label: t('events.page.language'), value: t(`events.spokenLanguage.${event.spokenLanguage}`) },
          ...(event.category ? [{ label: t('events.page.category'), value: event.category.name }] : []),
        ]}
        viewer={viewer}
        reportReasons={reportReasons}
        canonicalUrl={canonicalUrl}
        actionData={actionData}
      />
    </>
  );
}

import type { EventCard as Event } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { GlobeIcon, MapPinIcon } from '../../../components/icons';
import { StoredImage } from '../../../components/stored-image';
import { useI18n } from '../../../lib/i18n';
import { dateBadge, eventWhenText } from '../event-dates';
import { eventPath } from '../event-paths';
import { useEventPrice } from './event-facts';

/** Where an event is, in a line: its venue (or address), online, or both. */
export function EventPlace({
  event,
}: {
  event: Pick<Event, 'attendance' | 'venueName' | 'address' | 'city'>;
}) {
  const { t } = useI18n();
  const venue = event.venueName ?? event.address ?? event.city?.name ?? null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {event.attendance !== 'online' && venue && (
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPinIcon className="size-4 shrink-0 text-primary" />
          {/* Wrapped, not cut: a long venue must not widen a narrow phone's page. */}
          <span dir="auto" className="min-w-0 break-words">
            {venue}
          </span>
        </span>
      )}
      {event.attendance !== 'in_person' && (
        <span className="inline-flex items-center gap-1">
          <GlobeIcon className="size-4 shrink-0 text-primary" />
          {t('events.page.online')}
        </span>
      )}
    </p>
  );
}

export interface EventCardProps {
  event: Event;
  /** A card at the top of a list: its photo loads first. Others load as they come near the screen. */
  isPriority?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/**
 * What the island holds: it runs only when the island renders live (decision 028), never in the
 * page's first hydration, where its dates would make the page's first `Intl` object.
 */
export function EventCardBody({ event, isPriority = false, headingLevel = 3 }: EventCardProps) {
  const { t, language } = useI18n();
  const priceOf = useEventPrice();
  const badge = dateBadge(event.startDate, language);
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="flex w-full gap-4 overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="event-card"
    >
      <div className="flex w-16 shrink-0 flex-col items-center self-start rounded-xl bg-primary/10 py-2 text-primary-dark">
        <span className="text-xs font-semibold uppercase">{badge.month}</span>
        <span className="text-2xl font-bold leading-tight">{badge.day}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        {event.category && <p className="text-sm font-semibold text-primary">{event.category.name}</p>}
        <Heading className="text-lg font-bold text-slate-900" dir="auto" lang={event.language}>
          <Link to={eventPath(event)} className="hover:underline">
            {event.title}
          </Link>
        </Heading>
        <p className="text-sm font-medium text-slate-800">
          {eventWhenText(event, language)}
          {event.allDay && <span className="text-slate-600"> · {t('events.allDay')}</span>}
        </p>
        <EventPlace event={event} />
        <p className="text-sm font-semibold text-slate-900">{priceOf(event)}</p>
      </div>
      {event.image && (
        <StoredImage
          image={event.image}
          sizes="7rem"
          load={isPriority ? 'first' : 'lazy'}
          className="hidden aspect-square w-28 shrink-0 self-start rounded-xl object-cover sm:block"
        />
      )}
    </article>
  );
}

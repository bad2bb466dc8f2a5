import type { Event } from '@jaliya/contract';

const ATTENDANCE_MODES: Record<Event['attendance'], string> = {
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/**
 * schema.org `Event` for an event's page: its times (whole days as dates), how people attend,
 * where (a `Place` with its address, a `VirtualLocation`, or both), what it costs in US dollars,
 * who organises it (nobody for an anonymous post) and its photos.
 */
export function eventJsonLd(
  event: Event,
  {
    url,
    imageUrls,
    organizerUrl,
    region,
  }: { url: string; imageUrls: string[]; organizerUrl: string | undefined; region: string | undefined },
): Record<string, unknown> {
  const place = {
    '@type': 'Place',
    name: event.venueName ?? event.address ?? event.city?.name ?? event.title,
    address: {
      '@type': 'PostalAddress',
      ...(event.address ? { streetAddress: event.address } : {}),
      ...(event.city ? { addressLocality: event.city.name } : {}),
      ...(region ? { addressRegion: region } : {}),
      addressCountry: 'US',
    },
    ...(event.location
      ? { geo: { '@type': 'GeoCoordinates', latitude: event.location.lat, longitude: event.location.lng } }
      : {}),
  };
  const virtual = { '@type': 'VirtualLocation', url: event.onlineUrl ?? url };
  const location =
    event.attendance === 'in_person' ? place : event.attendance === 'online' ? virtual : [place, virtual];
  const isFree = event.priceType === 'free' || event.price === null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    startDate: event.allDay ? event.startDate : event.startsAt,
    endDate: event.allDay ? event.endDate : event.endsAt,
    eventAttendanceMode: ATTENDANCE_MODES[event.attendance],
    eventStatus: 'https://schema.org/EventScheduled',
    location,
    inLanguage: event.spokenLanguage === 'both' ? ['ar', 'en'] : event.spokenLanguage,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    ...(event.organizer
      ? {
          organizer: {
            '@type': event.organizer.business ? 'Organization' : 'Person',
            name: event.organizer.name,
            ...(organizerUrl ? { url: organizerUrl } : {}),
          },
        }
      : {}),
    isAccessibleForFree: isFree,
    offers: {
      '@type': 'Offer',
      price: isFree ? 0 : event.price,
      priceCurrency: 'USD',
      url: event.registrationUrl ?? url,
      availability: 'https://schema.org/InStock',
      ...(event.publishedAt ? { validFrom: event.publishedAt } : {}),
    },
  };
}

import type { Event } from '@jaliya/contract';
import { describe, expect, it } from 'vitest';
import { eventDraftFromForm } from './event-form-data';
import { eventJsonLd } from './event-json-ld';

const event: Event = {
  id: 12,
  kind: 'event',
  slug: 'eid-festival',
  title: 'Eid festival',
  summary: 'Games and food.',
  description: 'Games and food for every family.',
  language: 'en',
  city: { id: 3, name: 'Atlanta' },
  image: null,
  price: null,
  isAnonymous: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  photos: [],
  location: { lat: 33.77, lng: -84.38 },
  poster: { name: 'Samir Khalil', memberSince: '2025-01-10T00:00:00.000Z' },
  hasPhone: true,
  hasEmail: false,
  hasLink: false,
  expiresAt: '2026-12-05T23:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  category: { id: 4, name: 'Religious' },
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: '2026-12-05T23:00:00.000Z',
  allDay: false,
  startDate: '2026-12-05',
  startTime: '10:00',
  endDate: '2026-12-05',
  endTime: '18:00',
  timeZone: 'America/New_York',
  attendance: 'in_person',
  venueName: 'Piedmont Park',
  address: '400 Park Dr NE',
  priceType: 'free',
  spokenLanguage: 'both',
  isPast: false,
  onlineUrl: null,
  registrationUrl: null,
  organizer: { name: 'Masjid Al-Noor', business: { id: 7, slug: 'masjid-al-noor' } },
};

const options = {
  url: 'https://jaliya.test/Show-Event/12/eid-festival',
  imageUrls: ['https://jaliya.test/media/1.webp'],
  organizerUrl: 'https://jaliya.test/MarketProfile/7/masjid-al-noor',
  region: 'GA',
};

describe('eventJsonLd', () => {
  it('describes a free event at a place, organised by a business', () => {
    expect(eventJsonLd(event, options)).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-05T15:00:00.000Z',
      endDate: '2026-12-05T23:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Piedmont Park',
        address: {
          streetAddress: '400 Park Dr NE',
          addressLocality: 'Atlanta',
          addressRegion: 'GA',
          addressCountry: 'US',
        },
        geo: { latitude: 33.77, longitude: -84.38 },
      },
      offers: { price: 0, priceCurrency: 'USD', url: options.url },
      isAccessibleForFree: true,
      organizer: { '@type': 'Organization', name: 'Masjid Al-Noor', url: options.organizerUrl },
      image: options.imageUrls,
      inLanguage: ['ar', 'en'],
    });
  });

  it('gives whole days as dates, both places of a mixed event, a price "from", and no organiser when anonymous', () => {
    const data = eventJsonLd(
      {
        ...event,
        allDay: true,
        endDate: '2026-12-07',
        attendance: 'mixed',
        onlineUrl: 'https://example.org/live',
        priceType: 'from',
        price: 10,
        registrationUrl: 'https://example.org/tickets',
        organizer: null,
      },
      { ...options, organizerUrl: undefined, imageUrls: [] },
    );
    expect(data).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-07',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [{ '@type': 'Place' }, { '@type': 'VirtualLocation', url: 'https://example.org/live' }],
      offers: { price: 10, priceCurrency: 'USD', url: 'https://example.org/tickets' },
      isAccessibleForFree: false,
    });
    expect(data).not.toHaveProperty('organizer');
    expect(data).not.toHaveProperty('image');
  });
});

describe('eventDraftFromForm', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it('sends no times for whole days, and none of the fields of the way to attend not chosen', () => {
    const draft = eventDraftFromForm(
      form({
        allDay: 'true',
        startTime: '10:00',
        endTime: '12:00',
        attendance: 'online',
        venueName: 'Hall',
        address: '1 Main St',
        'location.lat': '33.7',
        'location.lng': '-84.3',
        onlineUrl: ' https://example.org/join ',
        priceType: 'free',
        price: '12',
        organizerBusinessId: '',
      }),
    );
    expect(draft).toMatchObject({
      allDay: true,
      startTime: null,
      endTime: null,
      venueName: null,
      address: null,
      location: null,
      onlineUrl: 'https://example.org/join',
      price: null,
      organizerBusinessId: null,
    });
  });

  it('keeps what was typed for the API to judge: times, the venue, a price as a number or as typed', () => {
    const draft = eventDraftFromForm(
      form({
        startTime: '18:00',
        attendance: 'in_person',
        venueName: 'Hall',
        onlineUrl: 'https://example.org/join',
        priceType: 'amount',
        price: 'ten',
        organizerBusinessId: '7',
        categoryId: '4',
      }),
    );
    expect(draft).toMatchObject({
      allDay: false,
      startTime: '18:00',
      venueName: 'Hall',
      onlineUrl: null,
      price: 'ten',
      organizerBusinessId: 7,
      categoryId: 4,
    });
  });
});

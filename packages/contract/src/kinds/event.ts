import { defineKind } from './define-kind';

export const EVENTS_PATH = '/events';

/** Community events: Eid prayers and festivals, school programmes, workshops, job fairs, concerts. */
export const eventKind = defineKind({
  name: 'event',
  plural: 'Events',
  categoryKinds: ['event'],
  searchPosition: 4,
  sitemapSection: 'events',
  webPath: (event) => `/Show-Event/${event.id}/${encodeURIComponent(event.slug)}`,
  myPostsPath: '/my-events',
  listPaths: [EVENTS_PATH],
  reviewFields: {
    labels: {
      startDate: 'startDate',
      startTime: 'startTime',
      endDate: 'endDate',
      endTime: 'endTime',
      allDay: 'allDay',
      attendance: 'attendance',
      venueName: 'venueName',
      address: 'address',
      onlineUrl: 'onlineUrl',
      organizerName: 'organizerName',
      organizerBusinessId: 'organizerBusiness',
      priceType: 'priceType',
      price: 'price',
      spokenLanguage: 'spokenLanguage',
      registrationUrl: 'registrationUrl',
      categoryId: 'category',
    },
    choices: {
      attendance: 'events.attendance',
      priceType: 'events.priceType',
      spokenLanguage: 'events.spokenLanguage',
    },
  },
});

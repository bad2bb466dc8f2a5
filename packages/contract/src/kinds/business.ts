import { defineKind } from './define-kind';

/** Businesses and services of the directory (with their extra parts: hours, Our Services, following). */
export const businessKind = defineKind({
  name: 'business',
  plural: 'Businesses',
  categoryKinds: ['business', 'service'],
  searchPosition: 0,
  sitemapSection: 'businesses',
  /** `/MarketProfile/{id}/{slug}`: a business profile, with the slug the API made. */
  webPath: (business) => `/MarketProfile/${business.id}/${encodeURIComponent(business.slug)}`,
  myPostsPath: '/my-business',
  listPaths: [],
  reviewFields: {
    labels: {
      services: 'console.field.services',
      subcategoryIds: 'console.field.subcategories',
      street: 'console.field.street',
      state: 'console.field.state',
      postalCode: 'console.field.postalCode',
      website: 'console.field.website',
      social: 'console.field.social',
      hours: 'console.field.hours',
    },
    choices: {},
  },
});

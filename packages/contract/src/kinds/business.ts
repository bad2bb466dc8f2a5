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
      services: 'services',
      subcategoryIds: 'subcategories',
      street: 'street',
      state: 'state',
      postalCode: 'postalCode',
      website: 'website',
      social: 'social',
      hours: 'hours',
    },
    choices: {},
  },
});

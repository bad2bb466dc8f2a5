import { defineKind } from './define-kind';

/** Homes offered for rent or sought. */
export const rentKind = defineKind({
  name: 'rent',
  plural: 'Homes',
  categoryKinds: ['rent'],
  searchPosition: 3,
  sitemapSection: 'homes',
  webPath: (rent) => `/Rent/${rent.id}/${encodeURIComponent(rent.slug)}`,
  myPostsPath: '/my-housing',
  reviewFields: {
    labels: {
      accommodationType: 'console.field.accommodationType',
      bedrooms: 'console.field.bedrooms',
      bathrooms: 'console.field.bathrooms',
      areaSqft: 'console.field.areaSqft',
      sharedBathroom: 'console.field.sharedBathroom',
      gender: 'console.field.gender',
    },
    choices: {
      intent: 'rents.intent',
      accommodationType: 'rents.accommodationType',
      gender: 'rents.gender',
    },
  },
});

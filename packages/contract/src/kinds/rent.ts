import type { Intent } from '../classifieds';
import { defineKind } from './define-kind';

export const RENTS_HOME_PATH = '/rents';
export const RENT_LIST_PATH = '/Rent';

/** `/Rent`, or the homes offered or sought. */
export function rentListPath(intent?: Intent): string {
  return intent ? `${RENT_LIST_PATH}?intent=${intent}` : RENT_LIST_PATH;
}

/** Homes offered for rent or sought. */
export const rentKind = defineKind({
  name: 'rent',
  plural: 'Homes',
  categoryKinds: ['rent'],
  searchPosition: 3,
  sitemapSection: 'homes',
  webPath: (rent) => `/Rent/${rent.id}/${encodeURIComponent(rent.slug)}`,
  myPostsPath: '/my-housing',
  listPaths: [RENTS_HOME_PATH, rentListPath(), rentListPath('offer'), rentListPath('seek')],
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

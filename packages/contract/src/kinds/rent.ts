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
      accommodationType: 'accommodationType',
      bedrooms: 'bedrooms',
      bathrooms: 'bathrooms',
      areaSqft: 'areaSqft',
      sharedBathroom: 'sharedBathroom',
      gender: 'gender',
    },
    choices: {
      intent: 'rents.intent',
      accommodationType: 'rents.accommodationType',
      gender: 'rents.gender',
    },
  },
});

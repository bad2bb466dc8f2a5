import type { ServerKind } from '../../kinds';
import { DEFAULT_TRANSITIONS } from '../listings/life-cycle';
import type { KindSearchText } from '../search/kind-search-text';
import { type BusinessRecord, BusinessesRepository } from './businesses.repository';
import { DIRECTORY_RESOURCE } from './directory.service';

/** A business's own words in search: the services it lists. */
export const businessSearch: KindSearchText = {
  words: async (db, ids) => {
    const rows = await new BusinessesRepository(db).searchRows(ids);
    return new Map(
      rows.map((row) => [
        row.listing_id,
        { words: row.services ? (JSON.parse(row.services) as string[]) : [] },
      ]),
    );
  },
};

/**
 * Businesses, the directory's kind of post (decision 025), on the listings core with their extra
 * parts (opening hours, Our Services, following) in the directory module. They stay listed until
 * their owner or a moderator removes them: they never expire.
 */
export const businessServerKind: ServerKind = {
  name: 'business',
  search: businessSearch,
  register: ({ listings, businesses, directory }) =>
    listings.register({
      kind: 'business',
      transitions: {
        ...DEFAULT_TRANSITIONS,
        expire: { ...DEFAULT_TRANSITIONS.expire, from: [] },
        renew: { ...DEFAULT_TRANSITIONS.renew, from: [] },
      },
      expiresAfterDays: null,
      cacheResources: [DIRECTORY_RESOURCE, 'home'],
      applyPendingChanges: (id, changes) => businesses.replace(id, JSON.parse(changes) as BusinessRecord),
      reviewVersions: (id) => directory().reviewVersions(id),
    }),
};

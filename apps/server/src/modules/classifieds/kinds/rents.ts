import {
  type Rent,
  type RentCard,
  type RentInput,
  type RentListQuery,
  rentEndpoints,
} from '@jaliya/contract';
import type { RentalsTable } from '../../../db/schema';
import { bothLanguages, type KindSearchText } from '../../search/kind-search-text';
import type { ClassifiedKindDefinition, ClassifiedKindEndpoints } from '../classified-kind';
import { classifiedServerKind } from '../classified-server-kind';
import { RentsRepository } from './rents.repository';
import type { ClassifiedRow } from '../classifieds.repository';

type RentRow = ClassifiedRow & Omit<RentalsTable, 'listing_id'>;

function fieldsOf(row: ClassifiedRow) {
  const rent = row as RentRow;
  return {
    accommodationType: rent.accommodation_type,
    bedrooms: rent.bedrooms,
    bathrooms: rent.bathrooms,
    areaSqft: rent.area_sqft,
    sharedBathroom: rent.shared_bathroom === 1,
    gender: rent.gender,
  };
}

/**
 * Rentals and housing, declared on the classifieds core: a place offered for rent ("accommodation
 * for rent") or someone looking for one. The monthly rent is the post's price, so the shared
 * price filter and sort apply to it; rooms, area, bathroom and who may live there are its own.
 */
export const rentKind: ClassifiedKindDefinition<RentInput, RentListQuery, RentCard, Rent> = {
  kind: 'rent',
  table: 'rentals',
  columns: ['accommodation_type', 'area_sqft', 'bedrooms', 'bathrooms', 'shared_bathroom', 'gender'],
  expiresAfterDays: 30,
  endpoints: rentEndpoints as unknown as ClassifiedKindEndpoints,
  intentLabels: { offer: 'rents.intent.offer', seek: 'rents.intent.seek' },
  write: (input) => ({
    accommodation_type: input.accommodationType,
    area_sqft: input.areaSqft,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    shared_bathroom: input.sharedBathroom ? 1 : 0,
    gender: input.gender,
  }),
  read: (row) => ({ ...fieldsOf(row), price: row.price ?? 0 }),
  price: (input) => input.price,
  filter: (query, q) => {
    let filtered = query;
    if (q.accommodation_type)
      filtered = filtered.where('rentals.accommodation_type', '=', q.accommodation_type);
    if (q.bedrooms_min !== undefined) filtered = filtered.where('rentals.bedrooms', '>=', q.bedrooms_min);
    if (q.bedrooms_max !== undefined) filtered = filtered.where('rentals.bedrooms', '<=', q.bedrooms_max);
    if (q.bathrooms_min !== undefined) filtered = filtered.where('rentals.bathrooms', '>=', q.bathrooms_min);
    if (q.bathrooms_max !== undefined) filtered = filtered.where('rentals.bathrooms', '<=', q.bathrooms_max);
    if (q.area_min !== undefined) filtered = filtered.where('rentals.area_sqft', '>=', q.area_min);
    if (q.area_max !== undefined) filtered = filtered.where('rentals.area_sqft', '<=', q.area_max);
    if (q.shared_bathroom !== undefined)
      filtered = filtered.where('rentals.shared_bathroom', '=', q.shared_bathroom ? 1 : 0);
    // Men or women also find the places open to anyone; "anyone" finds only those.
    if (q.gender)
      filtered = filtered.where('rentals.gender', 'in', q.gender === 'any' ? ['any'] : [q.gender, 'any']);
    return filtered;
  },
  order: (q) => (q.sort === 'price_high' ? 'price_desc' : q.sort === 'price_low' ? 'price_asc' : 'newest'),
  card: (row, base) => ({ ...base, ...fieldsOf(row) }),
  detail: (row, base) => ({ ...base, ...fieldsOf(row) }),
};

/** A home's own words in search: its type, in both languages. */
export const rentSearch: KindSearchText = {
  words: async (db, ids) => {
    const rows = await new RentsRepository(db).searchRows(ids);
    return new Map(
      rows.map((row) => [
        row.listing_id,
        {
          words: row.accommodation_type
            ? bothLanguages(`rents.accommodationType.${row.accommodation_type}`)
            : [],
        },
      ]),
    );
  },
};

export const rentServerKind = classifiedServerKind('rent', rentSearch, () => rentKind);

import { readListFilters } from '../../lib/list-filters';
import {
  ACCOMMODATION_TYPES,
  INTENTS,
  MAX_AREA_SQFT,
  MAX_PRICE,
  MAX_ROOMS,
  OCCUPANT_GENDERS,
  POSTED_WITHIN_DAYS,
  RENT_SORTS,
} from '@jaliya/contract/classified-options';

/** The home list's filters as they appear in a page address; anything else is left out. */
export interface RentFilters {
  intent?: (typeof INTENTS)[number];
  accommodation_type?: (typeof ACCOMMODATION_TYPES)[number];
  gender?: (typeof OCCUPANT_GENDERS)[number];
  posted_within?: (typeof POSTED_WITHIN_DAYS)[number];
  sort?: (typeof RENT_SORTS)[number];
  shared_bathroom?: '1';
  city?: string;
  price_min?: string;
  price_max?: string;
  bedrooms_min?: string;
  bathrooms_min?: string;
  area_min?: string;
  area_max?: string;
  cursor?: string;
}

const CHOICES = {
  intent: INTENTS,
  accommodation_type: ACCOMMODATION_TYPES,
  gender: OCCUPANT_GENDERS,
  posted_within: POSTED_WITHIN_DAYS,
  sort: RENT_SORTS,
} as const;

const NUMBERS: Record<string, number> = {
  price_min: MAX_PRICE,
  price_max: MAX_PRICE,
  bedrooms_min: MAX_ROOMS,
  bathrooms_min: MAX_ROOMS,
  area_min: MAX_AREA_SQFT,
  area_max: MAX_AREA_SQFT,
};

/** Reads the filters from a page address: unknown values are dropped, never sent on. */
export function rentFiltersOf(request: Request): RentFilters {
  return readListFilters(request, {
    choices: CHOICES,
    numbers: NUMBERS,
    flags: ['shared_bathroom'],
  }) as RentFilters;
}

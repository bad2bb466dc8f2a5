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
  const search = new URL(request.url).searchParams;
  const filters: Record<string, string> = {};
  for (const [name, values] of Object.entries(CHOICES)) {
    const value = search.get(name);
    if (value && (values as readonly string[]).includes(value)) filters[name] = value;
  }
  for (const [name, max] of Object.entries(NUMBERS)) {
    const value = search.get(name)?.trim();
    if (value && /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) <= max) filters[name] = value;
  }
  const city = search.get('city');
  if (city && /^\d{1,9}$/.test(city)) filters.city = city;
  if (search.get('shared_bathroom') === '1') filters.shared_bathroom = '1';
  const cursor = search.get('cursor');
  if (cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor)) filters.cursor = cursor;
  return filters as RentFilters;
}

import {
  INTENTS,
  MAX_PRICE,
  MIN_PRODUCT_YEAR,
  POSTED_WITHIN_DAYS,
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
} from '@jaliya/contract/classified-options';
import { readListFilters } from '../../lib/list-filters';

/** The product list's filters as they appear in a page address; anything else is left out. */
export interface ProductFilters {
  intent?: (typeof INTENTS)[number];
  condition?: (typeof PRODUCT_CONDITIONS)[number];
  posted_within?: (typeof POSTED_WITHIN_DAYS)[number];
  sort?: (typeof PRODUCT_SORTS)[number];
  main_id?: string;
  category_id?: string;
  model_id?: string;
  color_id?: string;
  city?: string;
  price_min?: string;
  price_max?: string;
  year_from?: string;
  year_to?: string;
  cursor?: string;
}

/** Reads the filters from a page address: unknown values are dropped, never sent on. */
export function productFiltersOf(request: Request): ProductFilters {
  const filters = readListFilters(request, {
    choices: {
      intent: INTENTS,
      condition: PRODUCT_CONDITIONS,
      posted_within: POSTED_WITHIN_DAYS,
      sort: PRODUCT_SORTS,
    },
    numbers: { price_min: MAX_PRICE, price_max: MAX_PRICE, year_from: 9999, year_to: 9999 },
    ids: ['main_id', 'category_id', 'model_id', 'color_id'],
  });
  // A year before the lists' first is no filter rather than an error.
  const isYear = (value: string | undefined) =>
    value !== undefined && /^\d{4}$/.test(value) && Number(value) >= MIN_PRODUCT_YEAR;
  const { year_from: from, year_to: to, ...rest } = filters;
  return {
    ...rest,
    ...(isYear(from) ? { year_from: from } : {}),
    ...(isYear(to) ? { year_to: to } : {}),
  } as ProductFilters;
}

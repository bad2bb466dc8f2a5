import { readListFilters } from '../../lib/list-filters';
import {
  EXPERIENCE_LEVELS,
  INTENTS,
  JOB_SORTS,
  JOB_TYPES,
  MAX_PRICE,
  POSTED_WITHIN_DAYS,
  POSTER_TYPES,
  SALARY_TYPES,
} from '@jaliya/contract/classified-options';

/** The job list's filters as they appear in a page address; anything else is left out. */
export interface JobFilters {
  intent?: (typeof INTENTS)[number];
  job_type?: (typeof JOB_TYPES)[number];
  salary_type?: (typeof SALARY_TYPES)[number];
  experience?: (typeof EXPERIENCE_LEVELS)[number];
  poster_type?: (typeof POSTER_TYPES)[number];
  posted_within?: (typeof POSTED_WITHIN_DAYS)[number];
  sort?: (typeof JOB_SORTS)[number];
  city?: string;
  price_min?: string;
  price_max?: string;
  cursor?: string;
}

const CHOICES = {
  intent: INTENTS,
  job_type: JOB_TYPES,
  salary_type: SALARY_TYPES,
  experience: EXPERIENCE_LEVELS,
  poster_type: POSTER_TYPES,
  posted_within: POSTED_WITHIN_DAYS,
  sort: JOB_SORTS,
} as const;

/** Reads the filters from a page address: unknown values are dropped, never sent on. */
export function jobFiltersOf(request: Request): JobFilters {
  return readListFilters(request, {
    choices: CHOICES,
    numbers: { price_min: MAX_PRICE, price_max: MAX_PRICE },
  }) as JobFilters;
}

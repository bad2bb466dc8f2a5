/**
 * The choices of classified forms and filters, without zod, so the browser bundle can list them
 * (the schemas in `classifieds.ts` and `jobs.ts` are built from these same lists).
 */

/** Offering (an employee wanted, a home for rent, for sale) or seeking (a job, a home, wanted to buy). */
export const INTENTS = ['offer', 'seek'] as const;

/** Days a list can be narrowed to ("posted within"). */
export const POSTED_WITHIN_DAYS = ['1', '3', '7', '30'] as const;

export const MAX_CLASSIFIED_PHOTOS = 10;
export const MAX_PRICE = 100_000_000;

/** Jobs: full or part time, the salary's unit, the experience asked for, who posts. */
export const JOB_TYPES = ['full_time', 'part_time', 'both'] as const;
export const SALARY_TYPES = ['hour', 'day', 'week', 'month'] as const;
export const EXPERIENCE_LEVELS = ['none', 'junior', 'mid', 'senior'] as const;
export const POSTER_TYPES = ['company', 'individual'] as const;
export const JOB_SORTS = ['newest', 'salary_high', 'salary_low'] as const;

/** Homes: what kind of place, and who may live there (`any`: open to both, or a family). */
export const ACCOMMODATION_TYPES = ['house', 'townhouse', 'apartment', 'room', 'other'] as const;
export const OCCUPANT_GENDERS = ['male', 'female', 'any'] as const;
export const RENT_SORTS = ['newest', 'price_low', 'price_high'] as const;
export const MAX_ROOMS = 50;
export const MAX_AREA_SQFT = 100_000;

/** Marketplace: new or used, the sorts, and the years a product can be from (the newest is next year's model). */
export const PRODUCT_CONDITIONS = ['new', 'used'] as const;
export const PRODUCT_SORTS = ['newest', 'price_low', 'price_high'] as const;
export const MIN_PRODUCT_YEAR = 1950;
export function maxProductYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}
/** The years a product can be from, newest first. */
export function productYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = maxProductYear(now); year >= MIN_PRODUCT_YEAR; year -= 1) years.push(year);
  return years;
}

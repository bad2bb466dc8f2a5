import { z } from 'zod';
import { isCalendarDate, MINUTES_PER_DAY, parseTimeOfDay, type TimeRange } from './opening-hours-time';

export * from './opening-hours-time';

/* ------------------------------------------------------------------------------------------------------------
 * Validation; messages are message keys, translated by the server for the request's language
 * ---------------------------------------------------------------------------------------------------------- */

/** At most this many ranges per day or special date. */
const MAX_RANGES_PER_DAY = 3;
/** At most this many special dates. */
const MAX_SPECIAL_DATES = 60;

const timeOfDay = z
  .string({ error: 'validation.hoursTimeInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'validation.hoursTimeInvalid' });

/** One range; closes <= opens runs past midnight, and only closes may be '24:00'. */
export const TimeRangeSchema = z
  .object(
    {
      opens: timeOfDay.refine((value) => value !== '24:00', { error: 'validation.hoursTimeInvalid' }),
      closes: timeOfDay,
    },
    { error: 'validation.hoursTimeInvalid' },
  )
  // '00:00'-'24:00' is the whole day; any other equal pair (09:00-09:00, 00:00-00:00) is ambiguous.
  .refine((range) => range.opens !== range.closes, { error: 'validation.hoursTimeInvalid', path: ['closes'] })
  .describe("Opening time range, 'HH:MM' local; closes <= opens runs past midnight; closes may be '24:00'.");

/**
 * True when the ranges of one day are sorted and do not overlap. An overnight range counts as reaching 24:00,
 * so it must be the last of its day. Touching ranges (09:00-13:00, 13:00-17:00) are allowed.
 */
function rangesSortedAndApart(ranges: TimeRange[]): boolean {
  let previousEnd = 0;
  for (const range of ranges) {
    const opens = parseTimeOfDay(range.opens);
    const closes = parseTimeOfDay(range.closes);
    if (opens === undefined || closes === undefined) continue; // Reported by TimeRangeSchema.
    if (opens < previousEnd) return false;
    previousEnd = closes <= opens ? MINUTES_PER_DAY : closes;
  }
  return true;
}

const dayRanges = z
  .array(TimeRangeSchema, { error: 'validation.hoursTimeInvalid' })
  .max(MAX_RANGES_PER_DAY, { error: 'validation.hoursTooManyRanges' })
  .refine(rangesSortedAndApart, { error: 'validation.hoursOverlap' })
  .describe('Ranges of one day, sorted and not overlapping; [] means closed.');

/** Hours of one special date (holiday, Ramadan), replacing its weekly hours. */
export const SpecialHoursSchema = z
  .object(
    {
      date: z
        .string({ error: 'validation.hoursSpecialInvalid' })
        .refine(isCalendarDate, { error: 'validation.hoursSpecialInvalid' })
        .describe('Local date, YYYY-MM-DD.'),
      ranges: dayRanges,
    },
    { error: 'validation.hoursSpecialInvalid' },
  )
  .describe('Special date; [] ranges means closed all day.');

/** Opening hours of a listing, evaluated in the site's time zone. */
export const OpeningHoursSchema = z
  .object(
    {
      alwaysOpen: z.boolean({ error: 'validation.hoursTimeInvalid' }),
      weekly: z.object(
        {
          monday: dayRanges,
          tuesday: dayRanges,
          wednesday: dayRanges,
          thursday: dayRanges,
          friday: dayRanges,
          saturday: dayRanges,
          sunday: dayRanges,
        },
        { error: 'validation.hoursTimeInvalid' },
      ),
      special: z
        .array(SpecialHoursSchema, { error: 'validation.hoursSpecialInvalid' })
        .max(MAX_SPECIAL_DATES, { error: 'validation.hoursSpecialInvalid' })
        .superRefine((entries, ctx) => {
          const seen = new Set<string>();
          entries.forEach((entry, index) => {
            if (seen.has(entry.date)) {
              ctx.addIssue({
                code: 'custom',
                message: 'validation.hoursSpecialInvalid',
                path: [index, 'date'],
              });
            }
            seen.add(entry.date);
          });
        }),
    },
    { error: 'validation.hoursTimeInvalid' },
  )
  .describe('Opening hours in the time zone of the site.');

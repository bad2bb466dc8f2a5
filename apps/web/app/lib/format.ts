import type { Language } from '@jaliya/contract/languages';
import { formatWholeNumber, isPlainWholeNumber } from '@jaliya/contract/whole-numbers';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as people read it in the language (Arabic with Arabic-Indic digits), such as 3 March 2026. */
export function formatDate(iso: string, language: Language, timeZone = 'America/New_York'): string {
  const key = `${language}:${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long', timeZone });
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A whole number in the language's digits (Arabic-Indic in Arabic, as dates are), without an
 * `Intl` object where it can (see `whole-numbers.ts`).
 */
export function formatNumber(value: number, language: Language): string {
  if (isPlainWholeNumber(value)) return formatWholeNumber(value, language);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US');
    numberFormats.set(language, format);
  }
  return format.format(value);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time formatter for the language, built once per set of options: building one costs far
 * more than using it, and a list page formats a time on every card.
 */
export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of US dollars in the language's digits: whole dollars, or with cents when asked for
 * and the amount has them, always two of them ($17.50 an hour, never $17.5; ١٧٫٥٠ $ in Arabic).
 */
export function formatMoney(value: number, language: Language, cents = false): string {
  // Whole dollars without an `Intl` object (see `whole-numbers.ts`), as `Intl` writes them: a
  // right-to-left mark, the number, a no-break space and '$' in Arabic.
  if (isPlainWholeNumber(value))
    return language === 'en'
      ? `$${formatWholeNumber(value, 'en')}`
      : `\u200f${formatWholeNumber(value, 'ar')}\u00a0$`;
  const showsCents = cents && !Number.isInteger(value);
  const key = `${language}:${showsCents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: showsCents ? 2 : 0,
      minimumFractionDigits: showsCents ? 2 : 0,
    });
    moneyFormats.set(key, format);
  }
  if (language === 'en') return format.format(value);
  // Arabic writes 'US$', a left-to-right run whose '$' a right-to-left line moves to its other
  // side ('$US ١٤ في الساعة'). Every price on a US site is in dollars, so '$' alone.
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}

const yearFormats = new Map<Language, Intl.NumberFormat>();

/** A year in the language's digits, without a thousands separator: 2018, ٢٠١٨. */
export function formatYear(year: number, language: Language): string {
  if (isPlainWholeNumber(year)) return formatWholeNumber(year, language, false);
  let format = yearFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { useGrouping: false });
    yearFormats.set(language, format);
  }
  return format.format(year);
}

/**
 * A time of day stored as `HH:MM` (24:00 is midnight at the end of the day) as people read it in
 * the language: 9:00 AM, ٩:٠٠ ص. The same clock as the open-state badge beside it.
 */
export function formatTimeOfDay(time: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const minutes = (Number(match[1]) * 60 + Number(match[2])) % (24 * 60);
  const date = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** One opening time, `opens–closes`, in the language's clock: "9:00 AM–5:00 PM", "٩:٠٠ ص–٥:٠٠ م". */
export function formatTimeRange(range: { opens: string; closes: string }, language: Language): string {
  return `${formatTimeOfDay(range.opens, language)}–${formatTimeOfDay(range.closes, language)}`;
}

/** A day's opening times, in the language's clock and list separator: "9:00 AM–1:00 PM, 2:00 PM–8:00 PM". */
export function formatTimeRanges(
  ranges: ReadonlyArray<{ opens: string; closes: string }>,
  language: Language,
): string {
  return ranges.map((range) => formatTimeRange(range, language)).join(language === 'ar' ? '، ' : ', ');
}

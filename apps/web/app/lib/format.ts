import type { Language } from '@jaliya/contract/languages';

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

/** A whole number in the language's digits (Arabic-Indic in Arabic, as dates are). */
export function formatNumber(value: number, language: Language): string {
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
 * and the amount has them, always two of them ($17.50 an hour, never $17.5).
 */
export function formatMoney(value: number, language: Language, cents = false): string {
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
  return format.format(value);
}

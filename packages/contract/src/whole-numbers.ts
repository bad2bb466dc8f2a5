import type { Language } from './languages';

/**
 * Whole numbers written and counted as `Intl` does for the site's two languages (`en-US`, and
 * `ar-EG` with Arabic-Indic digits), without making an `Intl` object. A page's first `Intl` object
 * loads the browser's locale data: 15-40 ms on a fast machine, four times that on a phone, in the
 * middle of hydration. Messages mostly count small whole numbers (results, photos, days), so they
 * take this way; anything else (fractions, negatives, huge numbers) goes to `Intl`. The tests
 * compare both ways over every number they can.
 */

const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** What `ar-EG` puts between groups of three digits. */
const ARABIC_GROUP_SEPARATOR = '٬';

/** Whether `value` is a whole number this file writes and counts as `Intl` would. */
export function isPlainWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * A plain whole number as `Intl.NumberFormat` writes it in `language`: grouped by thousands, or
 * not (`useGrouping: false`, a year).
 */
export function formatWholeNumber(value: number, language: Language, useGrouping = true): string {
  const digits = String(value);
  let grouped = '';
  for (let index = 0; index < digits.length; index++) {
    if (useGrouping && index > 0 && (digits.length - index) % 3 === 0)
      grouped += language === 'ar' ? ARABIC_GROUP_SEPARATOR : ',';
    grouped += language === 'ar' ? ARABIC_INDIC_DIGITS[Number(digits[index])] : digits[index];
  }
  return grouped;
}

/** A plain whole number's plural category in `language`, as `Intl.PluralRules` (CLDR) gives it. */
export function wholeNumberPlural(value: number, language: Language): Intl.LDMLPluralRule {
  if (language === 'en') return value === 1 ? 'one' : 'other';
  if (value === 0) return 'zero';
  if (value === 1) return 'one';
  if (value === 2) return 'two';
  const lastTwo = value % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

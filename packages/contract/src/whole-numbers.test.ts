import { describe, expect, it } from 'vitest';
import { formatWholeNumber, isPlainWholeNumber, wholeNumberPlural } from './whole-numbers';
import { LANGUAGES } from './languages';

const LOCALES = { en: 'en-US', ar: 'ar-EG' } as const;
const PLURAL_LOCALES = { en: 'en-US', ar: 'ar' } as const;
/** Every number to 10,000, then larger ones of every length up to the largest safe integer. */
const NUMBERS = [
  ...Array.from({ length: 10_001 }, (_, index) => index),
  ...Array.from({ length: 12 }, (_, power) => 10 ** (power + 5) + 1234),
  123_456_789_012,
  Number.MAX_SAFE_INTEGER,
];

describe('whole numbers without Intl', () => {
  it.each(LANGUAGES)('writes every whole number as Intl.NumberFormat does (%s)', (language) => {
    const format = new Intl.NumberFormat(LOCALES[language]);
    for (const value of NUMBERS)
      expect(formatWholeNumber(value, language), String(value)).toBe(format.format(value));
  });

  it.each(LANGUAGES)('counts every whole number as Intl.PluralRules does (%s)', (language) => {
    const rules = new Intl.PluralRules(PLURAL_LOCALES[language]);
    for (const value of NUMBERS)
      expect(wholeNumberPlural(value, language), String(value)).toBe(rules.select(value));
  });

  it('leaves fractions, negatives and unsafe numbers to Intl', () => {
    for (const value of [-1, 1.5, Number.NaN, Infinity, 2 ** 60])
      expect(isPlainWholeNumber(value)).toBe(false);
    expect(isPlainWholeNumber(0)).toBe(true);
  });
});

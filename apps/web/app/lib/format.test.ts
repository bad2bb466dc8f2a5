import { describe, expect, it } from 'vitest';
import { formatMoney, formatTimeOfDay, formatTimeRanges, formatYear } from './format';

describe('formatMoney', () => {
  it('shows whole dollars, or cents as two digits when the amount has them', () => {
    expect(formatMoney(17.5, 'en', true)).toBe('$17.50');
    expect(formatMoney(17, 'en', true)).toBe('$17');
    expect(formatMoney(1250, 'en')).toBe('$1,250');
    expect(formatMoney(17.5, 'ar', true)).toContain('١٧٫٥٠');
    expect(formatMoney(17, 'ar', true)).not.toContain('٫');
    // No Latin letters in an Arabic price ('US$' came out as '$US' in a right-to-left line).
    expect(formatMoney(1100, 'ar')).toMatch(/^[^A-Za-z]*\$[^A-Za-z]*$/);
    expect(formatMoney(1100, 'ar')).toContain('١٬١٠٠');
  });

  it('writes whole dollars without Intl exactly as Intl does', () => {
    for (const language of ['en', 'ar'] as const) {
      const intl = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      });
      for (const value of [0, 1, 9, 10, 99, 100, 999, 1000, 1250, 17_500, 999_999, 1_000_000, 123_456_789]) {
        const written = intl
          .formatToParts(value)
          .map((part) => (part.type === 'currency' ? '$' : part.value))
          .join('');
        expect(formatMoney(value, language), `${language} ${value}`).toBe(written);
        expect(formatMoney(value, language, true), `${language} ${value}`).toBe(written);
      }
    }
  });
});

describe('digits on Arabic pages', () => {
  it('writes years, times and their ranges in the page’s digits, as prices and dates are', () => {
    expect(formatYear(2018, 'en')).toBe('2018');
    expect(formatYear(2018, 'ar')).toBe('٢٠١٨');
    expect(formatTimeOfDay('09:00', 'en')).toBe('9:00 AM');
    expect(formatTimeOfDay('24:00', 'en')).toBe('12:00 AM');
    expect(formatTimeOfDay('14:30', 'ar')).toBe('٢:٣٠ م');
    const day = [
      { opens: '12:00', closes: '24:00' },
      { opens: '06:00', closes: '09:30' },
    ];
    expect(formatTimeRanges(day, 'en')).toBe('12:00 PM–12:00 AM, 6:00 AM–9:30 AM');
    expect(formatTimeRanges(day, 'ar')).toBe('١٢:٠٠ م–١٢:٠٠ ص، ٦:٠٠ ص–٩:٣٠ ص');
    expect(formatTimeRanges(day, 'ar')).not.toMatch(/[0-9]/);
  });
});

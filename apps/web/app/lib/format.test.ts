import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('shows whole dollars, or cents as two digits when the amount has them', () => {
    expect(formatMoney(17.5, 'en', true)).toBe('$17.50');
    expect(formatMoney(17, 'en', true)).toBe('$17');
    expect(formatMoney(1250, 'en')).toBe('$1,250');
    expect(formatMoney(17.5, 'ar', true)).toContain('١٧٫٥٠');
    expect(formatMoney(17, 'ar', true)).not.toContain('٫');
  });
});

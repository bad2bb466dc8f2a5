import { describe, expect, it } from 'vitest';
import { countActiveFilters, readListFilters } from './list-filters';

describe('countActiveFilters', () => {
  it('counts each filter set away from its default, not the order, the page or a position', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ sort: 'price_asc', cursor: 'abc', lat: '33.75', lng: '-84.39' })).toBe(0);
    expect(countActiveFilters({ price_min: '100', city: '3', sort: 'newest' })).toBe(2);
    expect(countActiveFilters({ intent: undefined, condition: '', shared_bathroom: '1' })).toBe(1);
  });

  it('counts what a list reads from its address, so a hand-edited value that is dropped does not count', () => {
    const request = new Request(
      'http://localhost/market-place/products?price_min=100&condition=broken&city=x&sort=price_asc',
    );
    const filters = readListFilters(request, {
      choices: { condition: ['new', 'used'], sort: ['newest', 'price_asc'] },
      numbers: { price_min: 1_000_000 },
    });
    expect(filters).toEqual({ price_min: '100', sort: 'price_asc' });
    expect(countActiveFilters(filters)).toBe(1);
  });
});

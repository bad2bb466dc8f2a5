import { describe, expect, it } from 'vitest';
import { pageCacheAddress, QueryVariantShare } from './page-cache-key';

describe('pageCacheAddress', () => {
  it('keeps a page without a query under its path', () => {
    expect(pageCacheAddress('/FAQ')).toEqual({ address: '/FAQ', hasQuery: false });
    expect(pageCacheAddress('/FAQ?')).toEqual({ address: '/FAQ', hasQuery: false });
    expect(pageCacheAddress('/')).toEqual({ address: '/', hasQuery: false });
  });

  it('puts the query parameters in one order and spelling, so one page is one entry', () => {
    const addresses = ['/Job?city=3&sort=name', '/Job?sort=name&city=3', '/Job?sort=%6Eame&city=3'];
    expect(new Set(addresses.map((url) => pageCacheAddress(url).address))).toEqual(
      new Set(['/Job?city=3&sort=name']),
    );
    expect(pageCacheAddress('/search-result?q=a+b').address).toBe(
      pageCacheAddress('/search-result?q=a%20b').address,
    );
    // Same-named values keep their order: a page reading them all may depend on it.
    expect(pageCacheAddress('/x?t=2&a=1&t=1').address).toBe('/x?a=1&t=2&t=1');
    expect(pageCacheAddress('/?lang=ar').hasQuery).toBe(true);
  });
});

describe('QueryVariantShare', () => {
  it('keeps at most its share of variants, pushing out the oldest', () => {
    const share = new QueryVariantShare(3);
    expect(['/?a=1', '/?a=2', '/?a=3'].flatMap((key) => share.admit(key))).toEqual([]);
    expect(share.admit('/?a=4')).toEqual(['/?a=1']);
    // Kept again (rendered anew after it expired): it becomes the newest.
    expect(share.admit('/?a=2')).toEqual([]);
    expect(share.admit('/?a=5')).toEqual(['/?a=3']);
    expect(share.admit('/?a=6')).toEqual(['/?a=4']);
  });

  it('lets a crawler churn only its share: a thousand variants push out only variants', () => {
    const share = new QueryVariantShare(48);
    const pushedOut = Array.from({ length: 1000 }, (_, index) =>
      share.admit(`GA:en:chosen:/?a=${index}`),
    ).flat();
    expect(pushedOut).toHaveLength(1000 - 48);
    expect(pushedOut.every((key) => key.startsWith('GA:en:chosen:/?a='))).toBe(true);
  });
});

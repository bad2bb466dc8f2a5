import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { resolveSiteScope, scopeAddressOf } from './site-scope';
import type { SitesRepository } from './sites.repository';

const site = { id: 1, code: 'GA' };
/** Georgia with one city, 5; every lookup is counted. */
function sites() {
  const calls: string[] = [];
  const repository = {
    findByCode: async (code: string) => {
      calls.push(`site ${code}`);
      return code.toUpperCase() === 'GA' ? site : undefined;
    },
    findCity: async (_siteId: number, cityId: number) => {
      calls.push(`city ${cityId}`);
      return cityId === 5 ? { id: 5 } : undefined;
    },
  } as unknown as SitesRepository;
  return { repository, calls };
}

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('scopeAddressOf', () => {
  it('reads the site, language and city of a site address, with the cache key of its canonical form', () => {
    expect(scopeAddressOf({ site: 'ga', lang: 'ar', cityId: '007' })).toEqual({
      site: 'ga',
      lang: 'ar',
      cityId: '007',
      language: 'ar',
      key: 'GA:ar:7',
    });
    // An old address without a city segment is the whole site.
    expect(scopeAddressOf({ site: 'GA', lang: 'en' })?.key).toBe('GA:en:0');
  });

  it('gives no cache key to an address that cannot name a site, language or city', () => {
    for (const params of [
      { site: 'GA', lang: 'fr', cityId: '0' },
      { site: 'G1', lang: 'en', cityId: '0' },
      { site: 'GA', lang: 'en', cityId: 'x' },
      { site: 'GA', lang: 'en', cityId: '1234567890' },
    ])
      expect(scopeAddressOf(params)?.key, JSON.stringify(params)).toBeUndefined();
    expect(scopeAddressOf({ site: 'GA', lang: 'fr', cityId: '0' })?.language).toBeUndefined();
  });

  it('finds no scope on an address without a site', () => {
    expect(scopeAddressOf({ '*': 'Blog' })).toBeUndefined();
    expect(scopeAddressOf(undefined)).toBeUndefined();
  });
});

describe('resolveSiteScope', () => {
  const address = (site: string, lang: string, cityId?: string) =>
    scopeAddressOf({ site, lang, ...(cityId === undefined ? {} : { cityId }) })!;

  it('resolves a known site, language and city, and city 0 without asking for a city', async () => {
    const { repository, calls } = sites();
    expect(await resolveSiteScope(repository, address('ga', 'ar', '5'))).toEqual({
      site,
      language: 'ar',
      cityId: 5,
    });
    expect((await resolveSiteScope(repository, address('GA', 'en', '0'))).cityId).toBe(0);
    expect(calls).toEqual(['site ga', 'city 5', 'site GA']);
  });

  it('names what is unknown: the language before the site, the site before the city', async () => {
    const { repository, calls } = sites();
    expect(await errorCode(resolveSiteScope(repository, address('XX', 'fr', '5')))).toBe(
      'LANGUAGE_NOT_SUPPORTED',
    );
    expect(await errorCode(resolveSiteScope(repository, address('XX', 'en', '5')))).toBe('SITE_NOT_FOUND');
    expect(await errorCode(resolveSiteScope(repository, address('G1', 'en', '0')))).toBe('SITE_NOT_FOUND');
    expect(await errorCode(resolveSiteScope(repository, address('GA', 'en', '6')))).toBe('CITY_NOT_FOUND');
    expect(await errorCode(resolveSiteScope(repository, address('GA', 'en', 'x')))).toBe('CITY_NOT_FOUND');
    // A code that cannot be a site is never looked up.
    expect(calls).toEqual(['site XX', 'site GA', 'city 6', 'site GA']);
  });

  it("takes an unknown or missing city as the whole site under the old apps' rule", async () => {
    const { repository } = sites();
    expect((await resolveSiteScope(repository, address('GA', 'en', '6'), 'whole-site')).cityId).toBe(0);
    expect((await resolveSiteScope(repository, address('GA', 'en', 'x'), 'whole-site')).cityId).toBe(0);
    expect((await resolveSiteScope(repository, address('GA', 'en'), 'whole-site')).cityId).toBe(0);
    expect((await resolveSiteScope(repository, address('GA', 'en', '5'), 'whole-site')).cityId).toBe(5);
    expect(await errorCode(resolveSiteScope(repository, address('XX', 'en', '6'), 'whole-site'))).toBe(
      'SITE_NOT_FOUND',
    );
  });
});

import { DEFAULT_CITY_ID, isLanguage, type Language } from '@jaliya/contract';
import { AppError } from '../../lib/errors';
import type { SiteRow, SitesRepository } from './sites.repository';

/** Which site, language and city a request is about, all checked to exist. */
export interface SiteScope {
  site: SiteRow;
  language: Language;
  /** 0 means the whole site. */
  cityId: number;
}

/**
 * A request's scope as its address writes it (`/api/{site}/{lang}/{cityId}/...`), before anything
 * is looked up: read once per request (`plugins/request-scope.ts`) and resolved from there.
 */
export interface ScopeAddress {
  site: string;
  lang: string;
  /** Undefined for an old address without a city segment (`/api/{STATE}/en/project`). */
  cityId: string | undefined;
  /** The language, when the address names one Jaliya speaks. */
  language: Language | undefined;
  /**
   * `GA:en:0`, the start of every cache key of a read in this scope, or undefined when the address
   * is not in its canonical form (such an address is never cached and answers 404).
   */
  key: string | undefined;
}

/** What an unknown city means: a 404 (Jaliya's addresses) or the whole site (the old apps'). */
export type UnknownCity = 'not-found' | 'whole-site';

const SITE_CODE = /^[A-Za-z]{2,8}$/;
const CITY_ID = /^\d{1,9}$/;

/**
 * The scope an address names, from the route's path parameters; undefined for an address that is
 * not site-scoped. The one place a site, language and city are read from a request: several
 * states (issue 36) take the site from the Host header here.
 */
export function scopeAddressOf(params: unknown): ScopeAddress | undefined {
  const { site, lang, cityId } = (params ?? {}) as Record<string, string | undefined>;
  if (site === undefined || lang === undefined) return undefined;
  const language = isLanguage(lang) ? lang : undefined;
  const isCanonical = SITE_CODE.test(site) && language !== undefined && CITY_ID.test(cityId ?? '0');
  return {
    site,
    lang,
    cityId,
    language,
    key: isCanonical ? `${site.toUpperCase()}:${lang}:${Number(cityId ?? '0')}` : undefined,
  };
}

/** Resolves an address's site, language and city, or throws a 404 naming which part is unknown. */
export async function resolveSiteScope(
  sites: Pick<SitesRepository, 'findByCode' | 'findCity'>,
  address: ScopeAddress,
  unknownCity: UnknownCity = 'not-found',
): Promise<SiteScope> {
  const { language } = address;
  if (language === undefined) throw new AppError('LANGUAGE_NOT_SUPPORTED', { lang: address.lang });
  const site = SITE_CODE.test(address.site) ? await sites.findByCode(address.site) : undefined;
  if (!site) throw new AppError('SITE_NOT_FOUND', { site: address.site });
  // An address without a city segment is the whole site.
  const written = address.cityId ?? String(DEFAULT_CITY_ID);
  const cityId = CITY_ID.test(written) ? Number(written) : Number.NaN;
  const isKnown =
    !Number.isNaN(cityId) &&
    (cityId === DEFAULT_CITY_ID || (await sites.findCity(site.id, cityId)) !== undefined);
  if (isKnown) return { site, language, cityId };
  if (unknownCity === 'whole-site') return { site, language, cityId: DEFAULT_CITY_ID };
  throw new AppError('CITY_NOT_FOUND', { cityId: written });
}

import { DEFAULT_CITY_ID, isLanguage, type Language, type SiteParams } from '@jaliya/contract';
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
 * A cache key for a site-scoped response, or undefined when the parameters are not in their
 * canonical form (those always go through full validation and answer 404).
 */
export function scopeKey(resource: string, params: SiteParams): string | undefined {
  if (!/^[A-Za-z]{2,8}$/.test(params.site) || !isLanguage(params.lang) || !/^\d{1,9}$/.test(params.cityId))
    return undefined;
  return `${params.site.toUpperCase()}:${params.lang}:${Number(params.cityId)}:${resource}`;
}

/**
 * For the cached public reads: the path parameters are checked by `resolveSiteScope` (a 404 names
 * what is unknown) and by `scopeKey`, so the generic validator is skipped; the schema still
 * documents them in OpenAPI.
 */
export const acceptParamsAsIs = () => (value: unknown) => ({ value });

/** Resolves `{site}/{lang}/{cityId}` or throws a 404 naming which part is unknown. */
export async function resolveSiteScope(sites: SitesRepository, params: SiteParams): Promise<SiteScope> {
  if (!isLanguage(params.lang)) throw new AppError('LANGUAGE_NOT_SUPPORTED', { lang: params.lang });
  const site = /^[A-Za-z]{2,8}$/.test(params.site) ? await sites.findByCode(params.site) : undefined;
  if (!site) throw new AppError('SITE_NOT_FOUND', { site: params.site });
  const cityId = /^\d{1,9}$/.test(params.cityId) ? Number(params.cityId) : Number.NaN;
  if (Number.isNaN(cityId)) throw new AppError('CITY_NOT_FOUND', { cityId: params.cityId });
  if (cityId !== DEFAULT_CITY_ID && !(await sites.findCity(site.id, cityId))) {
    throw new AppError('CITY_NOT_FOUND', { cityId: params.cityId });
  }
  return { site, language: params.lang, cityId };
}

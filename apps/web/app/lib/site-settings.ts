import type { GeneralSetting } from '@jaliya/contract';
import { useRouteLoaderData } from 'react-router';
import { dateTimeFormat } from './format';
import { useI18n } from './i18n';

/** The site's general settings the root route loaded, or null when that failed. */
export function useSiteSettings(): GeneralSetting | null {
  return useRouteLoaderData<{ settings: GeneralSetting | null }>('root')?.settings ?? null;
}

/** The time zone of a site whose settings could not be read (the demo site's, Georgia's). */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/**
 * A date-time formatter in the page's language and the site's time zone. The server renders in
 * UTC and the browser in its own zone; a date formatted in either differs from the other, and
 * React throws the server's page away (error 418). The site's zone is the same on both sides,
 * and it is what the community reads its times in.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { language } = useI18n();
  const timeZone = useSiteSettings()?.site.timeZone ?? FALLBACK_TIME_ZONE;
  return dateTimeFormat(language, { timeZone, ...options });
}

import type { GeneralSetting } from '@jaliya/contract';
import { useRouteLoaderData } from 'react-router';

/** The site's general settings the root route loaded, or null when that failed. */
export function useSiteSettings(): GeneralSetting | null {
  return useRouteLoaderData<{ settings: GeneralSetting | null }>('root')?.settings ?? null;
}

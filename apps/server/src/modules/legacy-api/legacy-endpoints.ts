import { authEndpoints } from './endpoints/auth';
import { businessCreateEndpoints } from './endpoints/business-create';
import { catalogueEndpoints } from './endpoints/catalogue';
import { classifiedEndpoints } from './endpoints/classifieds';
import { contentEndpoints } from './endpoints/content';
import { createEndpoints } from './endpoints/create';
import { directoryEndpoints } from './endpoints/directory';
import { marketEndpoints } from './endpoints/market';
import { memberEndpoints } from './endpoints/member';
import { pageEndpoints } from './endpoints/pages';
import { searchEndpoints } from './endpoints/search';
import { siteEndpoints } from './endpoints/site';
import type { LegacyEndpoint } from './legacy-endpoint';

/**
 * Every old address the adapter serves, in one list: the routes, the contract tests and
 * docs/openapi-legacy.json all loop over it.
 */
export const LEGACY_ENDPOINTS: readonly LegacyEndpoint[] = [
  ...authEndpoints,
  ...classifiedEndpoints,
  ...memberEndpoints,
  ...searchEndpoints,
  ...contentEndpoints,
  ...siteEndpoints,
  ...directoryEndpoints,
  ...catalogueEndpoints,
  ...marketEndpoints,
  ...createEndpoints,
  ...businessCreateEndpoints,
  ...pageEndpoints,
];

/** Every old route as the router lists it (`POST /api/:site/:lang/:cityId/login`), for router-wide tests. */
export const LEGACY_ROUTES: ReadonlySet<string> = new Set(
  LEGACY_ENDPOINTS.map(
    (endpoint) =>
      `${endpoint.method} /api/:site/:lang/${endpoint.cityless ? '' : ':cityId/'}${endpoint.path}`,
  ),
);

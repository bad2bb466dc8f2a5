import { LISTING_KINDS, type ListingKind } from '@jaliya/contract/kinds';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { ClassifiedsService } from './modules/classifieds/classifieds.service';
import { productServerKind } from './modules/classifieds/kinds/products';
import { jobServerKind } from './modules/classifieds/kinds/jobs';
import { rentServerKind } from './modules/classifieds/kinds/rents';
import type { MarketCatalogueRepository } from './modules/classifieds/market-catalogue';
import { businessServerKind } from './modules/directory/business-kind';
import type { BusinessesRepository } from './modules/directory/businesses.repository';
import type { DirectoryService } from './modules/directory/directory.service';
import { eventServerKind } from './modules/events/event-kind';
import type { ListingsService } from './modules/listings/listings.service';
import type { KindSearchText } from './modules/search/kind-search-text';

/**
 * Tables of named things a post's form may point at, each with `id`, `name_en` and `name_ar`;
 * `listings`: another post, named by its title (an event's organising business).
 */
export type NamedTable = 'cities' | 'categories' | 'market_models' | 'market_colors' | 'listings';

/** What a kind's registration may use: the cores it is declared on and its own module's parts. */
export interface KindServices {
  config: Config;
  /** For a kind's own repository (an event's categories, organisers and month view). */
  db: Kysely<Database>;
  listings: ListingsService;
  classifieds: ClassifiedsService;
  marketCatalogue: MarketCatalogueRepository;
  businesses: BusinessesRepository;
  /** Made after the kinds are registered; read when a kind's hook runs. */
  directory: () => DirectoryService;
}

/**
 * The server's half of a kind of post (decision 025), under the name its contract declaration
 * (`@jaliya/contract/kinds`) gives it: its part of the search entries, and how it enters the
 * listings core's registry (and a core of its own: classifieds, the directory), with its table,
 * transitions, expiry, cache families, review versions and endpoints.
 */
export interface ServerKind {
  name: ListingKind;
  search: KindSearchText;
  /** Its own form fields that hold the id of a named row, and the table of names (id, `name_en`, `name_ar`). */
  reviewNamed?: Readonly<Record<string, NamedTable>>;
  register: (services: KindServices) => void;
}

/** Every kind on the server, one line each, in the contract's order. */
export const SERVER_KINDS: readonly ServerKind[] = [
  businessServerKind,
  jobServerKind,
  rentServerKind,
  productServerKind,
  eventServerKind,
];

/** A kind's server half by its name. */
export function serverKind(name: string): ServerKind | undefined {
  return SERVER_KINDS.find((kind) => kind.name === name);
}

/** Enters every kind in the services' registries; a kind the contract declares must have its server half. */
export function registerKinds(services: KindServices): void {
  const declared = LISTING_KINDS.join(',');
  const registered = SERVER_KINDS.map((kind) => kind.name).join(',');
  if (declared !== registered) {
    throw new Error(`The server's kinds (${registered}) are not the contract's (${declared})`);
  }
  for (const kind of SERVER_KINDS) kind.register(services);
}

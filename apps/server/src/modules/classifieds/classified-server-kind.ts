import type { ListingKind } from '@jaliya/contract';
import type { KindServices, ServerKind } from '../../kinds';
import { DEFAULT_TRANSITIONS } from '../listings/life-cycle';
import type { KindSearchText } from '../search/kind-search-text';
import { type ClassifiedKindDefinition, classifiedResource } from './classified-kind';

/**
 * A classified kind's server half: its declaration enters the classifieds core's registry (and
 * so its endpoints, lists, contact details and forms) and the listings core's (life cycle, expiry
 * after the configured days, review, saved items, "my posts", reports, sitemaps, erasure).
 */
export function classifiedServerKind(
  name: ListingKind,
  search: KindSearchText,
  declare: (services: KindServices) => ClassifiedKindDefinition,
  extra: Pick<ServerKind, 'reviewNamed'> = {},
): ServerKind {
  return {
    name,
    search,
    ...extra,
    register: (services) => {
      const definition = { ...declare(services), expiresAfterDays: services.config.postExpiryDays };
      if (definition.kind !== name) throw new Error(`The ${name} kind declares ${definition.kind}`);
      const { classifieds, listings } = services;
      classifieds.register(definition);
      listings.register({
        kind: definition.kind,
        transitions: definition.transitions ?? DEFAULT_TRANSITIONS,
        expiresAfterDays: definition.expiresAfterDays,
        ...(definition.expiresAt
          ? { expiresAt: (id: number) => classifieds.expiresAtOf(definition, id), warnsBeforeExpiry: false }
          : {}),
        cacheResources: [classifiedResource(definition), 'home'],
        applyPendingChanges: (id, changes) => classifieds.applyPendingChanges(definition, id, changes),
        reviewVersions: (id) => classifieds.reviewVersions(definition, id),
      });
    },
  };
}

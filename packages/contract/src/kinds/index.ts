import { businessKind } from './business';
import { eventKind } from './event';
import type { KindDeclaration } from './define-kind';
import { jobKind } from './job';
import { productKind } from './product';
import { rentKind } from './rent';

export { defineKind, type KindDeclaration } from './define-kind';
export { businessKind, eventKind, jobKind, productKind, rentKind };
export { EVENTS_PATH } from './event';
export { JOBS_HOME_PATH, JOB_LIST_PATH, jobListPath } from './job';
export { RENTS_HOME_PATH, RENT_LIST_PATH, rentListPath } from './rent';
export { MARKET_HOME_PATH, PRODUCT_LIST_PATH } from './product';

/**
 * Every kind of post, one line each (decision 025). Every list of kinds (the contract's enums,
 * saved items, search kinds, category kinds, the console's choices, the sitemap's sections)
 * is derived from this one, in this order. Zod-free: the browser bundle imports it.
 */
export const KINDS = [businessKind, jobKind, rentKind, productKind, eventKind] as const;

/** A kind of post's name. */
export type ListingKind = (typeof KINDS)[number]['name'];
/** The kinds of category posts are filed under. */
export type CategoryKind = (typeof KINDS)[number]['categoryKinds'][number];

export const LISTING_KINDS: readonly ListingKind[] = KINDS.map((kind) => kind.name);

/** Every kind of category some kind of post is filed under. */
export const CATEGORY_KINDS: readonly CategoryKind[] = KINDS.flatMap((kind) => kind.categoryKinds);

const BY_NAME = new Map<string, KindDeclaration<ListingKind>>(KINDS.map((kind) => [kind.name, kind]));

export function isListingKind(value: string | null | undefined): value is ListingKind {
  return BY_NAME.has(value ?? '');
}

/** A kind's declaration by its name. */
export function kindNamed(name: ListingKind): KindDeclaration<ListingKind>;
export function kindNamed(name: string): KindDeclaration<ListingKind> | undefined;
export function kindNamed(name: string): KindDeclaration<ListingKind> | undefined {
  return BY_NAME.get(name);
}

/** A pattern matching exactly one kind's name, for filters read from an address. */
export const LISTING_KIND_PATTERN = new RegExp(`^(${LISTING_KINDS.join('|')})$`);

import { LISTING_KINDS, type ListingKind } from './kinds';

/** Kinds of thing a user can save; one mechanism for all of them. */
export type SavedItemType = 'blog' | ListingKind;
/** Kinds of thing a user can save: blog posts and every kind of post (the registry of kinds). */
export const SAVED_ITEM_TYPES: readonly SavedItemType[] = ['blog', ...LISTING_KINDS];

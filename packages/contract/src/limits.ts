/** Timings from the specification (section 9), in milliseconds. */
export const TIMINGS = {
  typingPerCharacter: 100,
  alertCountdownStep: 1000,
  warningVisible: 3000,
  welcomePopupDelay: 60_000,
  welcomePopupFade: 300,
  subscribedLabelVisible: 4000,
  subscribeInputClearDelay: 100,
  liveChatIdleFallback: 3000,
  staticChunkTimeout: 120_000,
} as const;

/** Layout constants from the specification (section 9), in CSS pixels. */
export const LAYOUT = {
  heroHeight: 750,
  squareImageHeight: 456,
  narrowMaxWidth: 992,
  headerMinHeight: 70,
  headerLogo: { width: 120, height: 60 },
  footerLogo: { width: 180, height: 98 },
  footerSocialIconsMax: 6,
  footerSocialPlaceholders: 5,
} as const;

/** Limits on content, shared by forms and the API. */
export const LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  searchKeywordMaxLength: 100,
  contactMessageMaxLength: 5000,
  formValueMaxLength: 5000,
  /** Blog posts on one page of the list. */
  blogPageSize: 6,
  /** Saved items on one page of a saved list. */
  savedPageSize: 12,
  business: {
    mainPhotos: { min: 3, max: 6 },
    galleryPhotos: { min: 6, max: 10 },
    services: { min: 3, max: 9 },
    descriptionLines: { min: 1, max: 3 },
  },
} as const;

/**
 * What a photo field's file picker offers: the formats the server decodes (it checks the content,
 * never the name). HEIC from iPhones is left out on purpose: the server's image library reads
 * AV1 HEIF (AVIF) but not HEVC, and a picker that does not ask for HEIC makes iOS send a JPEG.
 */
export const PHOTO_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** The specification's e-mail rule: text, at sign, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Largest id of a stored record (a 32-bit integer column on both engines); larger ids are refused. */
export const MAX_RECORD_ID = 2_147_483_647;

/** City id meaning "no particular city" (the whole site). */
export const DEFAULT_CITY_ID = 0;

/** The social networks the footer can link to. */
export const SOCIAL_MEDIA_TYPES = [
  'youtube',
  'instagram',
  'facebook',
  'tiktok',
  'twitter',
  'pinterest',
] as const;

// In a module of their own, which the browser's shared first-load chunk (that holds this module)
// leaves out: derived from the registry of kinds, they would bring every kind's declaration to
// every page's first load, where only the saved lists need them (issue 37).
export { SAVED_ITEM_TYPES, type SavedItemType } from './saved-item-types';

/** Largest listing photo accepted: a phone's full-size photo (4-8 MB) with room to spare. */
export const MAX_LISTING_PHOTO_BYTES = 12 * 1024 * 1024;
/** Photos one account may keep for its posts (attached or waiting to be). */
export const LISTING_PHOTO_QUOTA = 200;

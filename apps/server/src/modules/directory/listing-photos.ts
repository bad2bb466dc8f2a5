import { AppError } from '../../lib/errors';
import type { UserRow } from '../accounts/users.repository';
import { storeUploadedImage } from '../media/uploads';
import type { Services } from '../../services';

/** Largest listing photo accepted: a phone's full-size photo (4-8 MB) with room to spare. */
export const MAX_LISTING_PHOTO_BYTES = 12 * 1024 * 1024;
/** Photos one account may keep for its posts (attached or waiting to be). */
export const LISTING_PHOTO_QUOTA = 200;

/**
 * Stores one photo for a post, as every upload route does: within the owner's quota and hourly
 * limit (checked before the file is read), in the post photo widths. Answers the new image's id.
 */
export async function storeListingPhoto(
  services: Pick<Services, 'limiter' | 'media' | 'storage'>,
  user: UserRow,
  read: () => Promise<Buffer>,
  options: { field: string },
): Promise<number> {
  if ((await services.media.countOwned(user.id, 'listing')) >= LISTING_PHOTO_QUOTA) {
    throw new AppError('VALIDATION_FAILED', {}, { photo: { key: 'validation.photoQuota' } });
  }
  await services.limiter.hit(['listing-photo', user.id], { max: 120, windowSeconds: 3600 });
  return storeUploadedImage(services.media, services.storage, await read(), {
    field: options.field,
    ownerUserId: user.id,
    purpose: 'listing',
  });
}

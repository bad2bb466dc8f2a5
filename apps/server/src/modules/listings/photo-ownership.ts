import type { UserRow } from '../accounts/users.repository';
import type { MediaRepository } from '../media/media.repository';
import type { ListingsRepository } from './listings.repository';

/**
 * The one check that a post's photos may be used, for every kind: each photo named exists and is
 * either already the post's own (an edit keeps it) or a post photo its poster uploaded. A field
 * that names someone else's photo, an unknown one, or the same photo twice is refused; a photo
 * named in two fields is refused on `duplicatesField`, unless that field is refused already.
 * Answers the refused fields (empty when every photo may be used).
 */
export async function photoOwnershipErrors(
  repositories: { listings: ListingsRepository; media: MediaRepository },
  user: UserRow,
  listingId: number | undefined,
  photoFields: Record<string, readonly number[]>,
  duplicatesField: string,
): Promise<Record<string, { key: 'validation.photoNotYours' }>> {
  const fields: Record<string, { key: 'validation.photoNotYours' }> = {};
  const attached = new Set(
    listingId === undefined
      ? []
      : (await repositories.listings.imagesOf([listingId])).map((image) => image.id),
  );
  const allIds = Object.values(photoFields).flat();
  const images = await repositories.media.findByIds(allIds);
  for (const [field, ids] of Object.entries(photoFields)) {
    const usable = ids.every((id) => {
      const image = images.get(id);
      return (
        image !== undefined &&
        (attached.has(id) || (image.owner_user_id === user.id && image.purpose === 'listing'))
      );
    });
    if (!usable || new Set(ids).size !== ids.length) fields[field] = { key: 'validation.photoNotYours' };
  }
  if (new Set(allIds).size !== allIds.length && !fields[duplicatesField])
    fields[duplicatesField] = { key: 'validation.photoNotYours' };
  return fields;
}

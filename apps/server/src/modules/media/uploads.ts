import type { ImagePurpose } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  encodeImage,
  loadSharp,
  MAX_PIXELS,
  type ProcessedImage,
  storeEncodedImage,
  UPLOAD_QUALITY,
  WIDTHS_BY_PURPOSE,
} from './image-processing';
import { variantName } from './image-view';
import { runImageWork } from './image-work';
import type { ImageRow, MediaRepository } from './media.repository';
import type { MediaStorage } from './media.storage';

/**
 * Formats accepted from users, recognised by their content, never by name or declared type. `heif`
 * is AVIF: the image library decodes AV1 HEIF only, so an iPhone's HEVC HEIC fails to decode and
 * is refused like any unreadable file. The pickers offer the same list (PHOTO_FILE_TYPES).
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Files younger than this are never swept: an upload may be between its files and its row. */
const ORPHAN_GRACE_MS = 60 * 60_000;
/** A post photo no post uses is kept this long: the form it was chosen in may still be open. */
export const UNATTACHED_PHOTO_GRACE_MS = 48 * 60 * 60_000;
const SWEEP_BATCH = 500;
/** Uploads stop while the media disk has less than this free: the database and the logs need room too. */
export const MIN_FREE_BYTES = 128 * 1024 * 1024;

export interface UploadTarget {
  field: string;
  /** The uploader; null for the site's own images, which no account owns. */
  ownerUserId: number | null;
  /** What the image is for, which sets the widths it is delivered in (WIDTHS_BY_PURPOSE). */
  purpose: ImagePurpose;
  position?: number;
}

/**
 * Takes an uploaded image: checks what it really is, re-encodes it to WebP in its purpose's widths
 * (auto-rotated, all metadata such as GPS removed), writes the files, then records it as the
 * uploader's own image. The same bytes uploaded twice make two records with files of their own.
 * The decoding waits for its turn in the image queue (`runImageWork`): every path that takes an
 * image from a person comes through here, so all of them share the bound.
 */
export async function storeUploadedImage(
  media: MediaRepository,
  storage: MediaStorage,
  content: Buffer,
  target: UploadTarget,
): Promise<number> {
  const invalid = () =>
    new AppError('VALIDATION_FAILED', {}, { [target.field]: { key: 'validation.photoInvalid' } });
  const free = await storage.freeBytes();
  if (free !== null && free < MIN_FREE_BYTES) throw new AppError('STORAGE_FULL');
  // Nothing is decoded before the image's turn: a full queue refuses it (503) with nothing stored.
  const record = await runImageWork(async (): Promise<ProcessedImage> => {
    const sharp = await loadSharp();
    let format: string | undefined;
    try {
      const metadata = await sharp(content, { limitInputPixels: MAX_PIXELS }).metadata();
      format = metadata.format;
      if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_PIXELS)
        format = undefined;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
    let encoded;
    try {
      encoded = await encodeImage({
        content,
        widths: WIDTHS_BY_PURPOSE[target.purpose],
        quality: UPLOAD_QUALITY,
      });
    } catch {
      // Truncated or corrupt data that only fails while decoding.
      throw invalid();
    }
    try {
      return await storeEncodedImage(storage, encoded, { en: '', ar: '' });
    } catch (error) {
      // The image was fine; where it is kept (a disk, a bucket) did not take it: try again later.
      throw Object.assign(new AppError('UNAVAILABLE', { seconds: 5 }), { cause: error });
    }
  });
  try {
    return await media.insert({
      ...record,
      owner_user_id: target.ownerUserId,
      purpose: target.purpose,
      position: target.position ?? 0,
    });
  } catch (error) {
    await removeFiles(storage, record);
    throw error;
  }
}

/**
 * Deletes one of an owner's images and its files. Another owner's image, or a site image, is
 * left alone: nothing is deleted that someone else may point at.
 */
export async function deleteOwnedImage(
  media: MediaRepository,
  storage: MediaStorage,
  id: number,
  ownerUserId: number,
): Promise<void> {
  const deleted = await media.deleteOwned(id, ownerUserId);
  if (deleted && !(await media.isStorageKeyUsed(deleted.storage_key))) await removeFiles(storage, deleted);
}

async function removeFiles(
  storage: MediaStorage,
  image: Pick<ImageRow, 'storage_key' | 'variant_widths'>,
): Promise<void> {
  for (const width of JSON.parse(image.variant_widths) as number[]) {
    await storage.remove(variantName(image.storage_key, width));
  }
}

/**
 * Removes what a crash or a failed write left behind: temporary files, and stored files older
 * than an hour that no image record points at. Run at start-up. Answers how many were removed.
 */
export async function sweepOrphanFiles(media: MediaRepository, storage: MediaStorage): Promise<number> {
  let removed = await storage.removeLeftovers();
  const candidates = await storage.listOlderThan(new Date(Date.now() - ORPHAN_GRACE_MS));
  if (candidates.length === 0) return removed;
  const keys = await media.storageKeys();
  for (const name of candidates) {
    const key = /^(.+)-\d+\.webp$/.exec(name)?.[1];
    if (key && keys.has(key)) continue;
    await storage.remove(name).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/**
 * Deletes post photos that no post uses and no edit waiting for review points at, once they are
 * older than `graceMs`: photos chosen in a form that was never sent, or replaced in an edit that
 * was approved. Their records go first, then their files. Answers how many were deleted.
 */
export async function sweepUnattachedListingPhotos(
  media: MediaRepository,
  storage: MediaStorage,
  pendingImageIds: () => Promise<Set<number>>,
  graceMs = UNATTACHED_PHOTO_GRACE_MS,
): Promise<number> {
  const before = new Date(Date.now() - graceMs);
  const keep = await pendingImageIds();
  let deleted = 0;
  let afterId = 0;
  for (;;) {
    const batch = await media.findUnattachedListingImages(before, afterId, SWEEP_BATCH);
    if (batch.length === 0) return deleted;
    afterId = batch.at(-1)?.id ?? afterId;
    const unused = batch.filter((image) => !keep.has(image.id)).map((image) => image.id);
    for (const image of await media.deleteByIds(unused)) {
      if (!(await media.isStorageKeyUsed(image.storage_key))) await removeFiles(storage, image);
      deleted += 1;
    }
  }
}

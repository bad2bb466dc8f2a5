import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { processImage } from './image-processing';
import { variantName } from './image-view';
import type { ImageRow, MediaRepository } from './media.repository';
import type { MediaStorage } from './media.storage';

/** Formats accepted from users, recognised by their content, never by name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;

/**
 * Takes an uploaded image: checks what it really is, re-encodes it to WebP in the given widths
 * (auto-rotated, all metadata such as GPS removed), writes the files, then records it.
 */
export async function storeUploadedImage(
  media: MediaRepository,
  storage: MediaStorage,
  content: Buffer,
  widths: readonly number[],
  field: string,
): Promise<number> {
  let format: string | undefined;
  try {
    const metadata = await sharp(content, { limitInputPixels: MAX_PIXELS }).metadata();
    format = metadata.format;
    if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_PIXELS)
      format = undefined;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('VALIDATION_FAILED', {}, { [field]: { key: 'validation.photoInvalid' } });
  }
  let record: Omit<ImageRow, 'id'>;
  try {
    record = await processImage(storage, { content, widths, alt: { en: '', ar: '' }, quality: 80 });
  } catch {
    // Truncated or corrupt data that only fails while decoding.
    throw new AppError('VALIDATION_FAILED', {}, { [field]: { key: 'validation.photoInvalid' } });
  }
  return media.insert(record);
}

/** Removes an image record and every stored size of it. */
export async function deleteImage(media: MediaRepository, storage: MediaStorage, id: number): Promise<void> {
  const image = await media.findById(id);
  if (!image) return;
  await media.delete(id);
  for (const width of JSON.parse(image.variant_widths) as number[]) {
    await storage.remove(variantName(image.storage_key, width));
  }
}

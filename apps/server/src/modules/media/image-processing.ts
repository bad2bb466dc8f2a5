import { randomBytes } from 'node:crypto';
import type { ImageRow } from './media.repository';
import type { MediaStorage } from './media.storage';
import { variantName } from './image-view';

export interface ImageSource {
  content: Buffer;
  widths: readonly number[];
  alt: { en: string; ar: string };
  quality?: number;
}

/** Widths every post photo is delivered in: list thumbnails, phones, tablets and desktops. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
/** The site's own images (hero slides are full width, up to a large desktop screen). */
export const SITE_IMAGE_WIDTHS = [320, 640, 1024, 1440, 1920] as const;

/** Width of the blurred preview kept in the record, shown while the image itself loads. */
const PLACEHOLDER_WIDTH = 16;

/** Largest image accepted, in pixels (a decompression bomb is refused before it is decoded). */
export const MAX_PIXELS = 40_000_000;

/** The image library, loaded on the first image processed rather than at start-up (memory). */
export async function loadSharp() {
  return (await import('sharp')).default;
}

/** A new storage key: every stored image has files of its own, never shared with another record. */
export function newStorageKey(): string {
  return randomBytes(12).toString('hex');
}

export type ProcessedImage = Omit<ImageRow, 'id' | 'owner_user_id' | 'purpose' | 'position' | 'upload_key'>;

/**
 * Re-encodes an image to WebP in each requested width (never upscaled), strips all metadata,
 * writes the files under a new key first and returns the record to store.
 */
export async function processImage(storage: MediaStorage, source: ImageSource): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const original = sharp(source.content, { limitInputPixels: MAX_PIXELS }).rotate();
  const metadata = await original.metadata();
  const originalWidth = metadata.width ?? 0;
  const originalHeight = metadata.height ?? 0;
  if (!originalWidth || !originalHeight) throw new Error('Image has no dimensions');
  const storageKey = newStorageKey();
  const widths = [...new Set(source.widths.map((width) => Math.min(width, originalWidth)))].sort(
    (a, b) => a - b,
  );
  let byteSize = 0;
  const written: string[] = [];
  try {
    for (const width of widths) {
      const encoded = await original
        .clone()
        .resize({ width })
        .webp({ quality: source.quality ?? 78, effort: 4 })
        .toBuffer();
      byteSize += encoded.length;
      const name = variantName(storageKey, width);
      await storage.write(name, encoded);
      written.push(name);
    }
  } catch (error) {
    // Nothing half-done stays behind: a failed encode removes the sizes already written.
    for (const name of written) await storage.remove(name);
    throw error;
  }
  const largest = widths.at(-1) ?? originalWidth;
  // Behind a transparent logo a blurred preview would show through: only opaque images get one.
  const isOpaque = !metadata.hasAlpha || (await original.clone().stats()).isOpaque;
  const preview = !isOpaque
    ? null
    : await original
        .clone()
        .resize({ width: PLACEHOLDER_WIDTH })
        .removeAlpha()
        .webp({ quality: 40, effort: 4 })
        .toBuffer();
  return {
    storage_key: storageKey,
    mime_type: 'image/webp',
    width: largest,
    height: Math.round((originalHeight * largest) / originalWidth),
    byte_size: byteSize,
    variant_widths: JSON.stringify(widths),
    alt_en: source.alt.en,
    alt_ar: source.alt.ar,
    created_at: new Date().toISOString(),
    placeholder: preview ? `data:image/webp;base64,${preview.toString('base64')}` : null,
  };
}

import { randomBytes } from 'node:crypto';
import type { ImagePurpose } from '../../db/schema';
import type { ImageRow } from './media.repository';
import type { MediaStorage } from './media.storage';
import { variantName } from './image-view';

export interface ImageSource {
  content: Buffer;
  widths: readonly number[];
  alt: { en: string; ar: string };
  quality?: number;
}

/**
 * Widths every post photo is delivered in: small thumbnails, list cards, phones, tablets and
 * desktops. A photo may become a business's logo (64 CSS pixels on a card, 112 on a profile) or a
 * job's thumbnail (96): 128 and 192 serve those on phone screens of two and three pixels per CSS
 * pixel, where the smallest was 320 (two to five times the bytes, twenty on a list page).
 */
export const PHOTO_WIDTHS = [128, 192, 320, 640, 1024, 1600] as const;
/**
 * The site's own images (hero slides are full width, up to a large desktop screen). 768 is a
 * phone's full width at about two pixels per CSS pixel (412 x 1.75 = 721), which took 1024.
 */
export const SITE_IMAGE_WIDTHS = [320, 640, 768, 1024, 1440, 1920] as const;
/** Sizes a profile photo is delivered in (avatars in lists, the profile page). */
export const PROFILE_PHOTO_WIDTHS = [96, 256] as const;

/**
 * The widths each kind of image is delivered in: uploads are encoded in them, and
 * `npm run db:image-sizes` gives images stored before a change the sizes they lack.
 */
export const WIDTHS_BY_PURPOSE: Record<ImagePurpose, readonly number[]> = {
  listing: PHOTO_WIDTHS,
  site: SITE_IMAGE_WIDTHS,
  profile_photo: PROFILE_PHOTO_WIDTHS,
};

/**
 * How every image is encoded. Anything that keeps encoded images (the demo artwork's cache) names
 * these in its key, so a change here encodes afresh.
 */
export const ENCODING = {
  quality: 78,
  effort: 4,
  /** Width of the blurred preview kept in the record, shown while the image itself loads. */
  placeholderWidth: 16,
  placeholderQuality: 40,
} as const;

/** The WebP quality of an uploaded image's files (the demo's artwork uses `ENCODING.quality`). */
export const UPLOAD_QUALITY = 80;

/** Largest image accepted, in pixels (a decompression bomb is refused before it is decoded). */
export const MAX_PIXELS = 40_000_000;

/** Threads libvips gives one image: throughput comes from images in parallel (IMAGE_CONCURRENCY). */
const THREADS_PER_IMAGE = 1;

/**
 * The image library, loaded on the first image processed rather than at start-up (memory). Each
 * image is worked on one thread (libvips would take every core for each), so the image queue's
 * concurrency is the number of cores images can take (`image-work.ts`), and nothing is cached.
 */
export async function loadSharp() {
  const sharp = (await import('sharp')).default;
  if (sharp.concurrency() !== THREADS_PER_IMAGE) {
    sharp.concurrency(THREADS_PER_IMAGE);
    // Each image is decoded once (encodeImage): libvips' cache of finished operations would only
    // keep the last large images in memory.
    sharp.cache(false);
  }
  return sharp;
}

/** A new storage key: every stored image has files of its own, never shared with another record. */
export function newStorageKey(): string {
  return randomBytes(12).toString('hex');
}

export type ProcessedImage = Omit<ImageRow, 'id' | 'owner_user_id' | 'purpose' | 'position' | 'upload_key'>;

/** An image re-encoded in each delivered width, before anything is written. */
export interface EncodedImage {
  /** One WebP file per width, smallest first (never wider than the original). */
  variants: { width: number; content: Buffer }[];
  width: number;
  height: number;
  /** A tiny blurred WebP as a data address, for opaque images only. */
  placeholder: string | null;
}

/**
 * Re-encodes an image to WebP in each requested width (never upscaled), without its metadata.
 * The image is decoded once, auto-rotated, at the largest width wanted (a JPEG or WebP shrinks
 * while it is decoded), and every size and the preview are made from those pixels: a 40-megapixel
 * photo is never held whole in memory, nor decoded again for each size.
 */
export async function encodeImage(source: Omit<ImageSource, 'alt'>): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(source.content, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: Math.max(...source.widths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (!info.width || !info.height) throw new Error('Image has no dimensions');
  const decoded = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = [...new Set(source.widths.map((width) => Math.min(width, info.width)))].sort(
    (a, b) => a - b,
  );
  const variants: EncodedImage['variants'] = [];
  for (const width of widths) {
    const content = await decoded()
      .resize({ width })
      .webp({ quality: source.quality ?? ENCODING.quality, effort: ENCODING.effort })
      .toBuffer();
    variants.push({ width, content });
  }
  // Behind a transparent logo a blurred preview would show through: only opaque images get one.
  const hasAlpha = info.channels === 2 || info.channels === 4;
  const isOpaque = !hasAlpha || (await decoded().stats()).isOpaque;
  const preview = !isOpaque
    ? null
    : await decoded()
        .resize({ width: ENCODING.placeholderWidth })
        .removeAlpha()
        .webp({ quality: ENCODING.placeholderQuality, effort: ENCODING.effort })
        .toBuffer();
  return {
    variants,
    width: info.width,
    height: info.height,
    placeholder: preview ? `data:image/webp;base64,${preview.toString('base64')}` : null,
  };
}

/**
 * Writes an encoded image's files under a new key and returns the record to store. Nothing
 * half-done stays behind: a failed write removes the files already written.
 */
export async function storeEncodedImage(
  storage: MediaStorage,
  encoded: EncodedImage,
  alt: ImageSource['alt'],
): Promise<ProcessedImage> {
  const storageKey = newStorageKey();
  const written: string[] = [];
  try {
    for (const variant of encoded.variants) {
      const name = variantName(storageKey, variant.width);
      await storage.write(name, variant.content);
      written.push(name);
    }
  } catch (error) {
    for (const name of written) await storage.remove(name);
    throw error;
  }
  return {
    storage_key: storageKey,
    mime_type: 'image/webp',
    width: encoded.width,
    height: encoded.height,
    byte_size: encoded.variants.reduce((total, variant) => total + variant.content.length, 0),
    variant_widths: JSON.stringify(encoded.variants.map((variant) => variant.width)),
    alt_en: alt.en,
    alt_ar: alt.ar,
    created_at: new Date().toISOString(),
    placeholder: encoded.placeholder,
  };
}

/**
 * Re-encodes an image to WebP in each requested width (never upscaled), strips all metadata,
 * writes the files under a new key first and returns the record to store.
 */
export async function processImage(storage: MediaStorage, source: ImageSource): Promise<ProcessedImage> {
  return storeEncodedImage(storage, await encodeImage(source), source.alt);
}

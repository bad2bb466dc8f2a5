import { createHash } from 'node:crypto';
import sharp from 'sharp';
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
 * Re-encodes an image to WebP in each requested width (never upscaled), strips all metadata,
 * writes the files first and returns the record to store; the key is a hash of the source.
 */
export async function processImage(
  storage: MediaStorage,
  source: ImageSource,
): Promise<Omit<ImageRow, 'id'>> {
  const original = sharp(source.content, { limitInputPixels: 40_000_000 }).rotate();
  const metadata = await original.metadata();
  const originalWidth = metadata.width ?? 0;
  const originalHeight = metadata.height ?? 0;
  if (!originalWidth || !originalHeight) throw new Error('Image has no dimensions');
  const storageKey = createHash('sha256').update(source.content).digest('hex').slice(0, 24);
  const widths = [...new Set(source.widths.map((width) => Math.min(width, originalWidth)))].sort(
    (a, b) => a - b,
  );
  let byteSize = 0;
  for (const width of widths) {
    const encoded = await original
      .clone()
      .resize({ width })
      .webp({ quality: source.quality ?? 78, effort: 4 })
      .toBuffer();
    byteSize += encoded.length;
    await storage.write(variantName(storageKey, width), encoded);
  }
  const largest = widths.at(-1) ?? originalWidth;
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
  };
}

import type { Image, Language } from '@jaliya/contract';
import type { ImageRow } from './media.repository';

let mediaBase = '/media';

/**
 * Where the image addresses in answers point: this site's `/media/` (the default), or the public
 * address of the bucket or of a CDN in front of it (MEDIA_PUBLIC_URL), so browsers fetch images
 * there without a detour through the app. Set once when the services are built.
 */
export function configureMediaUrls(publicUrl: string | undefined): void {
  mediaBase = publicUrl ?? '/media';
}

/** Address of one stored file, as answers give it. */
export function mediaUrl(name: string): string {
  return `${mediaBase}/${name}`;
}

/** File name of one delivered width of an image. */
export function variantName(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

/** Turns an image record into the API's image shape, with its alternative text in the language. */
export function toImage(row: ImageRow, language: Language): Image {
  const widths = JSON.parse(row.variant_widths) as number[];
  const largest = widths.at(-1) ?? row.width;
  return {
    url: mediaUrl(variantName(row.storage_key, largest)),
    srcset: widths.map((width) => `${mediaUrl(variantName(row.storage_key, width))} ${width}w`).join(', '),
    width: row.width,
    height: row.height,
    alt: language === 'ar' ? row.alt_ar : row.alt_en,
    ...(row.placeholder ? { placeholder: row.placeholder } : {}),
  };
}

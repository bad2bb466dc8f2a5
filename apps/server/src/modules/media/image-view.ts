import type { Image, Language } from '@jaliya/contract';
import type { ImageRow } from './media.repository';

/** File name of one delivered width of an image. */
export function variantName(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

/** Turns an image record into the API's image shape, with its alternative text in the language. */
export function toImage(row: ImageRow, language: Language): Image {
  const widths = JSON.parse(row.variant_widths) as number[];
  const largest = widths.at(-1) ?? row.width;
  return {
    url: `/media/${variantName(row.storage_key, largest)}`,
    srcset: widths.map((width) => `/media/${variantName(row.storage_key, width)} ${width}w`).join(', '),
    width: row.width,
    height: row.height,
    alt: language === 'ar' ? row.alt_ar : row.alt_en,
    ...(row.placeholder ? { placeholder: row.placeholder } : {}),
  };
}

import type { Image } from '@jaliya/contract';

/** The widths the old client draws its images at, so each gets the smallest file that is sharp there. */
export const LEGACY_IMAGE_WIDTHS = {
  /** Logos, avatars and category icons. */
  icon: 128,
  /** Cards in lists and grids. */
  card: 480,
  /** A detail page's main picture and galleries. */
  detail: 960,
  /** Full-width hero and slider banners. */
  hero: 1600,
} as const;

export type LegacyImageSize = keyof typeof LEGACY_IMAGE_WIDTHS;

/**
 * An image as the old client reads it: one absolute URL string (it runs on another host, so a
 * path would point at that host), of the smallest stored width at least as wide as where it is
 * shown, else the largest. No image is an empty string, which the old client draws as nothing.
 */
export function legacyImageUrl(
  publicUrl: string,
  image: Pick<Image, 'url' | 'srcset'> | null | undefined,
  size: LegacyImageSize,
): string {
  if (!image) return '';
  const wanted = LEGACY_IMAGE_WIDTHS[size];
  const variants = image.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, width]) =>
      url && width?.endsWith('w') ? [{ url, width: Number.parseInt(width, 10) }] : [],
    )
    .sort((a, b) => a.width - b.width);
  const chosen = variants.find((variant) => variant.width >= wanted) ?? variants.at(-1);
  const path = chosen?.url ?? image.url;
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

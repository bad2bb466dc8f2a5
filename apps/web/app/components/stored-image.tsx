import type { Image } from '@jaliya/contract';

interface StoredImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the picture is shown, so the browser picks a variant. */
  sizes: string;
  className?: string;
  /** Empty for a decorative picture beside text that says the same; the stored text otherwise. */
  alt?: string;
  /**
   * When the picture loads: `first` is the one the page is about (eager, at high priority, often
   * the largest paint); `eager` with the page; `lazy` when it comes near the screen, showing its
   * blurred preview until then.
   */
  load?: ImageLoad;
}

export type ImageLoad = 'first' | 'eager' | 'lazy';

/**
 * An image from the API with every delivered width in `srcset` and its size set (no layout shift).
 * A lazy one shows its blurred preview (when it has one) until it arrives.
 */
export function StoredImage({ image, sizes, className, alt, load = 'eager' }: StoredImageProps) {
  const isLazy = load === 'lazy';
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={isLazy ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : 'auto'}
      className={className}
      style={
        isLazy && image.placeholder
          ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover' }
          : undefined
      }
    />
  );
}

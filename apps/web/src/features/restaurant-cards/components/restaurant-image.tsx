/**
 * A restaurant photo: an uploaded one in the size the layout needs (its stored widths as `srcset`
 * with the caller's `sizes`), the page's main one fetched first and announced in the head, and
 * the stock photo once instead if it fails to load.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { responsiveSrcSet } from '@tablefor/shared';

export const FALLBACK_IMAGE = '/images/fallback.svg';

type RestaurantImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'onError' | 'fetchPriority'
> & {
  src: string;
  alt: string;
  /** The largest picture of the page: preloaded from the head, fetched before the others. */
  priority?: boolean;
};

export function RestaurantImage({
  src,
  alt,
  sizes,
  priority = false,
  loading,
  ...img
}: RestaurantImageProps) {
  // Remembers which source failed, so a new src gets its own chance and the fallback only one.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = failedSrc === src || !src;
  const shown = useFallback ? FALLBACK_IMAGE : src;
  const srcSet = responsiveSrcSet(shown) || undefined;
  const shownSizes = srcSet ? sizes : undefined;
  if (priority) {
    preload(shown, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: shownSizes,
    });
  }
  return (
    <img
      {...img}
      src={shown}
      srcSet={srcSet}
      sizes={shownSizes}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}

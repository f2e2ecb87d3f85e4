/** A restaurant photo that falls back to the stock photo once if it fails to load. */
import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE = '/images/fallback.svg';

type RestaurantImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
};

export function RestaurantImage({ src, alt, ...img }: RestaurantImageProps) {
  // Remembers which source failed, so a new src gets its own chance and the fallback only one.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = failedSrc === src || !src;
  return (
    <img
      {...img}
      src={useFallback ? FALLBACK_IMAGE : src}
      alt={alt}
      onError={() => {
        if (!useFallback) setFailedSrc(src);
      }}
    />
  );
}

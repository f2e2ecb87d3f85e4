/** An image that swaps to the stock fallback photo once if it fails (spec §4); never loops. */
import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE = '/images/fallback.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
};

export function FallbackImage({ src, alt, ...img }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Once replaced, a failing fallback stays as it is; a new src gets its own one chance.
  const shown = !src || failedSrc === src ? FALLBACK_IMAGE : src;
  return (
    <img
      {...img}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== FALLBACK_IMAGE) setFailedSrc(src);
      }}
    />
  );
}

/** A restaurant photo that falls back once to the stock image when it fails to load. */
import { useState } from 'react';

const FALLBACK_IMAGE = '/images/fallback.svg';

export function ReservationImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? FALLBACK_IMAGE : src;
  return (
    <img
      className={className}
      src={shown}
      alt={alt}
      loading="lazy"
      onError={() => {
        if (shown !== FALLBACK_IMAGE) setFailed(src);
      }}
    />
  );
}

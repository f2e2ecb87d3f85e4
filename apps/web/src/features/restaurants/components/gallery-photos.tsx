/**
 * A list of gallery photos, loaded lazily in the size the grid needs; a photo that fails to load
 * is reported to be hidden.
 */
import { responsiveSrcSet } from '@tablefor/shared';
import styles from './media-sections.module.css';

type GalleryPhotosProps = {
  urls: readonly string[];
  /** The list's layout (the photos grid or the dishes strip) and its items'. */
  listClassName: string | undefined;
  itemClassName: string | undefined;
  altOf: (n: number) => string;
  onError: (url: string) => void;
};

export function GalleryPhotos({
  urls,
  listClassName,
  itemClassName,
  altOf,
  onError,
}: GalleryPhotosProps) {
  return (
    <ul className={listClassName}>
      {urls.map((url, index) => {
        const srcSet = responsiveSrcSet(url) || undefined;
        return (
          <li key={url} className={itemClassName}>
            <img
              src={url}
              srcSet={srcSet}
              sizes={srcSet && '(min-width: 768px) 33vw, 50vw'}
              alt={altOf(index + 1)}
              loading="lazy"
              decoding="async"
              className={styles.photo}
              onError={() => onError(url)}
            />
          </li>
        );
      })}
    </ul>
  );
}

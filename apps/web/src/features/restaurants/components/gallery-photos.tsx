/**
 * A list of gallery photos, loaded lazily in the size the grid needs; a photo that fails to load
 * is reported to be hidden. With `onOpen`, each photo is a button that opens it in a viewer.
 */
import type { ReactNode } from 'react';
import { responsiveSrcSet } from '@tablefor/shared';
import styles from './media-sections.module.css';

type GalleryPhotosProps = {
  urls: readonly string[];
  /** The list's layout (the photos grid or the dishes strip) and its items'. */
  listClassName: string | undefined;
  itemClassName: string | undefined;
  altOf: (n: number) => string;
  onError: (url: string) => void;
  /** The photo's position (0-based) and its button, which takes focus back when the viewer closes. */
  onOpen?: (index: number, opener: HTMLButtonElement) => void;
  /** Called when a photo is about to be opened (pointer over it, or focus), to load the viewer. */
  onPrepare?: () => void;
};

export function GalleryPhotos({
  urls,
  listClassName,
  itemClassName,
  altOf,
  onError,
  onOpen,
  onPrepare,
}: GalleryPhotosProps) {
  return (
    <ul className={listClassName}>
      {urls.map((url, index) => {
        const srcSet = responsiveSrcSet(url) || undefined;
        const photo = (
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
        );
        return (
          <li key={url} className={itemClassName}>
            {onOpen ? opener(photo, (button) => onOpen(index, button), onPrepare) : photo}
          </li>
        );
      })}
    </ul>
  );
}

/** The button's name is the photo's alt text. */
function opener(photo: ReactNode, open: (button: HTMLButtonElement) => void, prepare?: () => void) {
  return (
    <button
      type="button"
      className={styles.photoButton}
      aria-haspopup="dialog"
      onClick={(event) => open(event.currentTarget)}
      onPointerEnter={prepare}
      onFocus={prepare}
    >
      {photo}
    </button>
  );
}

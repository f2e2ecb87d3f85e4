/**
 * A restaurant's photos full size in a modal viewer, on yet-another-react-lightbox: it brings the
 * dialog (the page behind made inert, its scroll locked), arrow keys, swipe, Escape and focus
 * returned to the opener. About 18 KB gzip, so it loads on the first opening (photos-section.tsx),
 * never with the restaurant page.
 */
import type { KeyboardEvent } from 'react';
import Lightbox, { useLightboxState } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { focusableIn } from '@/components/modal/focusable';
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/photo-viewer-texts';
import styles from './photo-viewer.module.css';

export type ViewerPhoto = { src: string; alt: string };

export type PhotoViewerProps = {
  restaurantName: string;
  photos: readonly ViewerPhoto[];
  /** The photo shown first (0-based). */
  index: number;
  onClose: () => void;
};

export default function PhotoViewer({ restaurantName, photos, index, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const labels = {
    Lightbox: t('photoViewer.title', { name: restaurantName }),
    Previous: t('photoViewer.previous'),
    Next: t('photoViewer.next'),
    Close: t('photoViewer.close'),
    Slide: t('photoViewer.photo'),
    Carousel: t('photoViewer.carousel'),
    'Photo gallery': t('photoViewer.gallery'),
    // Each photo's label: the library fills in {index} and {total} itself.
    '{index} of {total}': t('photoViewer.counter', { n: '{index}', total: '{total}' }),
  };
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={photos.map(({ src, alt }) => ({ src, alt }))}
      labels={labels}
      // The first photo has no previous one: the counter reads as a position, not a loop.
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={{ controls: () => <Counter /> }}
      portal={{ container: { onKeyDown: keepTabInside } }}
    />
  );
}

/**
 * Tab from the last button goes to the first and Shift+Tab back: the library makes the page
 * behind inert, but Tab would still leave for the browser's own controls.
 */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !items.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** '2 of 5', seen; a screen reader hears the same from each photo's own label. */
function Counter() {
  const { t } = useTranslation();
  const { currentIndex, slides } = useLightboxState();
  return (
    <p className={styles.counter} aria-hidden="true">
      {t('photoViewer.counter', { n: currentIndex + 1, total: slides.length })}
    </p>
  );
}

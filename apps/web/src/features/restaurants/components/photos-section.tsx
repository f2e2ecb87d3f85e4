/**
 * Photos: the gallery grid, each photo opening the viewer at it; a photo that fails to load
 * disappears, none left shows the empty text.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useGallery } from '../hooks/use-gallery';
import { GalleryPhotos } from './gallery-photos';
import { ProfileSection, SectionEmpty } from './profile-section';
import styles from './media-sections.module.css';

// Out of the page's first load: asked for when a photo is pointed at or focused, shown on opening.
const loadPhotoViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadPhotoViewer);

export function PhotosSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const { visible, hide } = useGallery(restaurant.image_gallery);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const altOf = (n: number) => t('restaurant.photos.imageAlt', { n, name: restaurant.name });

  function close() {
    setOpenAt(null);
    opener.current?.focus();
  }

  return (
    <ProfileSection
      id="photos"
      title={t('restaurant.tabs.photos')}
      aside={
        visible.length > 0 && (
          <p className={styles.count}>{t('restaurant.photos.count', { count: visible.length })}</p>
        )
      }
    >
      {visible.length === 0 ? (
        <SectionEmpty title={t('restaurant.photos.empty')} />
      ) : (
        <GalleryPhotos
          urls={visible}
          listClassName={styles.gallery}
          itemClassName={styles.galleryItem}
          altOf={altOf}
          onError={hide}
          onPrepare={() => void loadPhotoViewer()}
          onOpen={(index, button) => {
            opener.current = button;
            setOpenAt(index);
          }}
        />
      )}
      {openAt !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            restaurantName={restaurant.name}
            photos={visible.map((src, index) => ({ src, alt: altOf(index + 1) }))}
            index={openAt}
            onClose={close}
          />
        </Suspense>
      )}
    </ProfileSection>
  );
}

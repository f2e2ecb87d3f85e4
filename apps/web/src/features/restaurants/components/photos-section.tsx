/** Photos: the gallery grid; a photo that fails to load disappears, none left shows the empty text. */
import type { RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useGallery } from '../hooks/use-gallery';
import { GalleryPhotos } from './gallery-photos';
import { ProfileSection, SectionEmpty } from './profile-section';
import styles from './media-sections.module.css';

export function PhotosSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const { visible, hide } = useGallery(restaurant.image_gallery);
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
          altOf={(n) => t('restaurant.photos.imageAlt', { n, name: restaurant.name })}
          onError={hide}
        />
      )}
    </ProfileSection>
  );
}

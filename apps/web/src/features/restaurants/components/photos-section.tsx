/** Photos: the gallery grid; a photo that fails to load disappears, none left shows the empty text. */
import type { RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from 'react-i18next';
import { useGallery } from '../hooks/use-gallery';
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
        <ul className={styles.gallery}>
          {visible.map((url, index) => (
            <li key={url} className={styles.galleryItem}>
              <img
                src={url}
                alt={t('restaurant.photos.imageAlt', { n: index + 1, name: restaurant.name })}
                loading="lazy"
                decoding="async"
                className={styles.photo}
                onError={() => hide(url)}
              />
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

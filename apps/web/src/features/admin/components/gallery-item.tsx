/** One gallery picture: its thumbnail, and 'Set as preview' (or the preview's mark) and 'Remove'. */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { RestaurantImage } from '@/features/restaurant-cards';
import styles from './gallery-manager.module.css';
import '@/i18n/bundles/admin-texts';

type GalleryItemProps = {
  url: string;
  /** Its place in the gallery, from 1: names its buttons for screen readers. */
  n: number;
  restaurantName: string;
  isPreview: boolean;
  disabled: boolean;
  settingPreview: boolean;
  removing: boolean;
  onSetPreview: () => void;
  onRemove: () => void;
};

export function GalleryItem({
  url,
  n,
  restaurantName,
  isPreview,
  disabled,
  settingPreview,
  removing,
  onSetPreview,
  onRemove,
}: GalleryItemProps) {
  const { t } = useTranslation();
  return (
    <li className={`${styles.item} ${isPreview ? styles.current : ''}`}>
      <div className={styles.thumb}>
        <RestaurantImage
          src={url}
          alt={t('admin.gallery.photoAlt', { n, name: restaurantName })}
          className={styles.thumbImage}
          loading="lazy"
        />
        {isPreview && (
          <span className={styles.badge} aria-hidden="true">
            {t('admin.gallery.previewBadge')}
          </span>
        )}
      </div>
      <div className={styles.itemActions}>
        {isPreview ? (
          <span className={styles.currentPreview}>{t('admin.gallery.currentPreview')}</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            loading={settingPreview}
            aria-label={t('admin.gallery.setPreviewNamed', { n })}
            onClick={onSetPreview}
          >
            {t('admin.gallery.setPreview')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className={styles.remove}
          disabled={disabled}
          loading={removing}
          aria-label={t('admin.gallery.removeNamed', { n })}
          onClick={onRemove}
        >
          {t('admin.gallery.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The listing being claimed: its picture, name, address, cuisine and masked business e-mail. */
import { useTranslation } from '@/i18n/use-translation';
import type { ClaimPreview } from '@tablefor/shared';
import styles from './verification.module.css';

export function ListingPreview({ restaurant }: { restaurant: ClaimPreview }) {
  const { t } = useTranslation();
  return (
    <div className={styles.preview}>
      {restaurant.image_url && (
        <img className={styles.previewImage} src={restaurant.image_url} alt="" />
      )}
      <div>
        <p className={styles.previewName}>{restaurant.name}</p>
        <p className={styles.previewLine}>{restaurant.address}</p>
        <p className={styles.previewLine}>{restaurant.cuisine}</p>
        <p className={styles.previewEmail}>
          {restaurant.masked_email ? (
            <>
              {t('claim.verification.listingOnFile')}: <strong>{restaurant.masked_email}</strong>
            </>
          ) : (
            t('claim.verification.noBusinessEmail')
          )}
        </p>
      </div>
    </div>
  );
}

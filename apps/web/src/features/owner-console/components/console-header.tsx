/** The console's opening: which restaurant, where it stands, and its listing's actions. */
import { useTranslation } from '@/i18n/use-translation';
import type { OwnedRestaurant } from '@tablefor/shared';
import { ButtonLink } from '@/components/button/button';
import { EditListingButton } from './edit-listing-button';
import styles from './console-header.module.css';
import '@/i18n/bundles/owner-console-texts';

export function ConsoleHeader({ restaurant }: { restaurant: OwnedRestaurant }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <p className={styles.eyebrow}>{t('ownerConsole.eyebrow')}</p>
        <h1 className={styles.title}>{restaurant.name}</h1>
        <p className={styles.meta}>
          {restaurant.neighborhood}
          {restaurant.status !== 'published' && (
            <span className={styles.pending}>{t(`ownerConsole.listing.${restaurant.status}`)}</span>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        <EditListingButton restaurant={restaurant} />
        <ButtonLink to={`/restaurants/${restaurant.id}`} variant="ghost" size="sm">
          {t('ownerConsole.restaurant.viewPage')}
        </ButtonLink>
      </div>
    </header>
  );
}

/**
 * A restaurant as the dashboard's cards show it: photo, name (opening its details), neighborhood ·
 * cuisines · price, then what the list adds. The grid's card adds Edit and Delete.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { dollarSigns } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { RestaurantImage } from '@/features/restaurant-cards';
import type { AdminRestaurantSummary } from '../api/get-admin-restaurants';
import styles from './restaurant-admin-card.module.css';
import '@/i18n/bundles/admin-texts';

type RestaurantCardFrameProps = {
  restaurant: AdminRestaurantSummary;
  onView: () => void;
  /** Lines under the meta line (who created a listing, when). */
  children?: ReactNode;
  actions: ReactNode;
};

export function RestaurantCardFrame({
  restaurant,
  onView,
  children,
  actions,
}: RestaurantCardFrameProps) {
  const { t } = useTranslation();
  const { name } = restaurant;
  return (
    <article className={styles.card}>
      {/* A pointer shortcut to the details; keyboards use the name's button below. */}
      <div className={styles.media} onClick={onView}>
        <RestaurantImage
          src={restaurant.preview_img}
          alt={t('admin.restaurants.imageAlt', { name })}
          className={styles.image}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <button
            type="button"
            className={styles.nameButton}
            onClick={onView}
            aria-haspopup="dialog"
          >
            {name}
          </button>
        </h3>
        {/* A no-break space keeps each '·' with the word before it when the line wraps. */}
        <p className={styles.meta}>
          {`${restaurant.neighborhood}\u00a0· ${restaurant.cuisines}\u00a0· `}
          <span className={styles.price} aria-hidden="true">
            {dollarSigns(restaurant.cost)}
          </span>
          <span className="visually-hidden">
            {t('admin.restaurants.price', { level: restaurant.cost })}
          </span>
        </p>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </article>
  );
}

type RestaurantAdminCardProps = {
  restaurant: AdminRestaurantSummary;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function RestaurantAdminCard({
  restaurant,
  onView,
  onEdit,
  onDelete,
}: RestaurantAdminCardProps) {
  const { t } = useTranslation();
  const { name } = restaurant;
  return (
    <RestaurantCardFrame
      restaurant={restaurant}
      onView={onView}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-haspopup="dialog"
            aria-label={t('admin.restaurants.editNamed', { name })}
          >
            {t('admin.restaurants.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={styles.delete}
            onClick={onDelete}
            aria-haspopup="dialog"
            aria-label={t('admin.restaurants.deleteNamed', { name })}
          >
            {t('admin.restaurants.delete')}
          </Button>
        </>
      }
    />
  );
}

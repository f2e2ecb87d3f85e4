/** Who the table is at: photo, name, address and area, linking back to the restaurant. */
import { firstCuisine, type RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { cuisineLabel } from '@/lib/listing-terms';
import { Link } from 'react-router';
import { MapPinIcon } from '@/components/icons/icons';
import { RestaurantImage } from '@/features/restaurant-cards';
import styles from './restaurant-summary.module.css';
import '@/i18n/bundles/booking-texts';

export function RestaurantSummary({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const cuisine = cuisineLabel(t, firstCuisine(restaurant.cuisines));
  return (
    <header className={styles.summary}>
      <div className={styles.media}>
        <RestaurantImage
          src={restaurant.preview_img}
          alt=""
          className={styles.image}
          sizes="(min-width: 768px) 320px, 100vw"
        />
      </div>
      <div className={styles.info}>
        <p className={styles.eyebrow}>{t('booking.eyebrow')}</p>
        <h1 className={styles.name}>
          <Link to={`/restaurants/${restaurant.id}`}>{restaurant.name}</Link>
        </h1>
        <p className={styles.address}>
          <MapPinIcon size={18} />
          <span>{restaurant.address}</span>
        </p>
        <p className={styles.meta}>
          {[cuisine, restaurant.neighborhood, '$'.repeat(restaurant.cost)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </header>
  );
}

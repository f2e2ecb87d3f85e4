/**
 * The top of the profile: the preview photo, then name with the save toggle, rating, price, cuisine
 * and neighborhood.
 */
import { dollarSigns, firstCuisine, type RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { cuisineLabel } from '@/lib/listing-terms';
import { RestaurantImage, SaveToggle } from '@/features/restaurant-cards';
import { priceRangeKey } from '../restaurant-labels';
import { RatingSummary } from './rating-summary';
import styles from './restaurant-hero.module.css';

export function RestaurantBanner({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner}>
      <RestaurantImage
        src={restaurant.preview_img}
        alt={t('restaurant.hero.imageAlt', { name: restaurant.name })}
        className={styles.image}
        sizes="100vw"
        priority
      />
    </div>
  );
}

export function RestaurantHeader({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const cuisine = cuisineLabel(t, firstCuisine(restaurant.cuisines));
  return (
    <div className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.name}>{restaurant.name}</h1>
        <SaveToggle
          restaurantId={restaurant.id}
          name={restaurant.name}
          variant="button"
          summary={restaurant}
        />
      </div>
      <RatingSummary average={restaurant.average_rating} count={restaurant.review_count} />
      <ul className={styles.meta}>
        <li>
          <span aria-hidden="true" className={styles.dollars}>
            {dollarSigns(restaurant.cost)}
          </span>
          <span className="visually-hidden">
            {t('restaurant.hero.priceLevel', { level: restaurant.cost })}
          </span>{' '}
          {t(`restaurant.price.${priceRangeKey(restaurant.cost)}`)}
        </li>
        {cuisine && <li>{cuisine}</li>}
        {restaurant.neighborhood && <li>{restaurant.neighborhood}</li>}
      </ul>
    </div>
  );
}

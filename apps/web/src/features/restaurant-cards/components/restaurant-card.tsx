/** A restaurant card: photo with save heart, name, price, cuisine, area, tags and quick-book times. */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { cuisineLabel } from '@/lib/listing-terms';
import { dollarSigns, firstCuisine, type SearchResult, type TimeSlot } from '@tablefor/shared';
import { QuickBookButtons } from './quick-book-buttons';
import { RestaurantImage } from './restaurant-image';
import { SaveToggle } from './save-toggle';
import styles from './restaurant-card.module.css';

/** `quick_book`: availability of the quick-book times today for two, when the data carries it. */
export type CardRestaurant = Pick<
  SearchResult,
  'id' | 'name' | 'preview_img' | 'cuisines' | 'cost' | 'neighborhood'
> & { quick_book?: TimeSlot[] };

const TAGS = ['hotSpot', 'specialOccasion', 'fitForFoodies'] as const;

export function RestaurantCard({ restaurant }: { restaurant: CardRestaurant }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { id, name, cost } = restaurant;
  const cuisine = cuisineLabel(t, firstCuisine(restaurant.cuisines));

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <RestaurantImage
          src={restaurant.preview_img}
          alt={t('cards.imageAlt', { name })}
          className={styles.image}
          loading="lazy"
          sizes="(min-width: 768px) 320px, 85vw"
          width={320}
          height={200}
        />
        <SaveToggle restaurantId={id} name={name} />
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          <Link to={`/restaurants/${id}`}>{name}</Link>
        </h3>
        <p className={styles.meta}>
          <span className={styles.price}>
            <span aria-hidden="true">{dollarSigns(cost)}</span>
            <span className="visually-hidden">{t('cards.price', { level: cost })}</span>
          </span>
          {cuisine && <span>{cuisine}</span>}
          {restaurant.neighborhood && <span>{restaurant.neighborhood}</span>}
        </p>
        <ul className={styles.tags} aria-label={t('cards.tagsLabel')}>
          {TAGS.map((tag) => (
            <li key={tag} className={styles.tag}>
              {t(`cards.tags.${tag}`)}
            </li>
          ))}
        </ul>
        <QuickBookButtons restaurantId={id} name={name} slots={restaurant.quick_book} />
      </div>
    </article>
  );
}

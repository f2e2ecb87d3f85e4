/**
 * A restaurant card: photo with save heart, name, rating ('New' before any review), price,
 * cuisine, area, the highlights its figures earn, and quick-book times.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { StarIcon } from '@/components/icons/icons';
import { cuisineLabel } from '@/lib/listing-terms';
import { dollarSigns, firstCuisine, type SearchResult, type TimeSlot } from '@tablefor/shared';
import { cardTags, type TaggedFigures } from '../lib/card-tags';
import { QuickBookButtons } from './quick-book-buttons';
import { RestaurantImage } from './restaurant-image';
import { SaveToggle } from './save-toggle';
import styles from './restaurant-card.module.css';

/** `quick_book`: availability of the quick-book times today for two, when the data carries it. */
export type CardRestaurant = Pick<
  SearchResult,
  'id' | 'name' | 'preview_img' | 'cuisines' | 'cost' | 'neighborhood'
> &
  TaggedFigures & { quick_book?: TimeSlot[] };

export function RestaurantCard({ restaurant }: { restaurant: CardRestaurant }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { id, name, cost } = restaurant;
  const cuisine = cuisineLabel(t, firstCuisine(restaurant.cuisines));
  const tags = cardTags(restaurant);
  const reviews = restaurant.review_count;
  const average = (restaurant.average_rating ?? 0).toFixed(1);

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
        {reviews !== undefined && (
          <p className={styles.rating}>
            {reviews > 0 ? (
              <>
                <StarIcon size={14} className={styles.star} />
                <span aria-hidden="true">
                  {average} <span className={styles.reviewCount}>({reviews})</span>
                </span>
                <span className="visually-hidden">
                  {t('cards.ratingLabel', {
                    average,
                    count: reviews,
                  })}
                </span>
              </>
            ) : (
              <span className={styles.new}>{t('cards.new')}</span>
            )}
          </p>
        )}
        <p className={styles.meta}>
          <span className={styles.price}>
            <span aria-hidden="true">{dollarSigns(cost)}</span>
            <span className="visually-hidden">{t('cards.price', { level: cost })}</span>
          </span>
          {cuisine && <span>{cuisine}</span>}
          {restaurant.neighborhood && <span>{restaurant.neighborhood}</span>}
        </p>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('cards.tagsLabel')}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {t(`cards.tags.${tag}`)}
              </li>
            ))}
          </ul>
        )}
        <QuickBookButtons restaurantId={id} name={name} slots={restaurant.quick_book} />
      </div>
    </article>
  );
}

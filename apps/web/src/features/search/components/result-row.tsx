/** One search result: photo, name, rating, price level, cuisine, area, distance, bookings, slots. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { cuisineLabel } from '@/lib/listing-terms';
import { dollarSigns, firstCuisine, type PriceLevel, type SearchResult } from '@tablefor/shared';
import { MapPinIcon } from '@/components/icons/icons';
import { RestaurantImage } from '@/features/restaurant-cards';
import { ResultRating } from './result-rating';
import { ResultSlots } from './result-slots';
import { TrendIcon } from './search-icons';
import styles from './result-row.module.css';

/** One fact of the meta line; the dot before it may end the previous line, never start one. */
function MetaItem({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={`${styles.metaItem} ${className ?? ''}`}>{children}</span>;
}

type ResultRowProps = {
  restaurant: SearchResult;
  date: string;
  partySize: number;
  /** Where the row stands in the list: the first rows' pictures are in view at once. */
  position?: number;
};

/** Rows whose pictures a phone shows without scrolling: fetched at once, not when scrolled to. */
const ROWS_IN_FIRST_VIEW = 4;

export function ResultRow({ restaurant, date, partySize, position = 0 }: ResultRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { id, name, cost, distance } = restaurant;
  const level = Math.min(4, Math.max(1, cost)) as PriceLevel;
  const cuisine = cuisineLabel(t, firstCuisine(restaurant.cuisines));
  const href = `/restaurants/${id}`;

  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <Link to={href} className={styles.media} tabIndex={-1}>
        <RestaurantImage
          src={restaurant.preview_img}
          alt={t('cards.imageAlt', { name })}
          className={styles.image}
          loading={position < ROWS_IN_FIRST_VIEW ? 'eager' : 'lazy'}
          priority={position === 0}
          sizes="(min-width: 768px) 220px, 96px"
          width={220}
          height={165}
        />
      </Link>
      <div className={styles.info}>
        <h2 id={titleId} className={styles.name}>
          <Link to={href}>{name}</Link>
        </h2>
        <ResultRating average={restaurant.average_rating} reviews={restaurant.review_count} />
        <p className={styles.meta}>
          <MetaItem className={styles.price}>
            <span aria-hidden="true">{dollarSigns(level)}</span>{' '}
            <span className="visually-hidden">{t('results.priceLabel')} </span>
            {t(`results.priceLevels.${level}`)}
          </MetaItem>
          {cuisine && <MetaItem>{cuisine}</MetaItem>}
          {restaurant.neighborhood && <MetaItem>{restaurant.neighborhood}</MetaItem>}
          {distance !== null && (
            <MetaItem className={styles.distance}>
              <MapPinIcon size={14} />
              {t('results.distance', { distance: distance.toFixed(2) })}
            </MetaItem>
          )}
        </p>
        {restaurant.description && <p className={styles.description}>{restaurant.description}</p>}
        {restaurant.booked_today > 0 && (
          <p className={styles.booked}>
            <TrendIcon size={16} />
            {t('results.bookedToday', { count: restaurant.booked_today })}
          </p>
        )}
      </div>
      <div className={styles.slotsArea}>
        <ResultSlots
          restaurantId={id}
          name={name}
          slots={restaurant.slots}
          date={date}
          partySize={partySize}
        />
      </div>
    </article>
  );
}

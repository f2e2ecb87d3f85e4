/** One listing of the review queue: the restaurant's card, who created it and when, Approve and Reject. */
import { useTranslation } from '@/i18n/use-translation';
import type { PendingListing, Restaurant } from '@tablefor/shared';
import { dateTimeLabel } from '../lib/date-time-label';
import { ListingReviewActions } from './listing-review-actions';
import { RestaurantCardFrame } from './restaurant-admin-card';
import styles from './listing-review-card.module.css';
import '@/i18n/bundles/admin-texts';

type ListingReviewCardProps = {
  listing: PendingListing;
  onView: () => void;
  onApproved: (restaurant: Restaurant) => void;
  onRejected: (restaurant: Restaurant) => void;
};

export function ListingReviewCard({
  listing,
  onView,
  onApproved,
  onRejected,
}: ListingReviewCardProps) {
  const { t, i18n } = useTranslation();
  const creator = listing.listing.created_by;
  return (
    <RestaurantCardFrame
      restaurant={listing}
      onView={onView}
      actions={
        <ListingReviewActions listing={listing} onApproved={onApproved} onRejected={onRejected} />
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt className="visually-hidden">{t('admin.listings.createdByLabel')}</dt>
          <dd className={styles.creator}>
            {creator
              ? t('admin.listings.createdBy', { username: creator.username })
              : t('admin.listings.creatorUnknown')}
            {creator && <span className={styles.email}>{creator.email}</span>}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('admin.listings.submittedLabel')}</dt>
          <dd>
            {t('admin.listings.submitted', {
              date: dateTimeLabel(listing.listing.created_at, i18n.language),
            })}
          </dd>
        </div>
      </dl>
    </RestaurantCardFrame>
  );
}

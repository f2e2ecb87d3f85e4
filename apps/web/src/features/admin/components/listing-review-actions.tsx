/**
 * Approve and Reject for a listing waiting for review, with the rejection dialog and the API's
 * refusals. The queue's cards, the details dialog and the restaurant's own page all use it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listingReviewCodes, type Restaurant } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { errorText } from '@/lib/error-text';
import { useApproveListing } from '../api/listing-review-mutations';
import { failureOf } from '../lib/failure-messages';
import { RejectListingDialog } from './reject-listing-dialog';
import styles from './listing-review-actions.module.css';
import '@/i18n/bundles/admin-texts';

export type ListingReviewActionsProps = {
  listing: { id: number; name: string };
  /** Called once decided, even if the decision removed this component (its card left the queue). */
  onApproved?: (restaurant: Restaurant) => void;
  onRejected?: (restaurant: Restaurant) => void;
  size?: 'sm' | 'md';
};

export function ListingReviewActions({
  listing,
  onApproved,
  onRejected,
  size = 'sm',
}: ListingReviewActionsProps) {
  const { t } = useTranslation();
  const approve = useApproveListing({ onDecided: onApproved });
  const [rejecting, setRejecting] = useState(false);
  const failure = approve.isError
    ? failureOf(approve.error, t, errorText(t, { code: listingReviewCodes.approveFailed }))
    : null;

  return (
    <div className={styles.actions}>
      {failure && <ErrorList title={failure.title} messages={failure.messages} />}
      <div className={styles.buttons}>
        <Button
          size={size}
          loading={approve.isPending}
          onClick={() => approve.mutate(listing.id)}
          aria-label={t('admin.listings.approveNamed', { name: listing.name })}
        >
          {t('admin.listings.approve')}
        </Button>
        <Button
          variant="secondary"
          size={size}
          className={styles.reject}
          disabled={approve.isPending}
          onClick={() => {
            approve.reset();
            setRejecting(true);
          }}
          aria-haspopup="dialog"
          aria-label={t('admin.listings.rejectNamed', { name: listing.name })}
        >
          {t('admin.listings.reject')}
        </Button>
      </div>
      {rejecting && (
        <RejectListingDialog
          listing={listing}
          onRejected={onRejected}
          onClose={() => setRejecting(false)}
        />
      )}
    </div>
  );
}

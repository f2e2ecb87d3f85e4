/**
 * Approve and Reject for a listing waiting for review, with the rejection dialog and the API's
 * refusals. The queue's cards, the details dialog and the restaurant's own page all use it.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { listingReviewCodes, type Restaurant } from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import { useApproveListing } from '../api/listing-review-mutations';
import { failureOf } from '../lib/failure-messages';
import { RejectListingDialog } from './reject-listing-dialog';
import { ReviewButtons } from './review-buttons';
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
  const { name } = listing;

  return (
    <ReviewButtons
      labels={{
        approve: t('admin.listings.approve'),
        approveNamed: t('admin.listings.approveNamed', { name }),
        reject: t('admin.listings.reject'),
        rejectNamed: t('admin.listings.rejectNamed', { name }),
      }}
      approving={approve.isPending}
      failure={
        approve.isError
          ? failureOf(approve.error, t, errorText(t, { code: listingReviewCodes.approveFailed }))
          : null
      }
      onApprove={() => approve.mutate(listing.id)}
      onReject={() => {
        approve.reset();
        setRejecting(true);
      }}
      size={size}
    >
      {rejecting && (
        <RejectListingDialog
          listing={listing}
          onRejected={onRejected}
          onClose={() => setRejecting(false)}
        />
      )}
    </ReviewButtons>
  );
}

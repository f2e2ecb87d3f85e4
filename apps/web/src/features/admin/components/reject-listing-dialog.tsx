/** 'Reject listing': the reason its creator will read (at most 500 characters), then POST …/reject. */
import { useTranslation } from '@/i18n/use-translation';
import {
  listingReviewCodes,
  REJECTION_REASON_MAX_LENGTH,
  rejectListingInputSchema,
  type Restaurant,
} from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import { useRejectListing } from '../api/listing-review-mutations';
import { failureOf } from '../lib/failure-messages';
import { ReasonDialog } from './reason-dialog';
import '@/i18n/bundles/admin-texts';

type RejectListingDialogProps = {
  listing: { id: number; name: string };
  onRejected?: (restaurant: Restaurant) => void;
  onClose: () => void;
};

export function RejectListingDialog({ listing, onRejected, onClose }: RejectListingDialogProps) {
  const { t } = useTranslation();
  const reject = useRejectListing({ onDecided: onRejected });
  return (
    <ReasonDialog
      title={t('admin.rejectListing.title')}
      description={t('admin.rejectListing.text', { name: listing.name })}
      hint={t('admin.rejectListing.reasonHint')}
      confirmLabel={t('admin.rejectListing.confirm')}
      schema={rejectListingInputSchema}
      maxLength={REJECTION_REASON_MAX_LENGTH}
      pending={reject.isPending}
      failure={
        reject.isError
          ? failureOf(reject.error, t, errorText(t, { code: listingReviewCodes.rejectFailed }))
          : null
      }
      onConfirm={(reason) => {
        reject.reset();
        reject.mutate({ id: listing.id, reason }, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}

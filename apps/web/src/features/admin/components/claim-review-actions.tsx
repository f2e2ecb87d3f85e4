/**
 * Approve and Reject for a pending claim; Reject asks for the reason the claimant reads. A refusal
 * (decided meanwhile: 409 claim.alreadyReviewed) shows the API's reason and keeps the card.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLAIM_REJECTION_REASON_MAX_LENGTH,
  rejectClaimInputSchema,
  type ReviewedClaim,
} from '@tablefor/shared';
import { useDecideClaim } from '../api/claims';
import { failureOf } from '../lib/failure-messages';
import { ReasonDialog } from './reason-dialog';
import { ReviewButtons } from './review-buttons';
import '@/i18n/bundles/admin-texts';

type ClaimReviewActionsProps = {
  claim: ReviewedClaim;
  /** Called once decided, even if the decision removed the card (it left the pending list). */
  onDecided: (claim: ReviewedClaim) => void;
};

export function ClaimReviewActions({ claim, onDecided }: ClaimReviewActionsProps) {
  const { t } = useTranslation();
  const decide = useDecideClaim({ onDecided });
  const [rejecting, setRejecting] = useState(false);
  const name = claim.restaurant.name;
  const failure = decide.isError
    ? failureOf(decide.error, t, t('admin.claims.decideFailed'))
    : null;

  return (
    <ReviewButtons
      labels={{
        approve: t('admin.claims.approve'),
        approveNamed: t('admin.claims.approveNamed', { name }),
        reject: t('admin.claims.reject'),
        rejectNamed: t('admin.claims.rejectNamed', { name }),
      }}
      approving={decide.isPending && !rejecting}
      failure={rejecting ? null : failure}
      onApprove={() => decide.mutate({ id: claim.id, approve: true })}
      onReject={() => {
        decide.reset();
        setRejecting(true);
      }}
    >
      {rejecting && (
        <ReasonDialog
          title={t('admin.claims.rejectTitle')}
          description={t('admin.claims.rejectText', { name })}
          hint={t('admin.claims.rejectHint')}
          confirmLabel={t('admin.claims.rejectConfirm')}
          schema={rejectClaimInputSchema}
          maxLength={CLAIM_REJECTION_REASON_MAX_LENGTH}
          pending={decide.isPending}
          failure={failure}
          onConfirm={(reason) => {
            decide.reset();
            decide.mutate(
              { id: claim.id, approve: false, reason },
              { onSuccess: () => setRejecting(false) },
            );
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </ReviewButtons>
  );
}

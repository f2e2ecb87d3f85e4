/**
 * 'Reject listing': the reason its creator will read, required and at most 500 characters (the
 * shared schema the API checks with), then POST …/reject. Refusals keep the dialog open.
 */
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listingReviewCodes,
  REJECTION_REASON_MAX_LENGTH,
  rejectListingInputSchema,
  type Restaurant,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { errorText } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useRejectListing } from '../api/listing-review-mutations';
import { failureOf } from '../lib/failure-messages';
import styles from './confirm-dialog.module.css';
import '@/i18n/bundles/admin-texts';

type RejectListingDialogProps = {
  listing: { id: number; name: string };
  onRejected?: (restaurant: Restaurant) => void;
  onClose: () => void;
};

export function RejectListingDialog({ listing, onRejected, onClose }: RejectListingDialogProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(rejectListingInputSchema, { reason: '' });
  const reject = useRejectListing({ onDecided: onRejected });
  const failure = reject.isError
    ? failureOf(reject.error, t, errorText(t, { code: listingReviewCodes.rejectFailed }))
    : null;
  const { reason } = form.values;

  function submit(event: FormEvent) {
    event.preventDefault();
    reject.reset();
    const input = form.validate();
    if (!input) {
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    reject.mutate({ id: listing.id, reason: input.reason }, { onSuccess: onClose });
  }

  return (
    <Modal
      title={t('admin.rejectListing.title')}
      description={t('admin.rejectListing.text', { name: listing.name })}
      onClose={onClose}
    >
      <form ref={formRef} className={styles.body} onSubmit={submit} noValidate>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
        <TextAreaField
          label={t('admin.rejectListing.reason')}
          hint={t('admin.rejectListing.reasonHint')}
          name="reason"
          rows={5}
          value={reason}
          onChange={(event) => form.setField('reason', event.target.value)}
          error={form.field('reason').error}
          counter={{
            text: t('admin.rejectListing.characters', {
              count: reason.length,
              max: REJECTION_REASON_MAX_LENGTH,
            }),
            over: reason.length > REJECTION_REASON_MAX_LENGTH,
          }}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={reject.isPending}>
            {t('admin.rejectListing.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

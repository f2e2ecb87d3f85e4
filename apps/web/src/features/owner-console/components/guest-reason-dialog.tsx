/**
 * The reason a guest reads when the restaurant declines their callback request or cancels their
 * table, checked by the shared schema the API checks with (required, at most
 * DECLINE_REASON_MAX_LENGTH characters).
 */
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DECLINE_REASON_MAX_LENGTH, ownerCancellationSchema } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { useZodForm } from '@/lib/use-zod-form';
import styles from './callback-requests.module.css';
import '@/i18n/bundles/owner-console-texts';

/** Which texts the dialog shows: ownerConsole.declineDialog.* or ownerConsole.cancelDialog.*. */
export type GuestReasonKind = 'declineDialog' | 'cancelDialog';

type GuestReasonDialogProps = {
  kind: GuestReasonKind;
  guestName: string;
  pending: boolean;
  /** The API's refusal, translated. */
  failure: string[];
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function GuestReasonDialog(props: GuestReasonDialogProps) {
  const { kind, guestName, pending, failure, onClose } = props;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(ownerCancellationSchema, { reason: '' });
  const { reason } = form.values;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    props.onConfirm(input.reason);
  }

  return (
    <Modal
      title={t(`ownerConsole.${kind}.title`)}
      description={t(`ownerConsole.${kind}.text`, { name: guestName })}
      onClose={onClose}
    >
      <form ref={formRef} className={styles.dialogForm} onSubmit={submit} noValidate>
        <ErrorList messages={failure} />
        <TextAreaField
          label={t(`ownerConsole.${kind}.reason`)}
          hint={t(`ownerConsole.${kind}.hint`)}
          name="reason"
          rows={4}
          value={reason}
          onChange={(event) => form.setField('reason', event.target.value)}
          error={form.field('reason').error}
          counter={{
            text: t('ownerConsole.reasonCharacters', {
              count: reason.length,
              max: DECLINE_REASON_MAX_LENGTH,
            }),
            over: reason.length > DECLINE_REASON_MAX_LENGTH,
          }}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t(`ownerConsole.${kind}.keep`)}
          </Button>
          <Button type="submit" loading={pending}>
            {t(`ownerConsole.${kind}.confirm`)}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

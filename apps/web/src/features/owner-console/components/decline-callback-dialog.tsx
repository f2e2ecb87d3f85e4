/**
 * Declining a callback request: the reason the guest will read, checked by the shared decision
 * schema the API checks with (required, at most DECLINE_REASON_MAX_LENGTH characters).
 */
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callbackDecisionSchema, DECLINE_REASON_MAX_LENGTH } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { useZodForm } from '@/lib/use-zod-form';
import styles from './callback-requests.module.css';
import '@/i18n/bundles/owner-console-texts';

type DeclineCallbackDialogProps = {
  guestName: string;
  pending: boolean;
  /** The API's refusal, translated. */
  failure: string[];
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function DeclineCallbackDialog(props: DeclineCallbackDialogProps) {
  const { guestName, pending, failure, onClose } = props;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(callbackDecisionSchema, { decision: 'decline', reason: '' });
  const { reason } = form.values;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input || input.decision !== 'decline') {
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    props.onConfirm(input.reason);
  }

  return (
    <Modal
      title={t('ownerConsole.declineDialog.title')}
      description={t('ownerConsole.declineDialog.text', { name: guestName })}
      onClose={onClose}
    >
      <form ref={formRef} className={styles.dialogForm} onSubmit={submit} noValidate>
        <ErrorList messages={failure} />
        <TextAreaField
          label={t('ownerConsole.declineDialog.reason')}
          hint={t('ownerConsole.declineDialog.hint')}
          name="reason"
          rows={4}
          value={reason}
          onChange={(event) => form.setField('reason', event.target.value)}
          error={form.field('reason').error}
          counter={{
            text: t('ownerConsole.declineDialog.characters', {
              count: reason.length,
              max: DECLINE_REASON_MAX_LENGTH,
            }),
            over: reason.length > DECLINE_REASON_MAX_LENGTH,
          }}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('ownerConsole.declineDialog.keep')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('ownerConsole.declineDialog.confirm')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

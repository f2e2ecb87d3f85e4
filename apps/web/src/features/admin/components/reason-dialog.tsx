/**
 * A decision that needs a reason the other side will read (rejecting a listing or a claim): the
 * reason, checked by the shared schema the API checks with (and counted against its limit), then
 * `onConfirm`. Refusals keep the dialog open with the API's reasons.
 */
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { useZodForm } from '@/lib/use-zod-form';
import type { Failure } from '../lib/failure-messages';
import styles from './confirm-dialog.module.css';
import '@/i18n/bundles/admin-texts';

type ReasonDialogProps = {
  title: string;
  description: string;
  hint: string;
  confirmLabel: string;
  schema: z.ZodType<{ reason: string }>;
  /** The schema's longest reason, for the counter under the field. */
  maxLength: number;
  pending: boolean;
  failure: Failure | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function ReasonDialog(props: ReasonDialogProps) {
  const { title, description, hint, confirmLabel, schema, maxLength, pending, failure } = props;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(schema, { reason: '' });
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
    <Modal title={title} description={description} onClose={props.onClose}>
      <form ref={formRef} className={styles.body} onSubmit={submit} noValidate>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
        <TextAreaField
          label={t('admin.reasonDialog.reason')}
          hint={hint}
          name="reason"
          rows={5}
          value={reason}
          onChange={(event) => form.setField('reason', event.target.value)}
          error={form.field('reason').error}
          counter={{
            text: t('admin.reasonDialog.characters', {
              count: reason.length,
              max: maxLength,
            }),
            over: reason.length > maxLength,
          }}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onClose} disabled={pending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A decision that needs a reason the other side will read (rejecting a listing or a claim,
 * declining a callback, cancelling a guest's table): the reason, checked by the shared schema the
 * API checks with and counted against its limit, then `onConfirm`. A refusal keeps the dialog open
 * with the API's reasons. The texts are the caller's.
 */
import { useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { useZodForm } from '@/lib/use-zod-form';
import styles from './reason-dialog.module.css';

export type ReasonDialogTexts = {
  title: string;
  description: string;
  label: string;
  hint: string;
  keep: string;
  confirm: string;
  /** The counter under the field: '12 / 500 characters'. */
  counter: (count: number, max: number) => string;
};

type ReasonDialogProps = {
  texts: ReasonDialogTexts;
  schema: z.ZodType<{ reason: string }>;
  /** The schema's longest reason. */
  maxLength: number;
  rows?: number;
  pending: boolean;
  /** The API's refusal, translated: its sentence and reasons. */
  failure: { title?: string; messages: string[] } | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export function ReasonDialog(props: ReasonDialogProps) {
  const { texts, schema, maxLength, pending, failure, onClose } = props;
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
    <Modal title={texts.title} description={texts.description} onClose={onClose}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
        <TextAreaField
          label={texts.label}
          hint={texts.hint}
          name="reason"
          rows={props.rows ?? 5}
          value={reason}
          onChange={(event) => form.setField('reason', event.target.value)}
          error={form.field('reason').error}
          counter={{
            text: texts.counter(reason.length, maxLength),
            over: reason.length > maxLength,
          }}
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {texts.keep}
          </Button>
          <Button type="submit" loading={pending}>
            {texts.confirm}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/**
 * 'Add to waitlist' and 'Edit': name, party size, phone, e-mail and notes, checked by the shared
 * schema; a new party sees the wait it would be quoted for the size chosen before it is saved.
 * The API's refusals show beside the fields they concern.
 */
import type { FormEvent } from 'react';
import type { z } from 'zod';
import {
  formatPhoneInput,
  PHONE_INPUT_MAX_LENGTH,
  TABLE_MAX_COVERS,
  WAITLIST_NOTES_MAX_LENGTH,
  waitlistEntryEditSchema,
  waitlistEntryInputSchema,
  type WaitlistEntry,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { TextField } from '@/components/text-field/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, messagesByField } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useAddToWaitlist } from '../api/add-to-waitlist';
import { useEditWaitlistEntry } from '../api/edit-waitlist-entry';
import { useWaitlistQuote } from '../api/get-waitlist-quote';
import { failureMessages } from '../lib/console-failure';
import styles from './host-dialogs.module.css';
import own from './waitlist-dialogs.module.css';
import '@/i18n/bundles/host-stand-texts';

type Fields = {
  guest_name: string;
  party_size: string;
  phone_number: string;
  email: string;
  notes: string;
};

const FIELDS = ['guest_name', 'party_size', 'phone_number', 'email', 'notes'] as const;

/** What the API reads: the texts as typed (the schema trims them; empty clears a field). */
const toInput = (values: Fields) => ({
  ...values,
  party_size: values.party_size.trim() === '' ? NaN : Number(values.party_size),
});

const fieldsOf = (entry?: WaitlistEntry): Fields => ({
  guest_name: entry?.guest_name ?? '',
  party_size: String(entry?.party_size ?? 2),
  phone_number: entry?.phone_number ? formatPhoneInput(entry.phone_number) : '',
  email: entry?.email ?? '',
  notes: entry?.notes ?? '',
});

type WaitlistEntryDialogProps = {
  restaurantId: number;
  /** The party to edit; without it, a new party joins the line. */
  entry?: WaitlistEntry;
  onSaved: () => void;
  onClose: () => void;
};

export function WaitlistEntryDialog({
  restaurantId,
  entry,
  onSaved,
  onClose,
}: WaitlistEntryDialogProps) {
  const { t, i18n } = useTranslation();
  // Only whether the fields pass matters here: what is sent is what was typed (toInput).
  const schema: z.ZodType<unknown> = entry ? waitlistEntryEditSchema : waitlistEntryInputSchema;
  const form = useZodForm(schema, fieldsOf(entry), toInput);
  const add = useAddToWaitlist(restaurantId, onSaved);
  const edit = useEditWaitlistEntry(restaurantId, onSaved);
  const save = entry ? edit : add;
  const size = Number(form.values.party_size);
  const quotable = !entry && Number.isInteger(size) && size >= 1 && size <= TABLE_MAX_COVERS;
  const quote = useWaitlistQuote(restaurantId, quotable ? size : null);

  const refused = save.error instanceof ApiError && save.error.status < 500 ? save.error : null;
  const byField = refused ? messagesByField(refused.details) : {};
  const fieldError = (name: (typeof FIELDS)[number]) => {
    const own = form.field(name).error;
    const detail = byField[name];
    return own ?? (detail ? errorText(t, detail) : undefined);
  };
  const placed = FIELDS.some((name) => byField[name]);
  const other =
    save.isError && !placed
      ? failureMessages(save.error, t, t('hostStand.waitlist.form.failed'))
      : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    if (!form.validate()) return;
    const input = toInput(form.values);
    if (entry) edit.mutate({ entryId: entry.id, edit: input });
    else add.mutate({ ...input, language: i18n.language });
  }

  const text = (name: (typeof FIELDS)[number]) => ({
    ...form.field(name),
    error: fieldError(name),
    onChange: (event: { target: { value: string } }) => {
      save.reset();
      form.setField(name, event.target.value);
    },
  });

  return (
    <Modal
      title={
        entry
          ? t('hostStand.waitlist.form.editTitle', { name: entry.guest_name })
          : t('hostStand.waitlist.form.addTitle')
      }
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          {...text('guest_name')}
          label={t('hostStand.waitlist.form.name')}
          autoComplete="off"
        />
        <TextField
          {...text('party_size')}
          label={t('hostStand.waitlist.form.partySize')}
          type="number"
          inputMode="numeric"
          min={1}
          max={TABLE_MAX_COVERS}
        />
        {!entry && <QuoteLine quote={quote} quotable={quotable} />}
        <TextField
          {...text('phone_number')}
          label={t('hostStand.waitlist.form.phone')}
          type="tel"
          autoComplete="off"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          hint={t('hostStand.waitlist.form.contactHint')}
          onChange={(event) => {
            save.reset();
            form.setField('phone_number', formatPhoneInput(event.target.value));
          }}
        />
        <TextField
          {...text('email')}
          label={t('hostStand.waitlist.form.email')}
          type="email"
          autoComplete="off"
        />
        <TextAreaField
          {...text('notes')}
          label={t('hostStand.waitlist.form.notes')}
          rows={2}
          maxLength={WAITLIST_NOTES_MAX_LENGTH}
        />
        {other.length > 0 && <ErrorList messages={other} />}
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {t('hostStand.waitlist.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {entry
              ? t('hostStand.waitlist.form.submitEdit')
              : t('hostStand.waitlist.form.submitAdd')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

function QuoteLine({
  quote,
  quotable,
}: {
  quote: ReturnType<typeof useWaitlistQuote>;
  quotable: boolean;
}) {
  const { t } = useTranslation();
  if (!quotable) return null;
  const refusal = quote.isError
    ? failureMessages(quote.error, t, t('hostStand.waitlist.form.failed'))[0]
    : null;
  const minutes = quote.data?.quoted_minutes;
  return (
    <p className={own.quote} role="status">
      {refusal ??
        (minutes === undefined
          ? t('hostStand.waitlist.form.quoting')
          : minutes === 0
            ? t('hostStand.waitlist.form.quoteNow')
            : t('hostStand.waitlist.form.quote', { minutes }))}
    </p>
  );
}

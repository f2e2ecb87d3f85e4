/**
 * The request's date, window and party, prefilled from the diner's choice and checked by the
 * shared schema the API checks it with; the API's refusals (a duplicate, too many) shown by code.
 */
import { useState, type FormEvent } from 'react';
import {
  bookingDateRange,
  formatClock,
  NOTIFY_HOLD_MINUTES,
  notifyRequestInputSchema,
  PARTY_SIZES,
  restaurantToday,
  type NotifyRequest,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { ModalActions } from '@/components/modal/modal';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateNotifyRequest } from '../api/create-notify-request';
import { failureMessages } from '../lib/notify-failure';
import { windowAround, WINDOW_TIMES } from '../lib/notify-window';
import type { NotifyChoice, NotifyRestaurant } from './notify-types';
import styles from './notify-dialog.module.css';
import '@/i18n/bundles/notify-texts';

type Fields = { date: string; from: string; to: string; party_size: string };
const toInput = (values: Fields) => ({ ...values, party_size: Number(values.party_size) });

type NotifyFormProps = {
  restaurant: NotifyRestaurant;
  choice: NotifyChoice;
  onCreated: (request: NotifyRequest) => void;
  onCancel: () => void;
};

export function NotifyForm({ restaurant, choice, onCreated, onCancel }: NotifyFormProps) {
  const { t, i18n } = useTranslation();
  const [today] = useState(() => restaurantToday(restaurant.time_zone));
  const { min, max } = bookingDateRange(today);
  const form = useZodForm(
    notifyRequestInputSchema,
    { date: choice.date, ...windowAround(choice.time), party_size: String(choice.partySize) },
    toInput,
  );
  const create = useCreateNotifyRequest(restaurant.id);
  const times = WINDOW_TIMES.map((time) => ({
    value: time,
    label: formatClock(time, i18n.language),
  }));
  const select = (name: 'from' | 'to' | 'party_size') => ({
    value: form.values[name],
    error: form.field(name).error,
    onChange: (event: { target: { value: string } }) => {
      create.reset();
      form.setField(name, event.target.value);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (input) create.mutate(input, { onSuccess: onCreated });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.text}>{t('notify.dialog.intro', { minutes: NOTIFY_HOLD_MINUTES })}</p>
      <TextField
        label={t('notify.dialog.date')}
        type="date"
        min={min}
        max={max}
        required
        {...form.field('date')}
        onChange={(event) => {
          create.reset();
          form.setField('date', event.target.value);
        }}
      />
      <div className={styles.window}>
        <Select label={t('notify.dialog.from')} options={times} {...select('from')} />
        <Select label={t('notify.dialog.to')} options={times} {...select('to')} />
      </div>
      <Select
        label={t('notify.dialog.partySize')}
        options={PARTY_SIZES.map((size) => ({
          value: String(size),
          label: t('notify.dialog.people', { count: size }),
        }))}
        {...select('party_size')}
      />
      {create.isError && (
        <ErrorList messages={failureMessages(create.error, t, t('notify.dialog.failed'))} />
      )}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel}>
          {t('notify.dialog.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('notify.dialog.submit')}
        </Button>
      </ModalActions>
    </form>
  );
}

/**
 * 'Seat walk-in': party size, an optional name, and the table, preset to the smallest free one
 * that seats the party now (the server's own choice when left so). The API's refusals show beside
 * the fields they concern, a table refusal beside the table.
 */
import { useMemo, type FormEvent } from 'react';
import {
  turnMinutes,
  walkInInputSchema,
  type Timeline,
  type TimelineReservation,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, messagesByField } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useSeatWalkIn } from '../api/seat-walk-in';
import { failureMessages } from '../lib/console-failure';
import { freeSeatings } from '../lib/timeline-holds';
import styles from './host-dialogs.module.css';
import '@/i18n/bundles/host-stand-texts';

type WalkInDialogProps = {
  timeline: Timeline;
  /** Minutes into the service day. */
  now: number;
  onSeated: (seated: TimelineReservation) => void;
  onClose: () => void;
};

const toInput = (values: { party_size: string; guest_name: string; table: string }) => ({
  party_size: values.party_size.trim() === '' ? NaN : Number(values.party_size),
  guest_name: values.guest_name.trim() || undefined,
  table_ids: values.table ? values.table.split(',').map(Number) : undefined,
});

export function WalkInDialog({ timeline, now, onSeated, onClose }: WalkInDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(
    walkInInputSchema,
    { party_size: '2', guest_name: '', table: '' },
    toInput,
  );
  const party = Number(form.values.party_size);
  const seatings = useMemo(
    () =>
      party > 0
        ? freeSeatings(timeline, party, {
            start: now,
            end: now + turnMinutes(timeline.turn_times, party),
          })
        : [],
    [timeline, party, now],
  );
  const seat = useSeatWalkIn(timeline.restaurant.id, onSeated);
  const refused = seat.error instanceof ApiError && seat.error.status < 500 ? seat.error : null;
  // A 409 (no table now, tables taken) is about the table, whichever field the API names.
  const byField = refused && refused.status !== 409 ? messagesByField(refused.details) : {};
  const fieldError = (name: string) => {
    const detail = byField[name];
    return detail ? errorText(t, detail) : undefined;
  };
  const tableRefusal =
    refused?.status === 409 ? failureMessages(refused, t, t('hostStand.walkIn.failed')) : [];
  const placed = ['party_size', 'guest_name', 'table_ids'].some((name) => byField[name]);
  const other =
    seat.isError && tableRefusal.length === 0 && !placed
      ? failureMessages(seat.error, t, t('hostStand.walkIn.failed'))
      : [];
  const chosen = form.values.table || seatings[0]?.table_ids.join(',') || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    seat.reset();
    if (!form.values.table && chosen) form.setField('table', chosen);
    const input = form.validate();
    if (!input) return;
    seat.mutate({ ...input, table_ids: chosen ? chosen.split(',').map(Number) : undefined });
  }

  const partyField = form.field('party_size');
  return (
    <Modal title={t('hostStand.walkIn.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          {...partyField}
          label={t('hostStand.walkIn.partySize')}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          error={partyField.error ?? fieldError('party_size')}
          onChange={(event) => {
            seat.reset();
            form.setField('party_size', event.target.value);
            form.setField('table', '');
          }}
        />
        <TextField
          {...form.field('guest_name')}
          label={t('hostStand.walkIn.name')}
          autoComplete="off"
          error={form.field('guest_name').error ?? fieldError('guest_name')}
        />
        <Select
          label={t('hostStand.walkIn.table')}
          value={chosen}
          disabled={seatings.length === 0}
          options={seatings.map((s) => ({
            value: s.table_ids.join(','),
            label: t('hostStand.move.option', { label: s.label, count: s.max_covers }),
          }))}
          error={tableRefusal[0] ?? fieldError('table_ids')}
          onChange={(event) => {
            seat.reset();
            form.setField('table', event.target.value);
          }}
        />
        <p className={styles.hint}>
          {seatings.length > 0 ? t('hostStand.walkIn.suggested') : t('hostStand.walkIn.noneFree')}
        </p>
        {other.length > 0 && <ErrorList messages={other} />}
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {t('hostStand.walkIn.cancel')}
          </Button>
          <Button type="submit" loading={seat.isPending}>
            {t('hostStand.walkIn.submit')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/**
 * 'Seat' a waiting party: the table, preset to the first free one that seats it now (as the
 * walk-in form); seated as a walk-in, it leaves the line. A refusal shows beside the table.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  turnMinutes,
  type Timeline,
  type WaitlistEntry,
  type WaitlistSeated,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Modal, ModalActions } from '@/components/modal/modal';
import { Select } from '@/components/select/select';
import { useSeatFromWaitlist } from '../api/seat-from-waitlist';
import { failureMessages } from '../lib/console-failure';
import { freeSeatings } from '../lib/timeline-holds';
import styles from './host-dialogs.module.css';
import '@/i18n/bundles/host-stand-texts';

type WaitlistSeatDialogProps = {
  timeline: Timeline;
  /** Minutes into the service day. */
  now: number;
  entry: WaitlistEntry;
  onSeated: (seated: WaitlistSeated) => void;
  onClose: () => void;
};

export function WaitlistSeatDialog({
  timeline,
  now,
  entry,
  onSeated,
  onClose,
}: WaitlistSeatDialogProps) {
  const { t } = useTranslation();
  const party = entry.party_size;
  const seatings = useMemo(
    () =>
      freeSeatings(timeline, party, {
        start: now,
        end: now + turnMinutes(timeline.turn_times, party),
      }),
    [timeline, party, now],
  );
  const [table, setTable] = useState('');
  const chosen = table || seatings[0]?.table_ids.join(',') || '';
  const seat = useSeatFromWaitlist(entry.id, onSeated);
  const refusal = seat.isError
    ? failureMessages(seat.error, t, t('hostStand.waitlist.seatDialog.failed'))
    : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    seat.reset();
    seat.mutate({ table_ids: chosen ? chosen.split(',').map(Number) : undefined });
  }

  return (
    <Modal
      title={t('hostStand.waitlist.seatDialog.title', { name: entry.guest_name })}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.facts}>{t('ownerConsole.partySize', { count: party })}</p>
        <Select
          label={t('hostStand.waitlist.seatDialog.table')}
          value={chosen}
          disabled={seatings.length === 0}
          options={seatings.map((s) => ({
            value: s.table_ids.join(','),
            label: t('hostStand.move.option', { label: s.label, count: s.max_covers }),
          }))}
          error={refusal[0]}
          onChange={(event) => {
            seat.reset();
            setTable(event.target.value);
          }}
        />
        <p className={styles.hint}>
          {seatings.length > 0
            ? t('hostStand.waitlist.seatDialog.suggested')
            : t('hostStand.waitlist.seatDialog.noneFree')}
        </p>
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {t('hostStand.waitlist.seatDialog.cancel')}
          </Button>
          <Button type="submit" loading={seat.isPending}>
            {t('hostStand.waitlist.seatDialog.submit')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/**
 * Moving a party to another table, and for an upcoming booking to another time: the tables and
 * combinations free for its whole turn (then) that seat it, from the timeline as the page holds
 * it, chosen in selects and confirmed with a button. A refusal (someone took the table meanwhile,
 * too small, pacing) shows the server's reason; nothing moves.
 */
import { useState, type FormEvent } from 'react';
import { formatClock, type Timeline, type TimelineReservation } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Select } from '@/components/select/select';
import { useMoveToTable } from '../api/move-to-table';
import { failureMessages } from '../lib/console-failure';
import { moveTimes, retimedInstant } from '../lib/move-times';
import { turnOf, wallClock } from '../lib/timeline-clock';
import { moveTargets } from '../lib/timeline-holds';
import styles from './host-dialogs.module.css';
import '@/i18n/bundles/host-stand-texts';

type MoveTableFormProps = {
  timeline: Timeline;
  reservation: TimelineReservation;
  guestName: string;
  /** Service-day minutes on today's date, else null. */
  now: number | null;
  onMoved: (message: string) => void;
};

const key = (tableIds: readonly number[]) => tableIds.join(',');

export function MoveTableForm(props: MoveTableFormProps) {
  const { timeline, reservation, guestName, now, onMoved } = props;
  const { t, i18n } = useTranslation();
  const own = turnOf(reservation, timeline.date, timeline.restaurant.time_zone).start;
  const retimable = reservation.status === 'confirmed' && !reservation.started;
  const [start, setStart] = useState(own);
  const [choice, setChoice] = useState('');
  const targets = moveTargets(timeline, reservation, start);
  const value = targets.some((s) => key(s.table_ids) === choice)
    ? choice
    : targets[0]
      ? key(targets[0].table_ids)
      : '';
  const label = targets.find((s) => key(s.table_ids) === value)?.label ?? '';
  const clock = (minutes: number) => formatClock(wallClock(minutes), i18n.language);
  const move = useMoveToTable(reservation.id, () =>
    onMoved(
      start === own
        ? t('hostStand.move.done', { name: guestName, label })
        : t('hostStand.move.doneAt', { name: guestName, label, time: clock(start) }),
    ),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return;
    move.reset();
    move.mutate({
      table_ids: value.split(',').map(Number),
      ...(start === own ? {} : { reservation_time: retimedInstant(timeline, reservation, start) }),
    });
  }

  return (
    <form className={styles.move} onSubmit={submit} aria-label={t('hostStand.move.heading')}>
      <h3 className={styles.subheading}>{t('hostStand.move.heading')}</h3>
      <div className={styles.moveRow}>
        {retimable && (
          <Select
            className={styles.moveTime}
            label={t('hostStand.move.time')}
            value={String(start)}
            options={moveTimes(timeline, reservation, now).map((m) => ({
              value: String(m),
              label: clock(m),
            }))}
            onChange={(event) => {
              move.reset();
              setStart(Number(event.target.value));
            }}
          />
        )}
        {targets.length > 0 && (
          <Select
            className={styles.moveSelect}
            label={t('hostStand.move.label')}
            value={value}
            options={targets.map((s) => ({
              value: key(s.table_ids),
              label: t('hostStand.move.option', { label: s.label, count: s.max_covers }),
            }))}
            onChange={(event) => {
              move.reset();
              setChoice(event.target.value);
            }}
          />
        )}
        {targets.length > 0 && (
          <Button type="submit" variant="secondary" loading={move.isPending}>
            {t('hostStand.move.submit')}
          </Button>
        )}
      </div>
      {targets.length === 0 && <p className={styles.hint}>{t('hostStand.move.none')}</p>}
      {move.isError && (
        <ErrorList messages={failureMessages(move.error, t, t('hostStand.move.failed'))} />
      )}
    </form>
  );
}

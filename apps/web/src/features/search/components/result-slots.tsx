/**
 * The time slots of one result: open ones link to the booking form, taken ones are struck out.
 * When every one is taken, 'Notify me' opens the restaurant's page with the Notify dialog.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { TimeSlot as Slot } from '@tablefor/shared';
import { TimeSlot } from '@/components/time-slot/time-slot';
import { NotifyMeLink } from '@/features/notify';
import { slotReservationUrl } from '../lib/result-links';
import styles from './result-row.module.css';

type ResultSlotsProps = {
  restaurantId: number;
  name: string;
  slots: Slot[];
  date: string;
  partySize: number;
};

export function ResultSlots({ restaurantId, name, slots, date, partySize }: ResultSlotsProps) {
  const { t } = useTranslation();
  if (slots.length === 0) return null;
  // The slots sit around the searched time: the middle one is it (or the nearest, at an edge).
  const time = slots[Math.floor(slots.length / 2)]?.time ?? '';
  const list = (
    <ul className={styles.slots} aria-label={t('results.slotsLabel', { name })}>
      {slots.map(({ time, available }) => (
        <li key={time}>
          <TimeSlot
            time={time}
            available={available}
            to={slotReservationUrl(restaurantId, { date, time, partySize })}
            className={styles.slot}
          />
        </li>
      ))}
    </ul>
  );
  if (slots.some((slot) => slot.available)) return list;
  return (
    <>
      {list}
      <NotifyMeLink restaurantId={restaurantId} name={name} choice={{ date, time, partySize }} />
    </>
  );
}

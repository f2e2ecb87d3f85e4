/** The time slots of one result: open ones link to the booking form, taken ones are struck out. */
import { useTranslation } from '@/i18n/use-translation';
import type { TimeSlot as Slot } from '@tablefor/shared';
import { TimeSlot } from '@/components/time-slot/time-slot';
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
  return (
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
}

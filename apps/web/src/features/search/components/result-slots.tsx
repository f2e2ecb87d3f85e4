/** The time slots of one result: open ones link to the booking form, taken ones are struck out. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatTime12h, type TimeSlot } from '@tablefor/shared';
import { slotReservationUrl } from '../lib/result-links';
import styles from './result-row.module.css';

type ResultSlotsProps = {
  restaurantId: number;
  name: string;
  slots: TimeSlot[];
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
          {available ? (
            <Link
              to={slotReservationUrl(restaurantId, { date, time, partySize })}
              className={styles.slot}
            >
              {formatTime12h(time)}
            </Link>
          ) : (
            <button
              type="button"
              className={`${styles.slot} ${styles.unavailable}`}
              disabled
              aria-label={t('results.slotUnavailable', { time: formatTime12h(time) })}
            >
              {formatTime12h(time)}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

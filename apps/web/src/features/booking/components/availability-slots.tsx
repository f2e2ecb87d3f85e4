/** The day's bookable times as toggle buttons: full ones are struck out and cannot be chosen. */
import { formatClock, type TimeSlot } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import styles from './availability-slots.module.css';
import '@/i18n/bundles/booking-texts';

type AvailabilitySlotsProps = {
  slots: TimeSlot[] | undefined;
  status: 'pending' | 'error' | 'success' | 'idle';
  selected: string;
  label: string;
  party: string;
  onSelect: (time: string) => void;
  onRetry: () => void;
  /** Set when the restaurant is closed that day: said instead of a row of struck-out times. */
  closedText?: string;
};

export function AvailabilitySlots({
  slots,
  status,
  selected,
  label,
  party,
  onSelect,
  onRetry,
  closedText,
}: AvailabilitySlotsProps) {
  const { t, i18n } = useTranslation();
  let body;
  if (closedText) {
    body = (
      <p className={`${styles.note} ${styles.empty}`} role="status">
        {closedText}
      </p>
    );
  } else if (status === 'idle') {
    body = null;
  } else if (status === 'pending') {
    body = (
      <p className={styles.note} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('booking.slots.loading')}
      </p>
    );
  } else if (status === 'error' || !slots) {
    body = (
      <div className={styles.note} role="alert">
        {t('booking.slots.error')}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('booking.slots.retry')}
        </Button>
      </div>
    );
  } else {
    const none = !slots.some((slot) => slot.available);
    body = (
      <>
        {none && (
          <p className={`${styles.note} ${styles.empty}`} role="status">
            {t('booking.slots.none', { party })}
          </p>
        )}
        <ul className={styles.grid} aria-label={label}>
          {slots.map(({ time, available }) => (
            <li key={time}>
              <button
                type="button"
                className={`${styles.slot} ${time === selected ? styles.selected : ''}`}
                aria-pressed={time === selected}
                disabled={!available}
                aria-label={
                  available
                    ? undefined
                    : t('booking.slots.unavailable', { time: formatClock(time, i18n.language) })
                }
                onClick={() => onSelect(time)}
              >
                {formatClock(time, i18n.language)}
              </button>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="booking-slots-title">
      <h3 id="booking-slots-title" className={styles.title}>
        {t('booking.slots.title')}
      </h3>
      {body}
    </section>
  );
}

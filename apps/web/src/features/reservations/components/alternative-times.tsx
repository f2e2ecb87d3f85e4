/** After a 409: the nearest free times the API suggests, each one click away from being chosen. */
import { formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import type { AlternativeTime } from '../api/update-reservation';
import { formatReservationDate } from '../lib/reservation-format';
import styles from './alternative-times.module.css';
import '@/i18n/bundles/reservations-texts';

type Props = { alternatives: AlternativeTime[]; onPick: (choice: AlternativeTime) => void };

export function AlternativeTimes({ alternatives, onPick }: Props) {
  const { t, i18n } = useTranslation();
  if (alternatives.length === 0) {
    return <p className={styles.text}>{t('reservations.modify.noAlternatives')}</p>;
  }
  return (
    <div className={styles.box}>
      <p className={styles.text}>{t('reservations.modify.alternatives')}</p>
      <ul className={styles.list}>
        {alternatives.map((choice) => (
          <li key={`${choice.date} ${choice.time}`}>
            <button type="button" className={styles.choice} onClick={() => onPick(choice)}>
              {t('reservations.modify.alternative', {
                date: formatReservationDate(choice.date, i18n.language),
                time: formatClock(choice.time, i18n.language),
              })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What went wrong with the last booking: the API's reasons for refusing it (or the failure
 * message when it gave none), or a full time with the free ones nearby.
 */
import { formatClock, reservationCodes } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { errorText, refusalReasons } from '@/lib/error-text';
import type { AlternativeTime } from '../lib/booking-conflict';
import { formatBookingDate } from '../lib/booking-labels';
import styles from './booking-notice.module.css';
import '@/i18n/bundles/booking-texts';

export type BookingProblem =
  { kind: 'createFailed'; error?: unknown } | { kind: 'conflict'; alternatives: AlternativeTime[] };

type BookingNoticeProps = {
  problem: BookingProblem;
  /** The date on the form: alternatives on another day say which day. */
  date: string;
  onPick: (alternative: AlternativeTime) => void;
};

export function BookingNotice({ problem, date, onPick }: BookingNoticeProps) {
  const { t, i18n } = useTranslation();
  if (problem.kind === 'createFailed') {
    // A refusal says why (too many bookings held already, ...); anything else cannot.
    const reasons = refusalReasons(problem.error, t);
    return (
      <div className={styles.notice} role="alert">
        <p className={styles.title}>
          {reasons.length > 0
            ? reasons.join(' ')
            : errorText(t, { code: reservationCodes.createFailed })}
        </p>
      </div>
    );
  }
  const label = (alternative: AlternativeTime) =>
    alternative.date === date
      ? formatClock(alternative.time, i18n.language)
      : `${formatBookingDate(alternative.date, i18n.language)}, ${formatClock(alternative.time, i18n.language)}`;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>{errorText(t, { code: reservationCodes.unavailable })}</p>
      {problem.alternatives.length > 0 ? (
        <>
          <p className={styles.text}>{t('booking.conflict.alternatives')}</p>
          <ul className={styles.alternatives}>
            {problem.alternatives.map((alternative) => (
              <li key={`${alternative.date} ${alternative.time}`}>
                <button
                  type="button"
                  className={styles.alternative}
                  aria-label={t('booking.conflict.pick', { label: label(alternative) })}
                  onClick={() => onPick(alternative)}
                >
                  {label(alternative)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.text}>{t('booking.conflict.noAlternatives')}</p>
      )}
    </div>
  );
}

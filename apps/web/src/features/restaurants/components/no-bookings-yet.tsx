/** In place of the booking form for a restaurant without weekly hours: it takes no bookings yet. */
import { displayPhone } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import styles from './no-bookings-yet.module.css';

type NoBookingsYetProps = { name: string; phone: string; headingId?: string };

export function NoBookingsYet({
  name,
  phone,
  headingId = 'booking-form-title',
}: NoBookingsYetProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <h2 id={headingId} className={styles.title}>
        {t('restaurant.booking.notYetTitle')}
      </h2>
      <p className={styles.text}>{t('restaurant.booking.notYet', { name })}</p>
      {phone && (
        <p className={styles.text}>
          {t('restaurant.booking.callInstead')}{' '}
          <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {displayPhone(phone)}
          </a>
        </p>
      )}
    </div>
  );
}

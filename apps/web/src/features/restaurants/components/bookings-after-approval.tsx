/** In place of the booking form while the listing is unpublished: the booking API refuses it. */
import { useTranslation } from '@/i18n/use-translation';
import styles from './no-bookings-yet.module.css';

export function BookingsAfterApproval({
  headingId = 'booking-form-title',
}: {
  headingId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <h2 id={headingId} className={styles.title}>
        {t('restaurant.listing.bookingTitle')}
      </h2>
      <p className={styles.text}>{t('restaurant.listing.bookingText')}</p>
    </div>
  );
}

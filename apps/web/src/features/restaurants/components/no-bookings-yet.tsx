/**
 * In place of the booking form for a restaurant that takes no online bookings: one without weekly
 * hours (not yet), or one whose tables are all kept for the host (none online now).
 */
import { useTranslation } from '@/i18n/use-translation';
import { CallToBook } from './call-to-book';
import styles from './no-bookings-yet.module.css';

type NoBookingsYetProps = {
  name: string;
  phone: string;
  headingId?: string;
  /** notYet: no weekly hours; noOnlineTables: no table is offered online. */
  reason?: 'notYet' | 'noOnlineTables';
};

export function NoBookingsYet({
  name,
  phone,
  headingId = 'booking-form-title',
  reason = 'notYet',
}: NoBookingsYetProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <h2 id={headingId} className={styles.title}>
        {reason === 'notYet'
          ? t('restaurant.booking.notYetTitle')
          : t('restaurant.booking.byPhoneTitle')}
      </h2>
      <p className={styles.text}>
        {reason === 'notYet'
          ? t('restaurant.booking.notYet', { name })
          : t('restaurant.booking.noOnlineTables')}
      </p>
      <CallToBook phone={phone} />
    </div>
  );
}

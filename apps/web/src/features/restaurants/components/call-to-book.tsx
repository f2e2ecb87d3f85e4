/** 'To reserve, call (213) 555-0101': the way to book what the site cannot take. */
import { displayPhone } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import styles from './no-bookings-yet.module.css';

export function CallToBook({ phone }: { phone: string }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <p className={styles.text}>
      {t('restaurant.booking.callInstead')}{' '}
      <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        {displayPhone(phone)}
      </a>
    </p>
  );
}

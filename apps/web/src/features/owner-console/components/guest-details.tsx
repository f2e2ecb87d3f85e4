/**
 * Who booked and how to reach them: the phone as a tel: link (a callback is a call), the e-mail,
 * how they booked (or that they walked in), and what they said in the chat (special requests included).
 */
import { useTranslation } from '@/i18n/use-translation';
import { PhoneIcon } from '@/components/icons/page-icons';
import type { BookedReservation } from '@tablefor/shared';
import { phoneLabel, telHref } from '../lib/guest-contact';
import styles from './guest-details.module.css';
import '@/i18n/bundles/owner-console-texts';

type GuestDetailsProps = {
  reservation: Pick<
    BookedReservation,
    'guest_name' | 'phone_number' | 'email' | 'contact_method' | 'chat_notes'
  > &
    Partial<Pick<BookedReservation, 'walk_in'>>;
};

export function GuestDetails({ reservation }: GuestDetailsProps) {
  const { t } = useTranslation();
  const { guest_name: name, phone_number: phone, email, contact_method, chat_notes } = reservation;
  return (
    <div className={styles.details}>
      <ul className={styles.contacts}>
        {phone && (
          <li>
            <a
              href={telHref(phone)}
              className={styles.phone}
              aria-label={t('ownerConsole.guest.call', { name, phone: phoneLabel(phone) })}
            >
              <PhoneIcon size={16} />
              {phoneLabel(phone)}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`} className={styles.link}>
              {email}
            </a>
          </li>
        )}
        {contact_method && (
          <li className={styles.method}>{t(`ownerConsole.guest.method.${contact_method}`)}</li>
        )}
        {reservation.walk_in && (
          <li className={styles.method}>{t('ownerConsole.guest.method.walkIn')}</li>
        )}
      </ul>
      {chat_notes && (
        <div className={styles.notes}>
          <p className={styles.notesLabel}>{t('ownerConsole.guest.notes')}</p>
          <p className={styles.notesText}>{chat_notes}</p>
        </div>
      )}
    </div>
  );
}

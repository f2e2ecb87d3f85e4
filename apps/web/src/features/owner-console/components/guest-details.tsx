/**
 * Who booked and how to reach them: the phone as a tel: link (a callback is a call), the e-mail,
 * how they booked (or that they walked in), what they said in the chat (special requests included),
 * and the diner's own preferences (dietary needs, note, seating) while the booking stands.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { GuestPreferences } from '@/features/profile';
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
    Partial<Pick<BookedReservation, 'walk_in' | 'diner_preferences'>>;
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
      {reservation.diner_preferences && (
        <Suspense fallback={null}>
          <GuestPreferences preferences={reservation.diner_preferences} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * In place of a list of times that could never be free: the chosen party is larger than any
 * table or combination the restaurant offers online, so the guest is sent to the phone.
 */
import { useTranslation } from '@/i18n/use-translation';
import { CallToBook } from './call-to-book';
import styles from './party-too-large.module.css';

/** Whether no online table or combination seats a party of `partySize`. */
export const isPartyTooLarge = (partySize: number, largestParty: number) =>
  partySize > largestParty;

export function PartyTooLarge({ largestParty, phone }: { largestParty: number; phone: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{t('restaurant.booking.partyTooLarge', { max: largestParty })}</p>
      <CallToBook phone={phone} />
    </div>
  );
}

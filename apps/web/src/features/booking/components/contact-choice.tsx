/** The two ways to confirm a booking: chat now, or a phone call within 15 minutes. */
import { useTranslation } from '@/i18n/use-translation';
import styles from './contact-choice.module.css';
import '@/i18n/bundles/booking-texts';

export type ContactMethod = 'chat' | 'phone';

export function ContactChoice({ onChoose }: { onChoose: (method: ContactMethod) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.options}>
      <button type="button" className={styles.option} onClick={() => onChoose('chat')}>
        <span className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
          </svg>
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t('booking.choice.chat')}</span>
          <span className={styles.detail}>{t('booking.choice.chatText')}</span>
        </span>
      </button>
      <button type="button" className={styles.option} onClick={() => onChoose('phone')}>
        <span className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24">
            <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
          </svg>
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t('booking.choice.phone')}</span>
          <span className={styles.detail}>{t('booking.choice.phoneText')}</span>
        </span>
      </button>
    </div>
  );
}

/**
 * The home page's word on what just happened elsewhere: a cancelled reservation (the cancel
 * dialog sends the diner here with the restaurant's name in the navigation's state) or a deleted
 * account (the privacy view leaves a one-time mark, as a sign-in guard may redirect first).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Notice } from '@/components/notice/notice';
import { useTranslation } from '@/i18n/use-translation';
import { takeAccountDeleted } from '@/lib/session';
import styles from './landing-page.module.css';

/** The navigation state the cancel dialog sends home with. */
export type CancelledState = { cancelledAt: string };

export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [message, setMessage] = useState<string | null>(null);
  // After the first render, so the server's page and the browser's first one agree.
  useEffect(() => {
    const cancelledAt = (location.state as Partial<CancelledState> | null)?.cancelledAt;
    if (cancelledAt) setMessage(t('landing.reservationCancelled', { name: cancelledAt }));
    else if (takeAccountDeleted()) setMessage(t('landing.accountDeleted'));
  }, [location.state, t]);
  if (!message) return null;
  return (
    <div className={styles.accountDeleted}>
      <Notice tone="success" live onDismiss={() => setMessage(null)}>
        <p>{message}</p>
      </Notice>
    </div>
  );
}

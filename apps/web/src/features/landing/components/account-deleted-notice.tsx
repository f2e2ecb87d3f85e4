/** The home page's word after a diner deleted their account (the privacy view sends them here). */
import { useEffect, useState } from 'react';
import { Notice } from '@/components/notice/notice';
import { useTranslation } from '@/i18n/use-translation';
import { takeAccountDeleted } from '@/lib/session';
import styles from './landing-page.module.css';

export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const [deleted, setDeleted] = useState(false);
  // After the first render, so the server's page and the browser's first one agree.
  useEffect(() => {
    if (takeAccountDeleted()) setDeleted(true);
  }, []);
  if (!deleted) return null;
  return (
    <div className={styles.accountDeleted}>
      <Notice tone="success" live onDismiss={() => setDeleted(false)}>
        <p>{t('landing.accountDeleted')}</p>
      </Notice>
    </div>
  );
}

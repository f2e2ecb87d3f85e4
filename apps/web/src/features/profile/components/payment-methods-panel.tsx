/** The dining dashboard's 'Payment Methods' view: honestly, there is nothing to add today. */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Notice } from '@/components/notice/notice';
import styles from './profile.module.css';
import '@/i18n/bundles/profile-texts';

export function PaymentMethodsPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('profile.payment.title')}
      </h2>
      <Notice tone="info" title={t('profile.payment.none')}>
        <p>{t('profile.payment.body')}</p>
      </Notice>
    </section>
  );
}

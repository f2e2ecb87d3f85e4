/**
 * The dashboard's 'Account Details' view: who is signed in, their names and e-mail address (the
 * profile feature's forms), and changing the password.
 */
import { Suspense, useId } from 'react';
import type { User } from '@tablefor/shared';
import { AccountProfile } from '@/features/profile';
import { Spinner } from '@/components/spinner/spinner';
import { useTranslation } from '@/i18n/use-translation';
import { ChangePasswordForm } from './change-password-form';
import { PrivacyRights } from './privacy-rights';
import styles from './account-details.module.css';
import '@/i18n/bundles/password-texts';

export function AccountDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const titleId = useId();
  const passwordId = useId();
  return (
    <div className={styles.panel}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('password.account.title')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('password.account.name')}</dt>
          <dd>{`${user.first_name} ${user.last_name}`}</dd>
          <dt>{t('password.account.username')}</dt>
          <dd>{user.username}</dd>
          <dt>{t('password.account.email')}</dt>
          <dd>{user.email}</dd>
        </dl>
      </section>
      <Suspense fallback={<Spinner />}>
        <AccountProfile user={user} />
      </Suspense>
      <section aria-labelledby={passwordId} className={styles.section}>
        <h3 id={passwordId} className={styles.subtitle}>
          {t('password.change.title')}
        </h3>
        <p className={styles.hint}>{t('password.change.subtitle')}</p>
        <ChangePasswordForm />
      </section>
      <PrivacyRights user={user} />
    </div>
  );
}

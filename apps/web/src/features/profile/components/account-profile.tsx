/** The Account Details view's own sections: names and username, then the e-mail address. */
import { useId } from 'react';
import type { User } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { EmailChangeForm } from './email-change-form';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';
import '@/i18n/bundles/profile-texts';

export function AccountProfile({ user }: { user: User }) {
  const { t } = useTranslation();
  const namesId = useId();
  const emailId = useId();
  return (
    <>
      <section aria-labelledby={namesId} className={styles.section}>
        <h3 id={namesId} className={styles.subtitle}>
          {t('profile.account.namesTitle')}
        </h3>
        <p className={styles.hint}>{t('profile.account.namesHint')}</p>
        <ProfileForm user={user} />
      </section>
      <section aria-labelledby={emailId} className={styles.section}>
        <h3 id={emailId} className={styles.subtitle}>
          {t('profile.account.emailTitle')}
        </h3>
        <EmailChangeForm user={user} />
      </section>
    </>
  );
}

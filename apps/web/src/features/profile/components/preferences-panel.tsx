/**
 * The dining dashboard's 'Preferences' view: dietary needs, a note and seating (what the booked
 * restaurant sees), reminder e-mails and the e-mails' language.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { usePreferences } from '../api/preferences';
import { PreferencesForm } from './preferences-form';
import styles from './profile.module.css';
import '@/i18n/bundles/profile-texts';

export function PreferencesPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = usePreferences(userId);
  let body;
  if (query.isPending) body = <Spinner />;
  else if (query.isError) {
    body = (
      <div role="alert" className={styles.section}>
        <p>{t('profile.preferences.loadFailed')}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('profile.preferences.retry')}
          </Button>
        </div>
      </div>
    );
  } else body = <PreferencesForm userId={userId} saved={query.data} />;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('profile.preferences.title')}
      </h2>
      <p className={styles.lead}>{t('profile.preferences.intro')}</p>
      {body}
    </section>
  );
}

/** What a diner's preferences tell the restaurant, beside their booking (owner console, host stand). */
import type { GuestPreferences as Told } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { preferencesSummary } from '../lib/preferences-summary';
import styles from './guest-preferences.module.css';
import '@/i18n/bundles/profile-texts';

export function GuestPreferences({ preferences }: { preferences: NonNullable<Told> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.preferences}>
      <p className={styles.label}>{t('profile.guest.label')}</p>
      <p className={styles.text}>{preferencesSummary(t, preferences)}</p>
    </div>
  );
}

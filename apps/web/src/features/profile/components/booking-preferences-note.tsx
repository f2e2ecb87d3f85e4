/**
 * On the booking form of a signed-in diner who set preferences: what the restaurant will read
 * beside the booking, with a way to change it. Nothing for anyone else.
 */
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/lib/session';
import { usePreferences } from '../api/preferences';
import { preferencesSummary, tellsSomething } from '../lib/preferences-summary';
import styles from './booking-preferences-note.module.css';
import '@/i18n/bundles/profile-texts';

export function BookingPreferencesNote() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = usePreferences(user?.id ?? null);
  if (!user || !query.data || !tellsSomething(query.data)) return null;
  return (
    <p className={styles.note}>
      <span className={styles.label}>{t('profile.summary.restaurantSees')}</span>{' '}
      <span>{preferencesSummary(t, query.data)}</span>{' '}
      <Link to={`/users/${user.id}/dining-dashboard?view=preferences`} className={styles.edit}>
        {t('profile.summary.edit')}
      </Link>
    </p>
  );
}

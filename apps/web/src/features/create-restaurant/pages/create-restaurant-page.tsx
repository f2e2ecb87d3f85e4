/**
 * /create-restaurant (spec §2.4): the 'Enter URL' wizard, with the switch to topic search. Anyone
 * may fill it in; creating needs an account, asked for when 'Create Restaurant' is pressed.
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { AccountNotice } from '../components/account-notice';
import { ModeToggle } from '../components/mode-toggle';
import { RestaurantWizard } from '../components/restaurant-wizard';
import styles from './create-restaurant-page.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function CreateRestaurantPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className={styles.page}>
      <title>{`${t('createRestaurant.heading')} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t('createRestaurant.eyebrow')}</p>
          <h1 className={styles.title}>{t('createRestaurant.heading')}</h1>
          <p className={styles.intro}>{t('createRestaurant.intro')}</p>
        </div>
        <ModeToggle />
      </header>
      {!user && <AccountNotice />}
      <RestaurantWizard />
    </div>
  );
}

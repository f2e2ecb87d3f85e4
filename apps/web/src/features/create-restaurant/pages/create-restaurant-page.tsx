/**
 * /create-restaurant: the 'Enter URL' wizard, with the switch to topic search. Anyone
 * may fill it in; creating needs an account, asked for when 'Create Restaurant' is pressed.
 */
import { useTranslation } from '@/i18n/use-translation';
import { CreateModeToggle } from '@/components/create-mode-toggle/create-mode-toggle';
import { PageHeader } from '@/components/page-header/page-header';
import { useSession } from '@/lib/session';
import { AccountNotice } from '../components/account-notice';
import { RestaurantWizard } from '../components/restaurant-wizard';
import styles from './create-restaurant-page.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function CreateRestaurantPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className={styles.page}>
      <title>{`${t('createRestaurant.heading')} · ${t('app.name')}`}</title>
      <PageHeader
        eyebrow={t('createRestaurant.eyebrow')}
        title={t('createRestaurant.heading')}
        intro={t('createRestaurant.intro')}
      >
        <CreateModeToggle active="url" />
      </PageHeader>
      {!user && <AccountNotice />}
      <RestaurantWizard />
    </div>
  );
}

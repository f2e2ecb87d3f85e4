/** Said up front to a signed-out visitor: creating needs an account, and what is typed is kept. */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { useAuthDialog } from '@/lib/auth-dialog';
import styles from './account-notice.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function AccountNotice() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return (
    <Notice tone="info" title={t('createRestaurant.account.title')}>
      <p>{t('createRestaurant.account.text')}</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => open('sign-in')}>
          {t('createRestaurant.account.signIn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => open('sign-up')}>
          {t('createRestaurant.account.signUp')}
        </Button>
      </div>
    </Notice>
  );
}

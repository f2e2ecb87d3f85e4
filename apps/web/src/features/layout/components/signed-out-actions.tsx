/** 'Sign up' and 'Sign in' in the top bar: they open the auth modals. */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import styles from './top-bar.module.css';

export function SignedOutActions() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={styles.signUp}
        onClick={() => open('sign-up')}
      >
        {t('topBar.signUp')}
      </Button>
      <Button size="sm" onClick={() => open('sign-in')}>
        {t('topBar.signIn')}
      </Button>
    </>
  );
}

/**
 * 'Notify me when a table frees up' under a full day's times. Signed out it reads 'Sign in to get
 * notified' and opens the sign-in; signed in from there, the Notify dialog follows by itself. The
 * dialog's code loads on the first click.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { BellIcon } from '@/components/icons/icons';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import type { NotifyChoice, NotifyRestaurant } from './notify-types';
import styles from './notify-me-button.module.css';
import '@/i18n/bundles/notify-texts';

const NotifyDialog = lazy(() =>
  import('./notify-dialog').then((m) => ({ default: m.NotifyDialog })),
);

type NotifyMeButtonProps = { restaurant: NotifyRestaurant; choice: NotifyChoice };

export function NotifyMeButton({ restaurant, choice }: NotifyMeButtonProps) {
  const { t } = useTranslation();
  const { user, checking } = useSession();
  const authDialog = useAuthDialog();
  const [open, setOpen] = useState(false);
  const [signingIn, setSigningIn] = useState(false);

  // Decided once the sign-in dialog has closed: signed in, the Notify dialog opens.
  useEffect(() => {
    if (!signingIn || authDialog.view) return;
    setSigningIn(false);
    if (user) setOpen(true);
  }, [signingIn, user, authDialog.view]);

  if (checking) return null;
  const ask = () => {
    if (user) return setOpen(true);
    setSigningIn(true);
    authDialog.open('sign-in');
  };
  return (
    <>
      <Button variant="secondary" size="lg" fullWidth className={styles.ask} onClick={ask}>
        <BellIcon size={18} />
        {t(user ? 'notify.ask' : 'notify.askSignedOut')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotifyDialog restaurant={restaurant} choice={choice} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

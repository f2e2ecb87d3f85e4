/**
 * The Notify dialog: signed in, the request's form and then what was asked for; signed out, a
 * word on why an account is needed and the way to sign in (the form follows once signed in).
 */
import { useState } from 'react';
import type { NotifyRequest } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { NotifyForm } from './notify-form';
import { NotifySuccess } from './notify-success';
import type { NotifyChoice, NotifyRestaurant } from './notify-types';
import styles from './notify-dialog.module.css';
import askStyles from './notify-me-button.module.css';
import '@/i18n/bundles/notify-texts';

type NotifyDialogProps = {
  restaurant: NotifyRestaurant;
  choice: NotifyChoice;
  onClose: () => void;
};

export function NotifyDialog({ restaurant, choice, onClose }: NotifyDialogProps) {
  const { t } = useTranslation();
  const { user, checking } = useSession();
  const [created, setCreated] = useState<NotifyRequest | null>(null);
  let body;
  if (created && user)
    body = <NotifySuccess request={created} userId={user.id} onClose={onClose} />;
  else if (checking) body = <Spinner />;
  else if (user) {
    body = (
      <NotifyForm
        restaurant={restaurant}
        choice={choice}
        onCreated={setCreated}
        onCancel={onClose}
      />
    );
  } else body = <SignInFirst />;
  return (
    <Modal
      title={t(created ? 'notify.dialog.successTitle' : 'notify.dialog.title')}
      onClose={onClose}
    >
      <p className={styles.restaurant}>{restaurant.name}</p>
      {body}
    </Modal>
  );
}

/** One way on, the whole width: the dialog's close button is the way out. */
function SignInFirst() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <>
      <p className={styles.text}>{t('notify.dialog.signInText')}</p>
      <Button
        size="lg"
        fullWidth
        className={askStyles.ask}
        onClick={() => authDialog.open('sign-in')}
      >
        {t('notify.askSignedOut')}
      </Button>
    </>
  );
}

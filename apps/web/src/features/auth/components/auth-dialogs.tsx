/** The sign-in and sign-up modals, shown by whichever view the auth dialog state asks for. */
import { useTranslation } from '@/i18n/use-translation';
import { Modal } from '@/components/modal/modal';
import { useNavigate } from 'react-router';
import { useAuthDialog } from '@/lib/auth-dialog';
import { AuthSwitch } from './auth-switch';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthDialogs() {
  const { t } = useTranslation();
  const { view, returnTo, open, close } = useAuthDialog();
  const navigate = useNavigate();
  // Signed in (or up): on to the page that asked for it, if one did.
  const done = () => {
    close();
    if (returnTo) void navigate(returnTo, { replace: true });
  };

  if (view === 'sign-in') {
    return (
      <Modal
        key="sign-in"
        title={t('auth.signIn.title', { product: t('app.name') })}
        description={t('auth.signIn.subtitle')}
        onClose={close}
      >
        <SignInForm
          onSuccess={done}
          onForgotPassword={close}
          footer={
            <AuthSwitch
              prompt={t('auth.signIn.noAccount')}
              action={t('auth.signIn.switch')}
              onClick={() => open('sign-up')}
            />
          }
        />
      </Modal>
    );
  }

  if (view === 'sign-up') {
    return (
      <Modal
        key="sign-up"
        title={t('auth.signUp.title')}
        description={t('auth.signUp.subtitle')}
        size="md"
        onClose={close}
      >
        <SignUpForm
          onSuccess={done}
          footer={
            <AuthSwitch
              prompt={t('auth.signUp.haveAccount')}
              action={t('auth.signUp.switch')}
              onClick={() => open('sign-in')}
            />
          }
        />
      </Modal>
    );
  }

  return null;
}

/** /sign-up: the sign-up form as a page; a signed-in visitor goes home. */
import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/lib/session';
import { AuthPageLayout } from '../components/auth-page-layout';
import { AuthSwitch } from '../components/auth-switch';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;

  return (
    <AuthPageLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} wide>
      <SignUpForm
        footer={
          <AuthSwitch
            prompt={t('auth.signUp.haveAccount')}
            action={t('auth.signUp.switch')}
            to="/login"
          />
        }
      />
    </AuthPageLayout>
  );
}

/** /login: the sign-in form as a page; a signed-in visitor goes home. */
import { Navigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/lib/session';
import { AuthPageLayout } from '../components/auth-page-layout';
import { AuthSwitch } from '../components/auth-switch';
import { SignInForm } from '../components/sign-in-form';

export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;

  return (
    <AuthPageLayout
      title={t('auth.signIn.title', { product: t('app.name') })}
      subtitle={t('auth.signIn.subtitle')}
    >
      <SignInForm
        footer={
          <AuthSwitch
            prompt={t('auth.signIn.noAccount')}
            action={t('auth.signIn.switch')}
            to="/sign-up"
          />
        }
      />
    </AuthPageLayout>
  );
}

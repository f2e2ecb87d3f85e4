/** /admin/signup: 'Admin Registration', with the secret-key note and a 'Login here' link. */
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/lib/session';
import { AuthPageLayout } from '../components/auth-page-layout';
import { AuthSwitch } from '../components/auth-switch';
import { AdminSignupForm } from '../components/admin-signup-form';
import { AdminSignedInRedirect } from './admin-redirect';

export function AdminSignupPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) return <AdminSignedInRedirect />;

  return (
    <AuthPageLayout title={t('auth.admin.signupTitle')} subtitle={t('auth.admin.signupSubtitle')}>
      <AdminSignupForm
        footer={
          <AuthSwitch
            prompt={t('auth.admin.haveAccount')}
            action={t('auth.admin.loginHere')}
            to="/admin/login"
          />
        }
      />
    </AuthPageLayout>
  );
}

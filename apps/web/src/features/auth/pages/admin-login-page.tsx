/** /admin/login: 'Admin Login'. */
import { useTranslation } from '@/i18n/use-translation';
import { useSession } from '@/lib/session';
import { AuthPageLayout } from '../components/auth-page-layout';
import { AuthSwitch } from '../components/auth-switch';
import { AdminLoginForm } from '../components/admin-login-form';
import { AdminSignedInRedirect } from './admin-redirect';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user) return <AdminSignedInRedirect />;

  return (
    <AuthPageLayout title={t('auth.admin.loginTitle')} subtitle={t('auth.admin.loginSubtitle')}>
      <AdminLoginForm
        footer={
          <AuthSwitch
            prompt={t('auth.admin.needAccount')}
            action={t('auth.admin.registerHere')}
            to="/admin/signup"
          />
        }
      />
    </AuthPageLayout>
  );
}

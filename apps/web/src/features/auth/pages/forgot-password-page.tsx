/** /forgot-password: ask for an e-mailed link to choose a new password. */
import { useTranslation } from '@/i18n/use-translation';
import { AuthPageLayout } from '../components/auth-page-layout';
import { AuthSwitch } from '../components/auth-switch';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import '@/i18n/bundles/password-texts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t('password.forgot.title')} subtitle={t('password.forgot.subtitle')}>
      <ForgotPasswordForm
        footer={<AuthSwitch prompt="" action={t('password.forgot.backToSignIn')} to="/login" />}
      />
    </AuthPageLayout>
  );
}

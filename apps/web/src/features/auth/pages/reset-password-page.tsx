/** /reset-password?token=: where an e-mailed reset link lands. */
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AuthPageLayout } from '../components/auth-page-layout';
import { ResetLinkInvalid } from '../components/reset-link-invalid';
import { ResetPasswordForm } from '../components/reset-password-form';
import '@/i18n/bundles/password-texts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <AuthPageLayout title={t('password.reset.title')} subtitle={t('password.reset.subtitle')}>
      {token ? <ResetPasswordForm token={token} /> : <ResetLinkInvalid />}
    </AuthPageLayout>
  );
}

/** What a reset link that cannot be used shows: why, and the way to ask for another. */
import { useTranslation } from '@/i18n/use-translation';
import { passwordCodes } from '@tablefor/shared';
import { ButtonLink } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { errorText } from '@/lib/error-text';
import styles from './auth-form.module.css';
import '@/i18n/bundles/password-texts';

/** `live`: refused just now (announced), rather than missing from the page's address. */
export function ResetLinkInvalid({ live = false }: { live?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <Notice tone="danger" live={live}>
        <p>{errorText(t, { code: passwordCodes.linkInvalid })}</p>
      </Notice>
      <ButtonLink to="/forgot-password" fullWidth>
        {t('password.reset.askAgain')}
      </ButtonLink>
    </div>
  );
}

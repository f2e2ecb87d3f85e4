/**
 * The console's whole-page states: signed out (sign in or create an account, right here), an
 * account that owns no restaurant yet (claim the listing), a refusal, and a failed load.
 */
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { PageStateCard } from '@/components/page-state/page-state';
import { useAuthDialog } from '@/lib/auth-dialog';
import '@/i18n/bundles/owner-console-texts';

export function SignInPrompt() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return (
    <PageStateCard title={t('ownerConsole.signIn.title')} text={t('ownerConsole.signIn.text')}>
      <Button onClick={() => open('sign-in')}>{t('ownerConsole.signIn.signIn')}</Button>
      <Button variant="secondary" onClick={() => open('sign-up')}>
        {t('ownerConsole.signIn.signUp')}
      </Button>
    </PageStateCard>
  );
}

export function NoRestaurants() {
  const { t } = useTranslation();
  return (
    <PageStateCard title={t('ownerConsole.empty.title')} text={t('ownerConsole.empty.text')}>
      <ButtonLink to="/business/get-started">{t('ownerConsole.empty.claim')}</ButtonLink>
      <ButtonLink to="/business" variant="secondary">
        {t('ownerConsole.empty.learnMore')}
      </ButtonLink>
    </PageStateCard>
  );
}

export function AccessRefused() {
  const { t } = useTranslation();
  return (
    <PageStateCard
      title={t('ownerConsole.refused.title')}
      text={t('ownerConsole.errors.forbidden')}
      role="alert"
    >
      <ButtonLink to="/">{t('common.returnHome')}</ButtonLink>
    </PageStateCard>
  );
}

export function ConsoleLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageStateCard
      title={t('ownerConsole.loadError.title')}
      text={t('ownerConsole.loadError.text')}
      role="alert"
    >
      <Button onClick={onRetry}>{t('ownerConsole.retry')}</Button>
    </PageStateCard>
  );
}

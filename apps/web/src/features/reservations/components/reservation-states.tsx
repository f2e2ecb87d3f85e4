/** The reservation pages' loading, not-found and failed states, in the reservation's words. */
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/button/button';
import {
  PageLoadError,
  PageLoading,
  PageNotFound,
  PageStateCard,
} from '@/components/page-state/page-state';
import { useAuthDialog } from '@/lib/auth-dialog';
import '@/i18n/bundles/reservations-texts';

export function ReservationLoading() {
  const { t } = useTranslation();
  return <PageLoading label={t('reservations.loading')} />;
}

export function ReservationNotFound() {
  const { t } = useTranslation();
  return (
    <PageNotFound
      title={t('reservations.notFound.title')}
      text={t('reservations.notFound.text')}
      browseLabel={t('reservations.notFound.browse')}
    />
  );
}

export function ReservationLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageLoadError
      title={t('reservations.loadError.title')}
      text={t('reservations.loadError.text')}
      retryLabel={t('reservations.loadError.retry')}
      onRetry={onRetry}
    />
  );
}

/**
 * A reservation link opened signed out and without its code: how to get back in, by signing in
 * with the account that booked it or by the link in the confirmation e-mail (which carries it).
 */
export function ReservationLocked() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { open } = useAuthDialog();
  return (
    <PageStateCard title={t('reservations.locked.title')} text={t('reservations.locked.text')}>
      <Button onClick={() => open('sign-in', { returnTo: `${pathname}${search}` })}>
        {t('reservations.locked.signIn')}
      </Button>
      <ButtonLink to="/" variant="secondary">
        {t('common.returnHome')}
      </ButtonLink>
    </PageStateCard>
  );
}

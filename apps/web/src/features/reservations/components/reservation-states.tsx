/** The reservation pages' loading, not-found and failed states, in the reservation's words. */
import { useTranslation } from '@/i18n/use-translation';
import { PageLoadError, PageLoading, PageNotFound } from '@/components/page-state/page-state';
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

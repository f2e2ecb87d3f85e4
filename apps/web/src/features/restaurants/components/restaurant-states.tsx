/** The restaurant pages' loading, not-found and failed states, in the restaurant's words. */
import { useTranslation } from '@/i18n/use-translation';
import { PageLoadError, PageLoading, PageNotFound } from '@/components/page-state/page-state';

export function RestaurantLoading() {
  const { t } = useTranslation();
  return <PageLoading label={t('restaurant.loading')} />;
}

export function RestaurantNotFound() {
  const { t } = useTranslation();
  return (
    <PageNotFound
      title={t('restaurant.notFound.title')}
      text={t('restaurant.notFound.text')}
      browseLabel={t('restaurant.notFound.browse')}
    />
  );
}

export function RestaurantLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageLoadError
      title={t('restaurant.loadError.title')}
      text={t('restaurant.loadError.text')}
      retryLabel={t('restaurant.loadError.retry')}
      onRetry={onRetry}
    />
  );
}

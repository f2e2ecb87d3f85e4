/** /restaurants/{id}/claim: the claim flow for that listing, with real codes and a real claim. */
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/button/button';
import { PageLoading, PageStateCard } from '@/components/page-state/page-state';
import { ApiError } from '@/lib/api-client';
import { useClaimPreview } from '../api/get-claim-preview';
import { ClaimFlow } from '../components/claim-flow';
import { apiClaimBackend } from '../lib/claim-backend';
import '@/i18n/bundles/claim-texts';

export function ClaimPage() {
  const { t } = useTranslation();
  const { restaurantId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(restaurantId) ? Number(restaurantId) : 0;
  const preview = useClaimPreview(id);
  const title = `${t('claim.pageTitle')} · ${t('app.name')}`;

  if (id === 0 || (preview.error instanceof ApiError && preview.error.status === 404)) {
    return (
      <PageStateCard title={t('claim.notFound.title')} text={t('claim.notFound.text')}>
        <title>{title}</title>
        <ButtonLink to="/">{t('claim.notFound.home')}</ButtonLink>
      </PageStateCard>
    );
  }
  if (preview.isError) {
    return (
      <PageStateCard title={t('claim.pageTitle')} text={t('claim.loadError')} role="alert">
        <title>{title}</title>
        <Button onClick={() => void preview.refetch()}>{t('claim.retry')}</Button>
      </PageStateCard>
    );
  }
  if (!preview.data) {
    return (
      <>
        <title>{title}</title>
        <PageLoading label={t('claim.loading')} />
      </>
    );
  }
  return (
    <>
      <title>{`${t('claim.pageTitle')}: ${preview.data.name} · ${t('app.name')}`}</title>
      <ClaimFlow restaurant={preview.data} backend={apiClaimBackend} />
    </>
  );
}

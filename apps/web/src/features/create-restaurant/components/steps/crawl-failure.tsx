/**
 * Why 'Fetch Information' found nothing: 'No restaurant information found', or the failure
 * sentence with the specific reason (translated by its code) under it.
 */
import { useTranslation } from '@/i18n/use-translation';
import { crawlCodes } from '@tablefor/shared';
import { Notice } from '@/components/notice/notice';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { FailureNotice } from '../failure-notice';
import '@/i18n/bundles/create-restaurant-texts';

type CrawlFailureProps = { error: unknown; nothingFound: boolean; onDismiss: () => void };

const saysNothingFound = (error: unknown) =>
  error instanceof ApiError && error.details.some(({ code }) => code === crawlCodes.nothingFound);

export function CrawlFailure({ error, nothingFound, onDismiss }: CrawlFailureProps) {
  const { t } = useTranslation();
  if (nothingFound || saysNothingFound(error)) {
    return (
      <Notice
        tone="danger"
        live
        title={errorText(t, { code: crawlCodes.nothingFound })}
        onDismiss={onDismiss}
      >
        <p>{t('createRestaurant.crawl.nothingFoundHint')}</p>
      </Notice>
    );
  }
  return (
    <FailureNotice
      title={errorText(t, { code: crawlCodes.failed })}
      error={error}
      onDismiss={onDismiss}
    />
  );
}

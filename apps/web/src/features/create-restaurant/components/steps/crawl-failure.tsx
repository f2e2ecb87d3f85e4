/**
 * Why 'Fetch Information' found nothing: 'No restaurant information found', or the failure
 * sentence with the specific reason (translated by its code) under it.
 */
import { useTranslation } from 'react-i18next';
import { crawlCodes } from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import { Notice } from '../notice';
import styles from './crawl-failure.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type CrawlFailureProps = { error: unknown; nothingFound: boolean; onDismiss: () => void };

const saysNothingFound = (error: unknown) =>
  error instanceof ApiError && error.details.some(({ code }) => code === crawlCodes.nothingFound);

/** The reasons worth showing: a refusal's (4xx), not a server failure's or the network's. */
function reasonsOf(error: unknown, t: Parameters<typeof serverErrorMessages>[1]): string[] {
  if (!(error instanceof ApiError) || error.status >= 500 || error.errors.length === 0) return [];
  return serverErrorMessages(error, t);
}

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
  const reasons = reasonsOf(error, t);
  return (
    <Notice
      tone="danger"
      live
      title={errorText(t, { code: crawlCodes.failed })}
      onDismiss={onDismiss}
    >
      {reasons.length > 0 && (
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}

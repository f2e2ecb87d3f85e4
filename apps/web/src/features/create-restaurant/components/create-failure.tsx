/**
 * 'Failed to create restaurant. Please try again.' and, for a refusal, the API's reasons
 * translated by their codes (the fields they name also show them).
 */
import { useTranslation } from 'react-i18next';
import { restaurantCodes } from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import { Notice } from './notice';
import styles from './create-failure.module.css';

export function CreateFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status < 500 && error.errors.length > 0;
  const reasons = refused ? serverErrorMessages(error, t) : [];
  return (
    <Notice tone="danger" live title={errorText(t, { code: restaurantCodes.createFailed })}>
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

/** The search service's failures in the reader's language, by message code where it gave one. */
import type { TFunction } from '@/i18n/translator';
import { isMessageCode, topicSearchCodes } from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import { SearchServiceError, type SearchServiceReason } from '../api/search-service';

/** A code's text, or the service's own (English) words where this app does not know the code. */
export function codeText(t: TFunction, code: string, fallback: string | null = null): string {
  if (isMessageCode(code)) return errorText(t, { code });
  return fallback || errorText(t, { code: topicSearchCodes.taskFailed });
}

const reasonText = (t: TFunction, reason: SearchServiceReason) =>
  codeText(t, reason.code, reason.message);

/**
 * Why a search did not start: 'Validation error: <details>' for a refused request, otherwise
 * 'Failed to initiate search' and, when the service said why, its reason.
 */
export function startFailure(t: TFunction, error: unknown): { title: string; reason?: string } {
  if (error instanceof SearchServiceError && error.reasons.length > 0) {
    const details = error.reasons.map((reason) => reasonText(t, reason)).join('; ');
    return { title: t('topicSearch.form.validationError', { details }) };
  }
  const title = errorText(t, { code: topicSearchCodes.startFailed });
  const code = error instanceof SearchServiceError ? error.code : null;
  return code && isMessageCode(code) ? { title, reason: codeText(t, code) } : { title };
}

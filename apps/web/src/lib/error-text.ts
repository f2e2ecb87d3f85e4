/** Error messages in the reader's language, by code (the API's `details`, a form's zod issues). */
import type { TFunction } from 'i18next';
import { messageParams, type ErrorDetail } from '@tablefor/shared';
import { ApiError } from './api-error';

type CodedMessage = Pick<ErrorDetail, 'code' | 'params'>;

export function errorText(t: TFunction, message: CodedMessage): string {
  return String(t(`errors.${message.code}` as 'errors', messageParams(message) as never));
}

/**
 * What to show for a failed submission (diner spec §8): the API's messages translated, its own
 * words for a 4xx that carries no code, or the generic message.
 */
export function serverErrorMessages(error: unknown, t: TFunction): string[] {
  if (!(error instanceof ApiError) || error.status >= 500) return [t('common.genericError')];
  if (error.details.length > 0) return error.details.map((detail) => errorText(t, detail));
  return error.messages.length > 0 ? error.messages : [t('common.genericError')];
}

/** What to show for a failed form submission (diner spec §8): the API's messages, or a generic one. */
import type { TFunction } from 'i18next';
import { translateMessage } from '@/i18n/message-text';
import { ApiError } from './api-error';

export function serverErrorMessages(error: unknown, t: TFunction): string[] {
  if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
    return error.messages.map((message) => translateMessage(t, message));
  }
  return [t('common.genericError')];
}

/** What a failed admin action shows: its own sentence, and the API's reasons when it gave any. */
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { serverErrorMessages } from '@/lib/error-text';
import '@/i18n/bundles/admin-texts';

export type Failure = { title?: string; messages: string[] };

/**
 * A refusal (4xx with reasons) lists the reasons under `sentence` ('Failed to update restaurant');
 * anything else (a 5xx, the network) shows the sentence alone.
 */
export function failureOf(error: unknown, t: TFunction, sentence: string): Failure {
  const refused = error instanceof ApiError && error.status < 500 && error.errors.length > 0;
  return refused
    ? { title: sentence, messages: serverErrorMessages(error, t) }
    : { messages: [sentence] };
}

/** The list's 'Error: {message}' when the API said why, otherwise its 'Failed to load …'. */
export function loadFailureText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.errors.length > 0) {
    return t('admin.loadError', { message: serverErrorMessages(error, t).join(' ') });
  }
  return fallback;
}

/** What a failed admin action shows: its own sentence, and the API's reasons when it gave any. */
import type { TFunction } from '@/i18n/translator';
import { refusalReasons } from '@/lib/error-text';
import '@/i18n/bundles/admin-texts';

export type Failure = { title?: string; messages: string[] };

/**
 * A refusal (4xx with reasons) lists the reasons under `sentence` ('Failed to update restaurant');
 * anything else (a 5xx, the network) shows the sentence alone.
 */
export function failureOf(error: unknown, t: TFunction, sentence: string): Failure {
  const reasons = refusalReasons(error, t);
  return reasons.length > 0 ? { title: sentence, messages: reasons } : { messages: [sentence] };
}

/** The list's 'Error: {message}' when the API said why, otherwise its 'Failed to load …'. */
export function loadFailureText(error: unknown, t: TFunction, fallback: string): string {
  const reasons = refusalReasons(error, t);
  return reasons.length > 0 ? t('admin.loadError', { message: reasons.join(' ') }) : fallback;
}

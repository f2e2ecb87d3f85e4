/**
 * What a failed Notify call shows: the API's reasons by code in the reader's language (a duplicate,
 * an expired offer), or the action's own sentence when it gave none (the network, a 5xx).
 */
import type { TFunction } from '@/i18n/translator';
import { refusalReasons } from '@/lib/error-text';

export function failureMessages(error: unknown, t: TFunction, sentence: string): string[] {
  const reasons = refusalReasons(error, t);
  return reasons.length > 0 ? reasons : [sentence];
}

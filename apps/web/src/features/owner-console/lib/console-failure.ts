/**
 * What a failed console call shows: a refusal to a non-owner (401, 403) says so plainly; other
 * refusals give the API's reasons in the reader's language; the rest a page's own sentence.
 */
import type { TFunction } from '@/i18n/translator';
import { ApiError } from '@/lib/api-client';
import { refusalReasons } from '@/lib/error-text';
import '@/i18n/bundles/owner-console-texts';

export const isRefusedAccess = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export function failureMessages(error: unknown, t: TFunction, sentence: string): string[] {
  if (isRefusedAccess(error)) return [t('ownerConsole.errors.forbidden')];
  const reasons = refusalReasons(error, t);
  return reasons.length > 0 ? reasons : [sentence];
}

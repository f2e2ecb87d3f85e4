/** A failed claim call in the reader's words: the server's reasons, or the step's own sentence. */
import type { TFunction } from '@/i18n/translator';
import type { MessageCode } from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';
import { errorText, refusalReasons } from '@/lib/error-text';

export function claimFailure(error: unknown, t: TFunction, fallback: MessageCode): string[] {
  const reasons = refusalReasons(error, t);
  return reasons.length > 0 ? reasons : [errorText(t, { code: fallback })];
}

/** The seconds a 429 'resend available in' asked to wait, if that was the refusal. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.details.find((detail) => detail.params?.seconds !== undefined)?.params
    ?.seconds;
  return typeof seconds === 'number' ? seconds : null;
}

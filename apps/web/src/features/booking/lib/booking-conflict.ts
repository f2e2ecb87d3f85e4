/** Reads the API's 409 answer: the chosen time filled up, and the nearest free times instead. */
import { unavailableResponseSchema } from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';

export type AlternativeTime = { date: string; time: string };

/** The alternatives of a 409 (possibly none); null when the error is something else. */
export function conflictAlternatives(error: unknown): AlternativeTime[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = unavailableResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.alternatives : [];
}

/**
 * The checks of the answers read on every page load (an error body, a refreshed token, the signed-in
 * user) are the shared schemas' own parses, so they cannot drift from what the API declares. zod
 * is in the first load already (the shared contracts the pages read are zod schemas).
 */
import {
  errorResponseSchema,
  refreshResponseSchema,
  userSchema,
  type ErrorResponse,
  type RefreshResponse,
  type User,
} from '@tablefor/shared';
import type { z } from 'zod';

const errorDetailSchema = errorResponseSchema.shape.details.element;

/** One coded error as it arrives; error-text.ts decides whether this app knows its code. */
export type WireErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * `errors` decides: a body without well-formed `details` (a proxy's own 502, an older API) still
 * shows its messages, and errorDetailsOf keeps the details that are well-formed.
 */
const errorBodySchema = errorResponseSchema.pick({ errors: true });

export function isErrorBody(value: unknown): value is ErrorResponse {
  return errorBodySchema.safeParse(value).success;
}

/** The well-formed coded details of an error body. */
export function errorDetailsOf(body: ErrorResponse): WireErrorDetail[] {
  const details: unknown = body.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail) => {
    const parsed = errorDetailSchema.safeParse(detail);
    return parsed.success ? [parsed.data] : [];
  });
}

export function isRefreshBody(value: unknown): value is RefreshResponse {
  return refreshResponseSchema.safeParse(value).success;
}

export function isUser(value: unknown): value is User {
  return userSchema.safeParse(value).success;
}

/**
 * Light shape checks for the answers read on every page load. The full zod schemas stay with the
 * forms (loaded on demand): they would add ~25 kB gzip to the first load of every page, and the
 * API's own tests already hold its answers to the shared schemas. Measured: parsing with the shared
 * userSchema/refreshResponseSchema/errorResponseSchema instead adds 2.2-5.7 kB gzip to each public
 * page's first load (/terms-of-service from 148.3 to 154.0 kB, over the 150 kB budget), so these
 * stay hand-written; response-guards.test.ts holds them to what the schemas accept.
 */
import type { ErrorResponse, MessageParams, RefreshResponse, User } from '@tablefor/shared';

/** One coded error as it arrives; error-text.ts decides whether this app knows its code. */
export type WireErrorDetail = { field: string; code: string; params?: MessageParams };

type Shape = Record<string, unknown>;
const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null;

export function isErrorBody(value: unknown): value is ErrorResponse {
  return (
    isObject(value) &&
    Array.isArray(value.errors) &&
    value.errors.every((error) => typeof error === 'string')
  );
}

/** The well-formed coded details of an error body. */
export function errorDetailsOf(body: ErrorResponse): WireErrorDetail[] {
  const details: unknown = body.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (detail): detail is WireErrorDetail =>
      isObject(detail) &&
      typeof detail.field === 'string' &&
      typeof detail.code === 'string' &&
      (detail.params === undefined || isObject(detail.params)),
  );
}

export function isRefreshBody(value: unknown): value is RefreshResponse {
  return (
    isObject(value) &&
    typeof value.access_token === 'string' &&
    typeof value.expires_at === 'string'
  );
}

export function isUser(value: unknown): value is User {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    typeof value.first_name === 'string' &&
    typeof value.last_name === 'string' &&
    typeof value.is_admin === 'boolean' &&
    Array.isArray(value.saved_restaurants)
  );
}

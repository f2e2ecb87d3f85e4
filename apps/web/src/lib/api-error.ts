/**
 * The error every API call throws: HTTP status, the 'field: message' list and its coded details.
 * Kept free of the message catalogue (every page loads this); error-text.ts translates the codes.
 */
import { authMessages, errorMessageText } from '@tablefor/shared';
import { errorDetailsOf, isErrorBody, type WireErrorDetail } from './response-guards';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  /** The machine-readable twin of `errors`: what the app translates. */
  readonly details: WireErrorDetail[];
  /** The whole error body, for answers that carry more than messages (a 409's alternatives). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: string[] = [],
    body?: unknown,
    details: WireErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
    this.details = details;
  }

  /** The messages as the API wrote them (text after the first ': '), in English. */
  get messages(): string[] {
    return this.errors.map(errorMessageText);
  }
}

export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const errors = isErrorBody(body) ? body.errors : [];
  const details = isErrorBody(body) ? errorDetailsOf(body) : [];
  const message = errors[0] ? errorMessageText(errors[0]) : `Request failed with status ${status}`;
  return new ApiError(status, message, errors, body, details);
}

function authError(key: 'unauthorized' | 'sessionExpired'): ApiError {
  const message = authMessages[key];
  return new ApiError(401, message, [`auth: ${message}`], undefined, [
    { field: 'auth', code: `auth.${key}` },
  ]);
}

export const unauthorizedError = () => authError('unauthorized');
export const sessionExpiredError = () => authError('sessionExpired');

/** The error every API call throws: HTTP status, the raw 'field: message' list, readable text. */
import { authMessages, errorMessageText } from '@tablefor/shared';
import { isErrorBody } from './response-guards';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  /** The whole error body, for answers that carry more than messages (a 409's alternatives). */
  readonly body: unknown;

  constructor(status: number, message: string, errors: string[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** The messages a person should read (text after the first ': '). */
  get messages(): string[] {
    return this.errors.map(errorMessageText);
  }
}

export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const errors = isErrorBody(body) ? body.errors : [];
  const message = errors[0] ? errorMessageText(errors[0]) : `Request failed with status ${status}`;
  return new ApiError(status, message, errors, body);
}

export const unauthorizedError = () =>
  new ApiError(401, authMessages.unauthorized, [`auth: ${authMessages.unauthorized}`]);

export const sessionExpiredError = () =>
  new ApiError(401, authMessages.sessionExpired, [`auth: ${authMessages.sessionExpired}`]);

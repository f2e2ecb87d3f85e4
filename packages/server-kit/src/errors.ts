/**
 * One error type with a status and coded details, and the handler that presents it as
 * `{ errors: ["field: message"], details: [{ field, code, params }] }`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import {
  authCodes,
  commonCodes,
  errorString,
  type ErrorDetail,
  type MessageCode,
  type MessageParams,
} from '@tablefor/shared';

/** One detail: `problem('reservation', reservationCodes.cancelled)`. */
export function problem(field: string, code: MessageCode, params?: MessageParams): ErrorDetail {
  return params ? { field, code, params } : { field, code };
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly details: ErrorDetail[],
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `errors` (a 409's alternative times). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(details.map(errorString).join('; '));
  }

  get errors(): string[] {
    return this.details.map(errorString);
  }
}

export const badRequest = (...details: ErrorDetail[]) => new AppError(400, details);
export const unauthorized = (detail = problem('auth', authCodes.unauthorized)) =>
  new AppError(401, [detail]);
export const forbidden = (detail = problem('auth', commonCodes.forbidden)) =>
  new AppError(403, [detail]);
export const notFound = (what: string) => new AppError(404, [problem(what, commonCodes.notFound)]);
export const conflict = (...details: ErrorDetail[]) => new AppError(409, details);

/**
 * Fastify's `frameworkErrors`: what it refuses before any route runs (a malformed
 * percent-encoding in the path) answers in the API's shape, not Fastify's own.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  // Fastify types this reply generically over every route; it is a plain reply here.
  void (reply as unknown as FastifyReply)
    .code(status)
    .send(errorBody([problem('url', commonCodes.badRequest, { detail: error.message })]));
};

export type ErrorBody = Record<string, unknown> & { errors: string[]; details: ErrorDetail[] };

export function errorBody(details: ErrorDetail[], extra: Record<string, unknown> = {}): ErrorBody {
  return { ...extra, errors: details.map(errorString), details };
}

/** Any thrown error as an AppError: ours as they are, Fastify's 4xx coded, the rest a bare 500. */
function asAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return new AppError(429, [
      problem('rate_limit', commonCodes.rateLimited, { detail: error.message }),
    ]);
  }
  if (status >= 400 && status < 500) {
    const field = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body' : 'request';
    return new AppError(status, [
      problem(field, commonCodes.badRequest, { detail: error.message }),
    ]);
  }
  return new AppError(500, [problem('server', commonCodes.serverError)]);
}

/**
 * The one error handler: logs what is unexpected, hides its details, answers the error shape.
 * `present` lets a plugin add fields its clients read (the geocoding routes' `success: false`).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  present: (body: ErrorBody) => Record<string, unknown> = (body) => body,
) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = asAppError(error);
    if (answer.statusCode >= 500 && !(error instanceof AppError)) {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply
      .status(answer.statusCode)
      .headers(answer.headers)
      .send(present(errorBody(answer.details, answer.extra)));
  });
}

/** The answer for a path no route serves. */
export function routeNotFoundBody(method: string, url: string) {
  const path = url.split('?')[0] ?? url;
  return errorBody([problem('route', commonCodes.routeNotFound, { method, path })]);
}

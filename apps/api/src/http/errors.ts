/** One error type with a status and `field: message` strings, and the handler that presents it. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { issuesToErrors } from '@tablefor/shared';
import type { z } from 'zod';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: string[],
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `errors` (a 409's alternative times). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.join('; '));
  }
}

export const badRequest = (...errors: string[]) => new AppError(400, errors);
export const unauthorized = (message = 'auth: Unauthorized') => new AppError(401, [message]);
export const forbidden = (message = 'auth: Forbidden') => new AppError(403, [message]);
export const notFound = (what: string) => new AppError(404, [`${what}: Not found`]);
export const conflict = (...errors: string[]) => new AppError(409, errors);

/** Parses input with a shared schema, answering 400 with every field's first message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError(400, issuesToErrors(result.error.issues));
  return result.data;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ errors: [`rate_limit: ${error.message}`] });
    }
    if (status >= 400 && status < 500) {
      const field = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body' : 'request';
      return reply.status(status).send({ errors: [`${field}: ${error.message}`] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: ['server: Something went wrong. Please try again.'] });
  });
}

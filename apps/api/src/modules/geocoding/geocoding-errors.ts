/**
 * Failures of the geocoding routes: the API's `errors` list plus the spec's `success: false` and
 * `message` (what the spec's client reads). Scoped to this plugin; everything else is unchanged.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessageText } from '@tablefor/shared';
import { AppError } from '../../http/errors.ts';

const GENERIC_FAILURE = 'server: Something went wrong. Please try again.';

export function registerGeocodingErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let errors: string[];
    if (error instanceof AppError) {
      status = error.statusCode;
      errors = error.errors;
      reply.headers(error.headers);
    } else if (error.statusCode === 429) {
      status = 429;
      errors = [`rate_limit: ${error.message}`];
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const field = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body' : 'request';
      errors = [`${field}: ${error.message}`];
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      errors = [GENERIC_FAILURE];
    }
    const message = errorMessageText(errors[0] ?? GENERIC_FAILURE);
    return reply.status(status).send({ success: false, message, errors });
  });
}

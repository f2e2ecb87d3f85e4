/**
 * Failures of the geocoding routes: the API's error shape plus the spec's `success: false` and
 * `message` (what the spec's client reads). Scoped to this plugin; everything else is unchanged.
 */
import type { FastifyInstance } from 'fastify';
import { errorMessageText } from '@tablefor/shared';
import { registerErrorHandler } from '@tablefor/server-kit';

export function registerGeocodingErrorHandler(app: FastifyInstance) {
  registerErrorHandler(app, (body) => ({
    success: false,
    message: errorMessageText(body.errors[0] ?? ''),
    ...body,
  }));
}

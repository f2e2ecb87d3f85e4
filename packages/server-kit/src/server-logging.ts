/** Logging for a Fastify server: pino at the configured level, one structured line per request. */
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * Fastify's logger options: `logger` when the caller gives one (tests pass `false`), else pino at
 * `level`. Fastify's own two lines per request are off; `logEachRequest` writes one instead.
 */
export function serverLoggingOptions(
  level: string,
  logger?: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: logger ?? { level },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** Logs each answered request as one line: method, url, status, milliseconds and client IP. */
export function logEachRequest(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}

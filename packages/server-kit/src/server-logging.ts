/**
 * Logging for a Fastify server: pino at the configured level, one structured line per request,
 * and no secret in any line (log-redaction.ts says which).
 */
import {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import { redactHeaders, redactSecrets } from './log-redaction.ts';

const redactedString = (value: unknown) =>
  typeof value === 'string' ? redactSecrets(value) : value;

/** The fields URLs and headers are logged under, by this code, Fastify or a library. */
const secretFreeSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  url: redactedString,
  target: redactedString,
  headers: redactHeaders,
  err: (error: Error) => {
    const serialized = stdSerializers.err(error);
    serialized.message = redactSecrets(serialized.message);
    if (serialized.stack) serialized.stack = redactSecrets(serialized.stack);
    return serialized;
  },
};

/** Messages may quote a URL too ('Reply was already sent … "/x?code=…"'). */
const secretFreeHooks: LoggerOptions['hooks'] = {
  logMethod(args, method) {
    const redacted = args.map(redactedString) as Parameters<typeof method>;
    method.apply(this, redacted);
  },
};

/**
 * Fastify's logger options: pino at `level`, or as the caller gives (tests pass `false`, or a
 * stream to read), always with the secret-free serializers. Fastify's own two lines per request
 * are off; `logEachRequest` writes one instead.
 */
export function serverLoggingOptions(
  level: string,
  logger?: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const given = typeof logger === 'object' ? logger : {};
  return {
    logger:
      logger === false
        ? false
        : {
            level,
            ...given,
            serializers: { ...given.serializers, ...secretFreeSerializers },
            hooks: secretFreeHooks,
          },
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

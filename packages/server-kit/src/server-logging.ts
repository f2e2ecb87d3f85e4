/**
 * Logging for a Fastify server: pino at the configured level, one structured line per request,
 * and no secret or guest's contact detail in any line (log-redaction.ts and the redacted fields
 * below say which).
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

/**
 * Fields hidden wherever code logs them, at the top of a line or one level down (`{ user: {
 * email } }`): credentials, and guests' contact details. Request bodies are never logged whole.
 */
const CONTACT_AND_SECRET_FIELDS = [
  'password',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'access_code',
  'email',
  'guest_email',
  'to_address',
  'phone',
  'phone_number',
  'guest_phone',
  'guest_name',
];
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  '*.body',
  ...CONTACT_AND_SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

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
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
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

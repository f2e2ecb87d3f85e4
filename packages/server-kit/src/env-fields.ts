/** zod fields for environment variables every server reads: strings in, typed values out. */
import { z } from 'zod';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** NODE_ENV: development unless told otherwise. */
export const envNodeEnv = () => z.enum(NODE_ENVS).default('development');

/** LOG_LEVEL: a pino level. */
export const envLogLevel = (defaultLevel: LogLevel = 'info') =>
  z.enum(LOG_LEVELS).default(defaultLevel);

/** 'true' or 'false'; anything else is an error rather than a silent false. */
export const envBoolean = (defaultValue: boolean) =>
  z
    .enum(['true', 'false'])
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => value === 'true');

/** A whole number, optionally bounded. */
export function envInt(defaultValue: number, bounds: { min?: number; max?: number } = {}) {
  let field = z.coerce.number().int();
  if (bounds.min !== undefined) field = field.min(bounds.min);
  if (bounds.max !== undefined) field = field.max(bounds.max);
  return field.default(defaultValue);
}

/** A count, limit or duration: a whole number above zero, optionally capped. */
export function envPositiveInt(defaultValue: number, max?: number) {
  const field = z.coerce.number().int().positive();
  return (max === undefined ? field : field.max(max)).default(defaultValue);
}

/** A TCP port to listen on (0 picks a free one). */
export const envPort = (defaultPort: number) => envInt(defaultPort, { min: 0, max: 65535 });

/** An http(s) URL; an empty value means unset. */
export const envOptionalHttpUrl = () =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  );

/**
 * Comma-separated exact http(s) origins ('http://127.0.0.1:43123,http://localhost:5000'), as
 * a list of origins; anything else (a path, credentials) is an error.
 */
export const envOrigins = () =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
        if (!entry) continue;
        const url = URL.canParse(entry) ? new URL(entry) : null;
        const bare = url && !url.username && !url.password && url.pathname === '/' && !url.search;
        if (bare && /^https?:$/.test(url.protocol) && !url.hash) origins.push(url.origin);
        else context.addIssue({ code: 'custom', message: `'${entry}' is not an http(s) origin` });
      }
      return origins;
    });

/** Security headers (helmet) with a strict same-origin Content-Security-Policy by default. */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type CspOptions = Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>;
export type CspDirectives = NonNullable<CspOptions['directives']>;

/** Same-origin everything; pictures may also be data: and blob: URLs; inline styles for React. */
export const DEFAULT_CSP_DIRECTIVES: CspDirectives = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  // Off, so that plain-HTTP use (local, tests, a proxy that ends TLS) keeps working.
  upgradeInsecureRequests: null,
};

export type SecurityHeadersOptions = {
  /** Directives that replace the default's of the same name (null drops one). */
  cspDirectives?: CspDirectives;
};

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { cspDirectives = {} }: SecurityHeadersOptions = {},
) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: { ...DEFAULT_CSP_DIRECTIVES, ...cspDirectives } },
  });
}

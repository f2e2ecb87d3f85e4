/** What every TableFor server process shares, so a new service does not copy the API's plumbing. */

// Errors: the one error type, its handler and the error shape
// (`{ errors: ["field: message"], details: [{ field, code, params }] }`).
export {
  AppError,
  answerFrameworkError,
  badRequest,
  conflict,
  errorBody,
  forbidden,
  notFound,
  problem,
  registerErrorHandler,
  routeNotFoundBody,
  unauthorized,
  type ErrorBody,
} from './errors.ts';

export { parseJsonBodies } from './json-bodies.ts';

// Route contracts: zod schemas in a route's `schema` validate, type and document it.
export { useZodContracts, zodRoutes, type ZodTypeProvider } from './zod-contracts.ts';

// Configuration: parse the environment once at boot, refuse unsafe production settings.
export { parseEnv } from './parse-env.ts';
export {
  envBoolean,
  envInt,
  envLogLevel,
  envNodeEnv,
  envOptionalHttpUrl,
  envOrigins,
  envPort,
  envPositiveInt,
  LOG_LEVELS,
  NODE_ENVS,
  type LogLevel,
  type NodeEnv,
} from './env-fields.ts';
export { envTrustProxy, trustProxyOption, type TrustProxy } from './trust-proxy.ts';
export { secretsOrDevDefaults, type SecretsWithDevDefaults } from './production-secrets.ts';
export { madeUpSecrets } from './development-secrets.ts';

// Database: PGlite or PostgreSQL behind one Drizzle handle, with its migrations.
export type {
  ConnectionUse,
  Database,
  DatabaseDefinition,
  DatabaseHandle,
  DrizzleSchema,
  Listening,
  NotificationListener,
} from './database-handle.ts';
export { openPgliteDatabase, type PgliteOptions } from './open-pglite.ts';
export { trackRequestQueries } from './query-priority.ts';
export { openPostgresDatabase, type PostgresOptions } from './open-postgres.ts';
export { openDatabase, type OpenDatabaseOptions } from './open-database.ts';

// HTTP: serving until signalled, logging and security headers.
export { closeConnectionsWhileClosing, serveUntilSignalled, type ServeOptions } from './serve.ts';
export { logEachRequest, serverLoggingOptions } from './server-logging.ts';
export {
  DEFAULT_CSP_DIRECTIVES,
  registerSecurityHeaders,
  type CspDirectives,
  type SecurityHeadersOptions,
} from './security-headers.ts';

// Jobs: durable background work on a `jobs` table (leases, SKIP LOCKED claims, retries).
export * from './jobs/index.ts';

// Outside services: JSON from a URL with a deadline and a size cap.
export { fetchJson, OutsideServiceError, type OutsideFetchOptions } from './outside-service.ts';
export { askChatModelJson, type ChatMessage, type ChatModelConfig } from './chat-model.ts';

// Rate limits: @fastify/rate-limit counted in PostgreSQL across processes, in memory on PGlite.
export * from './rate-limit/index.ts';

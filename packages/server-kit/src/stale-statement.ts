/**
 * PostgreSQL's answer when a prepared statement's result columns changed under it (a migration
 * altered its table): the statement must be prepared again. Both databases' statement keepers
 * (pglite-statements.ts, postgres-statements.ts) forget such a statement.
 */
export const isStaleStatement = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  String((error as { message?: unknown }).message).includes('cached plan');

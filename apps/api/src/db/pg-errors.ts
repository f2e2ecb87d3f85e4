/** PostgreSQL's error codes as drizzle hands them on (on the error or its cause), on both drivers. */
function sqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code ?? cause?.code;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

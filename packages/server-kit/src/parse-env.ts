/** Parses the environment with a zod schema at boot, failing fast with every bad variable listed. */
import type { z } from 'zod';

/** The parsed variables, or an error naming each missing or invalid one on its own line. */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/** A numeric `:id` route parameter, or null when it names nothing (the caller answers 404). */
import { z } from 'zod';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export function idParam(params: unknown, name = 'id'): number | null {
  const parsed = idSchema.safeParse((params as Record<string, unknown>)[name]);
  return parsed.success ? parsed.data : null;
}

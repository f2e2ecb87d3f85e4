/** The error shape as a schema, for the OpenAPI document and tests. */
import { z } from 'zod';
import type { ErrorResponse } from './errors.ts';

export const errorResponseSchema: z.ZodType<ErrorResponse> = z.object({
  errors: z.array(z.string()),
});

/** The error shape as a schema, for the OpenAPI document and tests. */
import { z } from 'zod';

const errorDetailSchema = z.object({
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const errorResponseSchema = z.object({
  errors: z.array(z.string()),
  details: z.array(errorDetailSchema),
});

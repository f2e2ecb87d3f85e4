/**
 * Every answer a test receives is held to the response schema its route declares for that status
 * (the app itself writes answers as plain JSON, unchecked). A mismatch turns the answer into a
 * 500 naming the route, the status and the zod issues, so the test that got it fails.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type ResponseMismatch = { route: string; status: number; issues: z.core.$ZodIssue[] };

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** The schema a route declares for `status`: the code itself, then '2xx'-style, then 'default'. */
const schemaFor = (response: Record<string, unknown> | undefined, status: number) => {
  if (!response) return undefined;
  const declared =
    response[status] ?? response[`${String(status)[0]}xx`] ?? response['default'] ?? undefined;
  return isZodSchema(declared) ? declared : undefined;
};

export function checkResponsesAgainstSchemas(
  app: FastifyInstance,
  report: (mismatch: ResponseMismatch) => void = () => {},
) {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = schemaFor(
      request.routeOptions.schema?.response as Record<string, unknown> | undefined,
      reply.statusCode,
    );
    if (!schema || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (result.success) return payload;
    const mismatch = {
      route: `${request.method} ${request.routeOptions.url}`,
      status: reply.statusCode,
      issues: result.error.issues,
    };
    report(mismatch);
    reply.status(500);
    return JSON.stringify({ responseSchemaMismatch: mismatch });
  });
}

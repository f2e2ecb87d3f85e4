/** Collects each route's zod contracts (declared in `config.openapi`) into an OpenAPI 3.1 document. */
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '@tablefor/shared';
import { z } from 'zod';

export type RouteDocs = {
  summary: string;
  tags: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  responses?: Record<number, z.ZodType | null>;
  auth?: 'user' | 'admin' | 'optional';
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}

type Operation = Record<string, unknown>;

export function collectOpenApi(app: FastifyInstance) {
  const paths: Record<string, Record<string, Operation>> = {};
  app.addHook('onRoute', (route) => {
    const docs = (route.config as { openapi?: RouteDocs } | undefined)?.openapi;
    if (!docs) return;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      (paths[path] ??= {})[method.toLowerCase()] = operation(route.url, docs);
    }
  });
  return () => ({
    openapi: '3.1.0',
    info: { title: 'TableFor API', version: '0.1.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  });
}

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function operation(url: string, docs: RouteDocs): Operation {
  const params: Record<string, unknown>[] = [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (docs.query) params.push(...queryParameters(docs.query));
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(docs.responses ?? {})) {
    responses[status] = schema
      ? {
          description: `${status}`,
          content: { 'application/json': { schema: jsonSchema(schema) } },
        }
      : { description: `${status}` };
  }
  responses['4XX'] = {
    description: 'Bad input, authentication or authorization failure',
    content: { 'application/json': { schema: jsonSchema(errorResponseSchema) } },
  };
  return {
    summary: docs.summary,
    tags: docs.tags,
    parameters: params,
    ...(docs.auth && docs.auth !== 'optional' ? { security: [{ bearer: [] }] } : {}),
    ...(docs.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(docs.body) } },
          },
        }
      : {}),
    responses,
  };
}

/** One `in: query` parameter per property of an object schema. */
function queryParameters(schema: z.ZodType) {
  const json = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

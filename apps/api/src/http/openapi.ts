/**
 * Collects each route's contract into an OpenAPI 3.1 document: the zod schemas it validates with
 * (`schema.body`, `schema.querystring`, `schema.response`) and its words (`config.openapi`).
 */
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '@tablefor/shared';
import { z } from 'zod';

export type RouteDocs = {
  summary: string;
  tags: string[];
  auth?: 'user' | 'admin' | 'optional';
};

type RouteSchemas = {
  body?: z.ZodType;
  querystring?: z.ZodType;
  response?: Record<number, z.ZodType>;
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
    const schemas = (route.schema ?? {}) as RouteSchemas;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      (paths[path] ??= {})[method.toLowerCase()] = operation(route.url, docs, schemas);
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

function operation(url: string, docs: RouteDocs, schemas: RouteSchemas): Operation {
  const params: Record<string, unknown>[] = [...url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (schemas.querystring) params.push(...queryParameters(schemas.querystring));
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(schemas.response ?? {})) {
    responses[status] = {
      description: `${status}`,
      content: { 'application/json': { schema: jsonSchema(schema) } },
    };
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
    ...(schemas.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schemas.body) } },
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

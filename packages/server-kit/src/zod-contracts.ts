/**
 * Route contracts declared once: the shared zod schemas a route names in `schema` (body,
 * querystring, response) validate the request, type the handler and feed the OpenAPI document.
 */
import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { commonCodes, controlCharacterPaths, issuesToDetails } from '@tablefor/shared';
import type { z } from 'zod';
import { AppError, problem } from './errors.ts';

/** `request.body` and `request.query` typed as the schemas' output (defaults and transforms applied). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * A refused request is the usual 400 with every field's first coded message. Text holding a
 * control character is refused before any schema reads it (the rule: text-rules.ts).
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const refused = controlCharacterPaths(data);
    if (refused.length > 0) {
      const details = refused.map((path) => problem(path || 'body', commonCodes.controlCharacters));
      return { error: new AppError(400, details) };
    }
    const result = schema.safeParse(data ?? {});
    return result.success
      ? { value: result.data }
      : { error: new AppError(400, issuesToDetails(result.error.issues)) };
  };

/**
 * Installs zod validation on `app`. Response schemas document the answer; it is written as plain
 * JSON (the API's own tests hold answers to their schemas), not re-validated on every request.
 */
export function useZodContracts(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** A plugin's routes with typed, validated input: `const routes = zodRoutes(app)`. */
export const zodRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

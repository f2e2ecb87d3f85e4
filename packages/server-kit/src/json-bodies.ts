/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), bounded in shape before any
 * validation sees them (400 `body: ...`, see json-shape.ts). `emptyIsNoBody`: an empty body sent
 * with a JSON content type is no body at all (the API's spec client sends one on sign-out,
 * refresh and deletes, and Fastify's own parser answers it 400).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';
import { jsonShapeProblem } from './json-shape.ts';

export function parseJsonBodies(app: FastifyInstance, options: { emptyIsNoBody?: boolean } = {}) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (options.emptyIsNoBody && text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      const problem = jsonShapeProblem(value);
      if (problem) return done(badRequest(problem));
      done(null, value);
    });
  });
}

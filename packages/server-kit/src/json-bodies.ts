/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty body sent
 * with a JSON content type is no body at all: the spec's client sends one on sign-out, refresh
 * and deletes, and Fastify's own parser answers it 400.
 */
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}

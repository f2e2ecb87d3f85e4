/**
 * Which waiting query goes first on a database that runs one at a time (PGlite): a request's
 * second and later queries go ahead of other requests' first. Taking every request's queries in
 * arrival order makes one that needs several in turn (a sign-in, a booking) wait for the whole
 * queue each time; this way it waits about once, and work already begun is finished first.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requests = new AsyncLocalStorage<{ queries: number }>();

/** Counts each request's queries (its hooks, handler and everything they start). */
export function trackRequestQueries(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => requests.run({ queries: 0 }, done));
}

/** Counts a query of the current request: whether that request already asked for one. */
export function isFollowUpQuery(): boolean {
  const request = requests.getStore();
  if (!request) return false;
  request.queries += 1;
  return request.queries > 1;
}

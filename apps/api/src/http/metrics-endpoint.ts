/**
 * Where the metrics are read, never public: `GET /api/metrics` with `Authorization: Bearer
 * $METRICS_TOKEN`, and/or `GET /metrics` on `METRICS_PORT` (a port the scraper reaches and the
 * public does not). Neither configured: not served at all (404 like any unknown path).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '@tablefor/server-kit';
import { bearerToken } from '../modules/auth/tokens.ts';
import type { Metrics } from './metrics.ts';

export type MetricsServing = { token: string | undefined; port: number | undefined; host: string };

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

export function serveMetrics(
  app: FastifyInstance,
  { registry }: Metrics,
  { token, port, host }: MetricsServing,
) {
  if (token) {
    app.get('/api/metrics', async (request, reply) => {
      const given = bearerToken(request.headers.authorization);
      if (!given || !sameToken(given, token)) throw unauthorized();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
  if (port === undefined) return;

  let server: Server | null = null;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    app.log.info({ port: metricsPort(listening) }, 'metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (!listening) return;
    listening.closeAllConnections();
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
}

/** The port the metrics server listens on (METRICS_PORT=0 picks a free one, for tests). */
export function metricsPort(server: Server): number | undefined {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

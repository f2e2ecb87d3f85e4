/**
 * The search service is its own process; the web app reaches it on this origin, so browsers need
 * no CORS: /search/topic, /search/status/{taskId} and /search/providers are passed through to
 * SEARCH_SERVICE_URL as they are (body untouched, the answer's status and body returned).
 * Starting a search needs an account, as the page does, and is limited per account; the service
 * hears the client's address as this API took it, never the client's own X-Forwarded-For.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { topicSearchCodes, topicSearchMessages } from '@tablefor/shared';
import { perAccountRateLimit } from './account-rate-limit.ts';
import { signedInOnly } from './authenticate.ts';

export type SearchForwarderOptions = {
  serviceUrl: string;
  timeoutMs: number;
  limitPerMinute: number;
};

const unavailable = {
  error: topicSearchMessages.serviceUnavailable,
  code: topicSearchCodes.serviceUnavailable,
};

export async function searchForwarder(app: FastifyInstance, options: SearchForwarderOptions) {
  // The service validates bodies itself (and answers the spec's detail list): pass them raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const target = new URL(request.url, options.serviceUrl);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': request.ip,
    };
    const contentType = request.headers['content-type'];
    if (contentType) headers['content-type'] = contentType;
    let answer: Response;
    try {
      answer = await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? (request.body as Buffer | undefined) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      request.log.warn({ err: error, target: target.href }, 'search service unreachable');
      return reply.status(503).header('retry-after', '5').send(unavailable);
    }
    const body = Buffer.from(await answer.arrayBuffer());
    reply.status(answer.status).header('cache-control', 'no-store');
    for (const name of [
      'content-type',
      'retry-after',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
    ]) {
      const value = answer.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.send(body);
  }

  app.post(
    '/search/topic',
    {
      preValidation: signedInOnly,
      config: { rateLimit: perAccountRateLimit(options.limitPerMinute, '1 minute') },
    },
    forward,
  );
  app.get('/search/status/:taskId', forward);
  app.get('/search/providers', forward);
  app.get('/search/health', forward);
}

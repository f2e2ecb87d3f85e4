/** POST /api/crawl: the create-restaurant wizard's 'Fetch Information', open to anyone. */
import type { FastifyInstance } from 'fastify';
import { zodRoutes } from '@tablefor/server-kit';
import { crawlInputSchema, crawlResponseSchema, errorResponseSchema } from '@tablefor/shared';
import type { Config } from '../../config.ts';
import { crawlRestaurant } from './crawl-service.ts';
import { createPageFetcher } from '@tablefor/page-reader';

export async function crawlRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const routes = zodRoutes(app);
  const fetchPage = createPageFetcher({
    timeoutMs: config.crawl.timeoutMs,
    allowedOrigins: config.crawl.allowedOrigins,
  });

  routes.post(
    '/api/crawl',
    {
      schema: {
        body: crawlInputSchema,
        response: { 200: crawlResponseSchema, 422: errorResponseSchema },
      },
      config: {
        rateLimit: { max: config.crawl.limitPerMinute, timeWindow: '1 minute' },
        openapi: {
          summary:
            "Read a restaurant's website (http/https, public addresses only) and answer what it " +
            "states as the wizard's fields; the instruction only picks among several restaurants",
          tags: ['crawl'],
        },
      },
    },
    async (request) => {
      const logUnexpected = (error: unknown) =>
        request.log.error({ err: error }, 'crawl extraction failed');
      const model = config.crawl.model && {
        config: config.crawl.model,
        logFailure: (error: unknown) =>
          request.log.warn({ err: error }, "the language model's reading failed: rules only"),
      };
      const deps = { fetchPage, logUnexpected, ...(model ? { model } : {}) };
      return { result: await crawlRestaurant(deps, request.body) };
    },
  );
}

/**
 * The API's side of topic search: the unclaimed catalogue the search service's embedded provider
 * reads, and saving chosen results as listings (pending review, like any non-administrator's).
 */
import type { FastifyInstance } from 'fastify';
import { zodRoutes } from '@tablefor/server-kit';
import {
  directoryQuerySchema,
  directoryResponseSchema,
  errorResponseSchema,
  saveSearchResultsResponseSchema,
  saveSearchResultsSchema,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { perAccountRateLimit } from '../../http/account-rate-limit.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { unclaimedPlaces } from './directory-queries.ts';
import { saveSearchResults } from './save-search-results.ts';

export async function topicSearchRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  const routes = zodRoutes(app);

  routes.get(
    '/api/directory/unclaimed',
    {
      schema: { querystring: directoryQuerySchema, response: { 200: directoryResponseSchema } },
      config: {
        openapi: {
          summary:
            'Published restaurants no owner has claimed that match the words of q (and the place, if given): what the search service finds in the catalogue',
          tags: ['topic search'],
        },
      },
    },
    async (request) => ({ places: await unclaimedPlaces(db, request.query) }),
  );

  routes.post(
    '/api/restaurants/from-search',
    {
      preValidation: signedInOnly,
      schema: {
        body: saveSearchResultsSchema,
        response: { 201: saveSearchResultsResponseSchema, 400: errorResponseSchema },
      },
      config: {
        rateLimit: perAccountRateLimit(config.listingCreateLimitPerHour, '1 hour'),
        openapi: {
          summary:
            'Save chosen topic-search results as listings (signed in): pending review unless an administrator saves them; a result that is a listed restaurant is reported, not created again',
          tags: ['topic search'],
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const saved = await saveSearchResults(db, request.body.companies, {
        id: user.id,
        status: user.is_admin ? 'published' : 'pending_review',
      });
      return reply.status(201).send(saved);
    },
  );
}

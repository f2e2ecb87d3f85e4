/** /api/restaurants/search and /suggestions: server-side search over indexed columns. */
import type { FastifyInstance } from 'fastify';
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { cachedCatalogueSummary } from './catalogue-summary.ts';
import { searchRestaurants } from './search-service.ts';
import { findSuggestions } from './suggestions-queries.ts';
import { zodRoutes } from '@tablefor/server-kit';
import type { ReadCache } from '../../http/read-cache.ts';

const tags = ['search'];
const CATALOGUE_SUMMARY_MAX_AGE_MS = 30_000;

export async function searchRoutes(
  app: FastifyInstance,
  { db, readCache }: { db: Database; readCache: ReadCache },
) {
  const routes = zodRoutes(app);
  const catalogueSummary = cachedCatalogueSummary(db, CATALOGUE_SUMMARY_MAX_AGE_MS);
  const deps = { db, catalogueSummary, readCache };
  routes.get(
    '/api/restaurants/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      config: {
        openapi: {
          summary:
            'One page of matching restaurants with distance, rating, bookings today, the five slots around the time and the facets',
          tags,
        },
      },
    },
    async (request) => searchRestaurants(deps, request.query, new Date()),
  );

  routes.get(
    '/api/restaurants/suggestions',
    {
      schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionsResponseSchema } },
      config: {
        openapi: { summary: 'Search-box suggestions: locations, cuisines and restaurants', tags },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      return findSuggestions(db, q, limit);
    },
  );
}

/** /api/restaurants/search and /suggestions: server-side search over indexed columns. */
import type { FastifyInstance } from 'fastify';
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { parseInput } from '../../http/errors.ts';
import { cachedCatalogueSummary } from './catalogue-summary.ts';
import { searchRestaurants } from './search-service.ts';
import { findSuggestions } from './suggestions-queries.ts';

const tags = ['search'];
const CATALOGUE_SUMMARY_MAX_AGE_MS = 30_000;

export async function searchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const deps = { db, catalogueSummary: cachedCatalogueSummary(db, CATALOGUE_SUMMARY_MAX_AGE_MS) };
  app.get(
    '/api/restaurants/search',
    {
      config: {
        openapi: {
          summary:
            'One page of matching restaurants with distance, rating, bookings today, the five slots around the time and the facets',
          tags,
          query: searchQuerySchema,
          responses: { 200: searchResponseSchema },
        },
      },
    },
    async (request) =>
      searchRestaurants(deps, parseInput(searchQuerySchema, request.query), new Date()),
  );

  app.get(
    '/api/restaurants/suggestions',
    {
      config: {
        openapi: {
          summary: 'Search-box suggestions: locations, cuisines and restaurants',
          tags,
          query: suggestionsQuerySchema,
          responses: { 200: suggestionsResponseSchema },
        },
      },
    },
    async (request) => {
      const { q, limit } = parseInput(suggestionsQuerySchema, request.query);
      return findSuggestions(db, q, limit);
    },
  );
}

/**
 * Administrators review listings that others created: the queue, approve, reject with a reason;
 * and the table of every listing, whatever its state, with its owners.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminRestaurantTablePageSchema,
  adminRestaurantsQuerySchema,
  pendingListingPageSchema,
  pendingListingsQuerySchema,
  rejectListingInputSchema,
  restaurantSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { administratorsOnly, requireAdmin } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { listAdminRestaurants } from './admin-restaurant-table.ts';
import { decideListing, listPendingListings } from './listing-review.ts';

const tags = ['listing review'];
const admin = { tags, auth: 'admin' as const };

export async function listingReviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/admin/listings',
    {
      preValidation: administratorsOnly,
      schema: {
        querystring: pendingListingsQuerySchema,
        response: { 200: pendingListingPageSchema },
      },
      config: { openapi: { summary: 'Listings waiting for review, oldest first', ...admin } },
    },
    async (request) => listPendingListings(db, request.query),
  );

  routes.get(
    '/api/admin/restaurants',
    {
      preValidation: administratorsOnly,
      schema: {
        querystring: adminRestaurantsQuerySchema,
        response: { 200: adminRestaurantTablePageSchema },
      },
      config: {
        openapi: {
          summary: 'Every listing not removed, with its review state, owners and last change',
          ...admin,
        },
      },
    },
    async (request) => listAdminRestaurants(db, request.query),
  );

  routes.post(
    '/api/restaurants/:id/approve',
    {
      preValidation: administratorsOnly,
      schema: { response: { 200: restaurantSchema } },
      config: {
        openapi: { summary: 'Publish a pending listing: into search, bookable', ...admin },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const id = pathId(request.params, 'restaurant');
      return decideListing(db, {
        id,
        decision: { status: 'published' },
        reviewer: user,
        now: new Date(),
      });
    },
  );

  routes.post(
    '/api/restaurants/:id/reject',
    {
      preValidation: administratorsOnly,
      schema: { body: rejectListingInputSchema, response: { 200: restaurantSchema } },
      config: {
        openapi: {
          summary: 'Turn a pending listing down, with a reason its creator reads',
          ...admin,
        },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const id = pathId(request.params, 'restaurant');
      const decision = { status: 'rejected' as const, reason: request.body.reason };
      return decideListing(db, { id, decision, reviewer: user, now: new Date() });
    },
  );
}

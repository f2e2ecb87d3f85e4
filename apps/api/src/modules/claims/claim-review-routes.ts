/**
 * Administrators' claim review: the list, approve, reject with a reason; and a listing's business
 * e-mail (where codes go), which only its owners and administrators read.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  businessEmailSchema,
  claimListQuerySchema,
  claimPageSchema,
  rejectClaimInputSchema,
  reviewedClaimSchema,
} from '@tablefor/shared';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { administratorsOnly, requireAdmin } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { ownersOrAdministrators } from '../restaurants/restaurant-owners.ts';
import { decideClaim, listClaims } from './claim-review.ts';

const admin = { tags: ['claims'], auth: 'admin' as const };

export async function claimReviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/admin/claims',
    {
      preValidation: administratorsOnly,
      schema: { querystring: claimListQuerySchema, response: { 200: claimPageSchema } },
      config: { openapi: { summary: 'Claims, pending first, then newest', ...admin } },
    },
    async (request) => listClaims(db, request.query),
  );

  routes.post(
    '/api/admin/claims/:id/approve',
    {
      preValidation: administratorsOnly,
      schema: { response: { 200: reviewedClaimSchema } },
      config: {
        openapi: { summary: 'Approve a claim: the claimant becomes an owner', ...admin },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const id = pathId(request.params, 'claim');
      return decideClaim(db, { id, decision: { approved: true }, reviewer: user, now: new Date() });
    },
  );

  routes.post(
    '/api/admin/claims/:id/reject',
    {
      preValidation: administratorsOnly,
      schema: { body: rejectClaimInputSchema, response: { 200: reviewedClaimSchema } },
      config: { openapi: { summary: 'Reject a claim with a reason the claimant reads', ...admin } },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const id = pathId(request.params, 'claim');
      const decision = { approved: false as const, reason: request.body.reason };
      return decideClaim(db, { id, decision, reviewer: user, now: new Date() });
    },
  );

  routes.get(
    '/api/restaurants/:id/business-email',
    {
      preValidation: ownersOrAdministrators(db),
      schema: { response: { 200: businessEmailSchema } },
      config: {
        openapi: {
          summary:
            "A listing's business e-mail, where claim codes are sent (its owners and administrators)",
          tags: ['claims'],
          auth: 'user',
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      const [row] = await db
        .select({ business_email: restaurants.business_email })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      if (!row) throw notFound('restaurant');
      return row;
    },
  );
}

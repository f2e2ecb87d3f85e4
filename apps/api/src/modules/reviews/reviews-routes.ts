/** Reviews: public lists per restaurant and per user; writing, editing and deleting need sign-in. */
import type { FastifyInstance } from 'fastify';
import {
  createReviewInputSchema,
  deletedReviewSchema,
  reviewListSchema,
  reviewSchema,
  updateReviewInputSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import { pathId } from '../../http/id-param.ts';
import { findUserById } from '../users/user-queries.ts';
import { restaurantExists } from './restaurant-exists.ts';
import { findReviewsByUser, findReviewsOfRestaurant } from './review-queries.ts';
import { createReview, deleteReview, updateReview } from './review-service.ts';

const tags = ['reviews'];

export async function reviewsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/restaurants/:id/reviews',
    {
      schema: { response: { 200: reviewListSchema } },
      config: { openapi: { summary: "A restaurant's reviews, newest first", tags } },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      if (!(await restaurantExists(db, id))) throw notFound('restaurant');
      return { Reviews: await findReviewsOfRestaurant(db, id, new Date()) };
    },
  );

  routes.get(
    '/api/users/:id/reviews',
    {
      schema: { response: { 200: reviewListSchema } },
      config: { openapi: { summary: "A user's reviews, newest first", tags } },
    },
    async (request) => {
      const id = pathId(request.params, 'user');
      if (!(await findUserById(db, id))) throw notFound('user');
      return { Reviews: await findReviewsByUser(db, id, new Date()) };
    },
  );

  routes.post(
    '/api/restaurants/:id/reviews',
    {
      preValidation: signedInOnly,
      schema: { body: createReviewInputSchema, response: { 201: reviewSchema } },
      config: { openapi: { summary: 'Review a restaurant (once per user)', tags, auth: 'user' } },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'restaurant');
      const input = request.body;
      const review = await createReview(db, user, id, input, new Date());
      return reply.status(201).send(review);
    },
  );

  routes.put(
    '/api/reviews/:id',
    {
      preValidation: signedInOnly,
      schema: { body: updateReviewInputSchema, response: { 200: reviewSchema } },
      config: {
        openapi: { summary: 'Edit a review (its author or an administrator)', tags, auth: 'user' },
      },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'review');
      const input = request.body;
      return updateReview(db, user, id, input, new Date());
    },
  );

  routes.delete(
    '/api/reviews/:id',
    {
      schema: { response: { 200: deletedReviewSchema } },
      config: {
        openapi: {
          summary: 'Delete a review (its author or an administrator)',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'review');
      return deleteReview(db, user, id);
    },
  );
}

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
import { requireViewer } from '../../http/authenticate.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { pathId } from '../../http/id-param.ts';
import { findUserById } from '../users/user-queries.ts';
import { restaurantExists } from './restaurant-exists.ts';
import { findReviewsByUser, findReviewsOfRestaurant } from './review-queries.ts';
import { createReview, deleteReview, updateReview } from './review-service.ts';

const tags = ['reviews'];

export async function reviewsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/restaurants/:id/reviews',
    {
      config: {
        openapi: {
          summary: "A restaurant's reviews, newest first",
          tags,
          responses: { 200: reviewListSchema },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      if (!(await restaurantExists(db, id))) throw notFound('restaurant');
      return { Reviews: await findReviewsOfRestaurant(db, id, new Date()) };
    },
  );

  app.get(
    '/api/users/:id/reviews',
    {
      config: {
        openapi: {
          summary: "A user's reviews, newest first",
          tags,
          responses: { 200: reviewListSchema },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'user');
      if (!(await findUserById(db, id))) throw notFound('user');
      return { Reviews: await findReviewsByUser(db, id, new Date()) };
    },
  );

  app.post(
    '/api/restaurants/:id/reviews',
    {
      config: {
        openapi: {
          summary: 'Review a restaurant (once per user)',
          tags,
          auth: 'user',
          body: createReviewInputSchema,
          responses: { 201: reviewSchema },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'restaurant');
      const input = parseInput(createReviewInputSchema, request.body);
      const review = await createReview(db, user, id, input, new Date());
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/api/reviews/:id',
    {
      config: {
        openapi: {
          summary: 'Edit a review (its author or an administrator)',
          tags,
          auth: 'user',
          body: updateReviewInputSchema,
          responses: { 200: reviewSchema },
        },
      },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'review');
      const input = parseInput(updateReviewInputSchema, request.body);
      return updateReview(db, user, id, input, new Date());
    },
  );

  app.delete(
    '/api/reviews/:id',
    {
      config: {
        openapi: {
          summary: 'Delete a review (its author or an administrator)',
          tags,
          auth: 'user',
          responses: { 200: deletedReviewSchema },
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

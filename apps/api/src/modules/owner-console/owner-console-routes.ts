/**
 * The owner console: my restaurants, a restaurant's day, its callback requests answered, a
 * booking cancelled by the restaurant, what became of a party, the bookings an edit left without a table, and a range exported as CSV.
 * Every route is refused (403) to anyone but the restaurant's owners and administrators.
 */
import type { FastifyInstance } from 'fastify';
import {
  bookedReservationSchema,
  bookingConflictsSchema,
  callbackDecisionSchema,
  dayBookQuerySchema,
  dayBookSchema,
  ownedRestaurantsSchema,
  ownerCancellationSchema,
  reservationExportQuerySchema,
  reservationOutcomeSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { requestLanguage } from '../../http/request-language.ts';
import {
  ownersOrAdministrators,
  reservationOwnersOrAdministrators,
} from '../restaurants/restaurant-owners.ts';
import { findBookingConflicts } from './booking-conflicts.ts';
import { findDayBook } from './day-book.ts';
import { listListingsInReview, listOwnedRestaurants } from './owned-restaurants.ts';
import { cancelByRestaurant, decideCallback, markOutcome } from './reservation-decisions.ts';
import { exportReservations } from './reservations-export.ts';

const tags = ['owner console'];
const ownersOnly = '(owners and administrators)';

export async function ownerConsoleRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  const routes = zodRoutes(app);
  const restaurantOwners = ownersOrAdministrators(db);
  const reservationOwners = reservationOwnersOrAdministrators(db);
  const restaurantId = (params: unknown) => pathId(params, 'restaurant');
  const reservationId = (params: unknown) => pathId(params, 'reservation');

  routes.get(
    '/api/owner/restaurants',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: ownedRestaurantsSchema } },
      config: {
        openapi: {
          summary:
            'The restaurants the caller owns (administrators: every restaurant), and the listings they created that wait for review or were not approved',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const [restaurants, listingsInReview] = await Promise.all([
        listOwnedRestaurants(db, user),
        listListingsInReview(db, user),
      ]);
      return { restaurants, listings_in_review: listingsInReview };
    },
  );

  routes.get(
    '/api/owner/restaurants/:id/book',
    {
      preValidation: restaurantOwners,
      schema: { querystring: dayBookQuerySchema, response: { 200: dayBookSchema } },
      config: {
        openapi: {
          summary: `A day's reservations (its own calendar), covers per slot against capacity, and the callback requests waiting ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => findDayBook(db, restaurantId(request.params), request.query.date),
  );

  routes.get(
    '/api/owner/restaurants/:id/conflicts',
    {
      preValidation: restaurantOwners,
      schema: { response: { 200: bookingConflictsSchema } },
      config: {
        openapi: {
          summary: `Upcoming reservations that no longer fit the hours or capacity ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => ({
      conflicts: await findBookingConflicts(db, restaurantId(request.params), new Date()),
    }),
  );

  routes.get(
    '/api/owner/restaurants/:id/reservations.csv',
    {
      preValidation: restaurantOwners,
      schema: { querystring: reservationExportQuerySchema },
      config: {
        openapi: {
          summary: `A range of days' reservations as CSV, at most 92 days ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportReservations(
        db,
        restaurantId(request.params),
        request.query,
        new Date(),
        requestLanguage(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  routes.post(
    '/api/owner/reservations/:id/callback',
    {
      preValidation: reservationOwners,
      schema: { body: callbackDecisionSchema, response: { 200: bookedReservationSchema } },
      config: {
        openapi: {
          summary: `Confirm or decline (with a reason) a callback request after calling the guest, who is told by e-mail ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) =>
      decideCallback(db, config.site, reservationId(request.params), request.body, new Date()),
  );

  routes.post(
    '/api/owner/reservations/:id/cancel',
    {
      preValidation: reservationOwners,
      schema: { body: ownerCancellationSchema, response: { 200: bookedReservationSchema } },
      config: {
        openapi: {
          summary: `Cancel an upcoming confirmed reservation with a reason; the guest is told by e-mail and the table is freed ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) =>
      cancelByRestaurant(db, config.site, reservationId(request.params), request.body, new Date()),
  );

  routes.post(
    '/api/owner/reservations/:id/outcome',
    {
      preValidation: reservationOwners,
      schema: { body: reservationOutcomeSchema, response: { 200: bookedReservationSchema } },
      config: {
        openapi: {
          summary: `Mark a reservation whose time has come seated, completed or no-show ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) =>
      markOutcome(db, reservationId(request.params), request.body.outcome, new Date()),
  );
}

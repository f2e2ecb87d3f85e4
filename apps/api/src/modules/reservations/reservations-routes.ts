/** Booking, reading, changing and cancelling reservations, and a user's list of them. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createdReservationSchema,
  createReservationInputSchema,
  RESERVATION_CODE_HEADER,
  reservationCodes,
  reservationListSchema,
  reservationSchema,
  unavailableResponseSchema,
  updateReservationInputSchema,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer } from '../../http/authenticate.ts';
import { forbidden, parseInput, problem } from '../../http/errors.ts';
import { pathId } from '../../http/id-param.ts';
import { findBookableRestaurant } from '../availability/bookable-restaurant.ts';
import { reservationCalendar } from './calendar-file.ts';
import {
  accessibleReservation,
  cancelReservation,
  updateReservation,
} from './change-reservation.ts';
import { createReservation } from './create-reservation.ts';
import { accessCodeOf } from './reservation-access.ts';
import { presentReservation } from './reservation-presenter.ts';
import { listUserReservations } from './reservation-queries.ts';

const tags = ['reservations'];
const access = `owner, admin, or ${RESERVATION_CODE_HEADER}`;

function reservationId(request: FastifyRequest): number {
  return pathId(request.params, 'reservation');
}

async function callerOf(request: FastifyRequest) {
  return { viewer: await request.viewer(), code: accessCodeOf(request) };
}

export async function reservationsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  app.post(
    '/api/restaurants/:id/reservations',
    {
      config: {
        rateLimit: { max: config.bookingLimitPerMinute, timeWindow: '1 minute' },
        openapi: {
          summary: 'Book a table (signed in, or as a guest: then an access_code is answered once)',
          tags,
          body: createReservationInputSchema,
          responses: { 201: createdReservationSchema, 409: unavailableResponseSchema },
        },
      },
    },
    async (request, reply) => {
      const restaurantId = pathId(request.params, 'restaurant');
      const input = parseInput(createReservationInputSchema, request.body);
      const created = await createReservation(
        db,
        restaurantId,
        input,
        await request.viewer(),
        new Date(),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/users/:id/reservations',
    {
      config: {
        openapi: {
          summary: "A user's reservations that are not cancelled, soonest first (owner or admin)",
          tags,
          auth: 'user',
          responses: { 200: reservationListSchema },
        },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const userId = pathId(request.params, 'user');
      if (userId !== viewer.user.id && !viewer.user.is_admin) {
        throw forbidden(problem('auth', reservationCodes.ownReservationsOnly));
      }
      const rows = await listUserReservations(db, userId);
      return { Reservations: rows.map(presentReservation) };
    },
  );

  app.get(
    '/api/reservations/:id',
    {
      config: {
        openapi: {
          summary: `One reservation (${access})`,
          tags,
          responses: { 200: reservationSchema },
        },
      },
    },
    async (request) =>
      presentReservation(
        await accessibleReservation(db, reservationId(request), await callerOf(request)),
      ),
  );

  app.put(
    '/api/reservations/:id',
    {
      config: {
        openapi: {
          summary: `Change the time (UTC 'YYYY-MM-DD HH:mm:ss') or party size (${access})`,
          tags,
          body: updateReservationInputSchema,
          responses: { 200: reservationSchema, 409: unavailableResponseSchema },
        },
      },
    },
    async (request) => {
      const input = parseInput(updateReservationInputSchema, request.body);
      return updateReservation(
        db,
        reservationId(request),
        input,
        await callerOf(request),
        new Date(),
      );
    },
  );

  app.delete(
    '/api/reservations/:id',
    {
      config: {
        openapi: {
          summary: `Cancel a reservation (${access})`,
          tags,
          responses: { 200: reservationSchema },
        },
      },
    },
    async (request) =>
      cancelReservation(db, reservationId(request), await callerOf(request), new Date()),
  );

  app.get(
    '/api/reservations/:id/calendar.ics',
    { config: { openapi: { summary: `The reservation as an iCalendar file (${access})`, tags } } },
    async (request, reply) => {
      const row = await accessibleReservation(db, reservationId(request), await callerOf(request));
      const restaurant = await findBookableRestaurant(db, row.restaurant_id);
      const ics = reservationCalendar(
        presentReservation(row),
        restaurant?.dining_duration_minutes ?? 90,
        request.hostname.split(':')[0] || 'tablefor.app',
        new Date(),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservation-${row.id}.ics"`)
        .send(ics);
    },
  );
}

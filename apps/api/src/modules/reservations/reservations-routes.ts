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
import type { ReadCache } from '../../http/read-cache.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer } from '../../http/authenticate.ts';
import { forbidden, problem, zodRoutes } from '@tablefor/server-kit';
import { pathId } from '../../http/id-param.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { stayMinutes } from './reservation-stay.ts';
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
  { db, config, readCache }: { db: Database; config: Config; readCache: ReadCache },
) {
  const routes = zodRoutes(app);
  routes.post(
    '/api/restaurants/:id/reservations',
    {
      schema: {
        body: createReservationInputSchema,
        response: { 201: createdReservationSchema, 409: unavailableResponseSchema },
      },
      config: {
        rateLimit: { max: config.bookingLimitPerMinute, timeWindow: '1 minute' },
        openapi: {
          summary: 'Book a table (signed in, or as a guest: then an access_code is answered once)',
          tags,
        },
      },
    },
    async (request, reply) => {
      const restaurantId = pathId(request.params, 'restaurant');
      const input = request.body;
      const created = await createReservation(db, {
        restaurantId,
        input,
        viewer: await request.viewer(),
        now: new Date(),
        language: requestLanguage(request),
        mail: config.site,
        bounds: config.bookingBounds,
        clientAddress: request.ip,
        readCache,
      });
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/users/:id/reservations',
    {
      schema: { response: { 200: reservationListSchema } },
      config: {
        openapi: {
          summary: "A user's reservations, cancelled ones too, soonest first (owner or admin)",
          tags,
          auth: 'user',
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

  routes.get(
    '/api/reservations/:id',
    {
      schema: { response: { 200: reservationSchema } },
      config: { openapi: { summary: `One reservation (${access})`, tags } },
    },
    async (request) =>
      presentReservation(
        await accessibleReservation(db, reservationId(request), await callerOf(request)),
      ),
  );

  routes.put(
    '/api/reservations/:id',
    {
      schema: {
        body: updateReservationInputSchema,
        response: { 200: reservationSchema, 409: unavailableResponseSchema },
      },
      config: {
        openapi: {
          summary: `Change the time (UTC 'YYYY-MM-DD HH:mm:ss') or party size (${access})`,
          tags,
        },
      },
    },
    async (request) => {
      const input = request.body;
      return updateReservation(db, {
        id: reservationId(request),
        input,
        caller: await callerOf(request),
        now: new Date(),
        mail: config.site,
        bounds: config.bookingBounds,
      });
    },
  );

  routes.delete(
    '/api/reservations/:id',
    {
      schema: { response: { 200: reservationSchema } },
      config: { openapi: { summary: `Cancel a reservation (${access})`, tags } },
    },
    async (request) =>
      cancelReservation(
        db,
        reservationId(request),
        await callerOf(request),
        new Date(),
        config.site,
      ),
  );

  routes.get(
    '/api/reservations/:id/calendar.ics',
    { config: { openapi: { summary: `The reservation as an iCalendar file (${access})`, tags } } },
    async (request, reply) => {
      const row = await accessibleReservation(db, reservationId(request), await callerOf(request));
      const ics = reservationCalendar(
        presentReservation(row),
        await stayMinutes(db, row),
        request.hostname.split(':')[0] || 'tablefor.app',
        new Date(),
        requestLanguage(request),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservation-${row.id}.ics"`)
        .send(ics);
    },
  );
}

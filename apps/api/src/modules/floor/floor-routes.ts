/**
 * The floor in the owner console: read it, save it (or preview a save), and move a reservation to
 * other tables. Only the restaurant's owners and administrators (403 to anyone else, 401 signed out).
 */
import type { FastifyInstance } from 'fastify';
import {
  bookedReservationSchema,
  floorInputSchema,
  floorSavedSchema,
  floorSaveQuerySchema,
  floorSchema,
  tableMoveInputSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/id-param.ts';
import {
  ownersOrAdministrators,
  reservationOwnersOrAdministrators,
} from '../restaurants/restaurant-owners.ts';
import { readFloor } from './floor-read.ts';
import { saveFloor } from './floor-save.ts';
import { moveReservationTables } from './table-move.ts';

const tags = ['owner console'];
const ownersOnly = '(owners and administrators)';

export async function floorRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  const routes = zodRoutes(app);
  const restaurantOwners = ownersOrAdministrators(db);
  const restaurantId = (params: unknown) => pathId(params, 'restaurant');

  routes.get(
    '/api/owner/restaurants/:id/floor',
    {
      preValidation: restaurantOwners,
      schema: { response: { 200: floorSchema } },
      config: {
        openapi: {
          summary: `The floor: areas, tables, combinations, turn times and pacing ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => readFloor(db, restaurantId(request.params)),
  );

  routes.put(
    '/api/owner/restaurants/:id/floor',
    {
      preValidation: restaurantOwners,
      schema: {
        querystring: floorSaveQuerySchema,
        body: floorInputSchema,
        response: { 200: floorSavedSchema },
      },
      config: {
        openapi: {
          summary: `Save the floor (dry_run=true: only answer what saving would), with the upcoming bookings it no longer fits ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) =>
      saveFloor(db, restaurantId(request.params), request.body, {
        dryRun: request.query.dry_run,
        now: new Date(),
      }),
  );

  routes.post(
    '/api/owner/reservations/:id/table',
    {
      preValidation: reservationOwnersOrAdministrators(db),
      schema: { body: tableMoveInputSchema, response: { 200: bookedReservationSchema } },
      config: {
        openapi: {
          summary: `Move an upcoming or seated reservation to other free tables that seat its party, and an upcoming one to another time (its diner is told) ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) =>
      moveReservationTables(db, {
        reservationId: pathId(request.params, 'reservation'),
        tableIds: request.body.table_ids,
        start: request.body.reservation_time,
        now: new Date(),
        mail: config.site,
      }),
  );
}

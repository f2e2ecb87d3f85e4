/**
 * The door waitlist at the host stand: the line, the wait a party would be quoted, a party
 * added, edited or moved, told its table is ready, seated as a walk-in, or taken off the line.
 * Only the restaurant's owners and administrators (403 to anyone else, 401 signed out).
 */
import type { FastifyInstance } from 'fastify';
import {
  waitlistEntryEditSchema,
  waitlistEntryInputSchema,
  waitlistEntrySchema,
  waitlistQuoteQuerySchema,
  waitlistQuoteSchema,
  waitlistSchema,
  waitlistSeatedSchema,
  waitlistSeatInputSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/id-param.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { findOwnedRestaurant } from '../owner-console/owned-restaurants.ts';
import { ownersOrAdministrators } from '../restaurants/restaurant-owners.ts';
import { seatFromWaitlist } from './seat-from-waitlist.ts';
import { tellTableReady } from './table-ready.ts';
import { entryId, entryOwnersOrAdministrators } from './waitlist-access.ts';
import { addToWaitlist, editEntry, removeEntry } from './waitlist-entries.ts';
import { findWaitlist, quoteFor } from './waitlist-line.ts';

const tags = ['owner console'];
const ownersOnly = '(owners and administrators)';
const openapi = (summary: string) => ({
  openapi: { summary: `${summary} ${ownersOnly}`, tags, auth: 'user' as const },
});

export async function waitlistRoutes(
  app: FastifyInstance,
  { db, now }: { db: Database; now: () => Date },
) {
  const routes = zodRoutes(app);
  const restaurantOwners = ownersOrAdministrators(db);
  const entryOwners = entryOwnersOrAdministrators(db);
  const restaurantId = (params: unknown) => pathId(params, 'restaurant');

  routes.get(
    '/api/owner/restaurants/:id/waitlist',
    {
      preValidation: restaurantOwners,
      schema: { response: { 200: waitlistSchema } },
      config: openapi('The parties waiting at the door for a table, first first'),
    },
    async (request) => findWaitlist(db, restaurantId(request.params), now()),
  );

  routes.get(
    '/api/owner/restaurants/:id/waitlist/quote',
    {
      preValidation: restaurantOwners,
      schema: { querystring: waitlistQuoteQuerySchema, response: { 200: waitlistQuoteSchema } },
      config: openapi('The wait a party of this size joining the waitlist now would be quoted'),
    },
    async (request) => {
      const id = restaurantId(request.params);
      await findOwnedRestaurant(db, id);
      return { quoted_minutes: await quoteFor(db, id, request.query.party_size, now()) };
    },
  );

  routes.post(
    '/api/owner/restaurants/:id/waitlist',
    {
      preValidation: restaurantOwners,
      schema: { body: waitlistEntryInputSchema, response: { 201: waitlistEntrySchema } },
      config: openapi('Add a party to the waitlist, last, quoted a wait'),
    },
    async (request, reply) => {
      const entry = await addToWaitlist(db, restaurantId(request.params), request.body, {
        language: requestLanguage(request),
        now: now(),
      });
      return reply.status(201).send(entry);
    },
  );

  routes.patch(
    '/api/owner/waitlist/:entryId',
    {
      preValidation: entryOwners,
      schema: { body: waitlistEntryEditSchema, response: { 200: waitlistEntrySchema } },
      config: openapi("Edit a waiting party's details and/or move it to another place in line"),
    },
    async (request) => editEntry(db, entryId(request.params), request.body, now()),
  );

  routes.post(
    '/api/owner/waitlist/:entryId/ready',
    {
      preValidation: entryOwners,
      schema: { response: { 200: waitlistEntrySchema } },
      config: openapi('Tell a waiting party its table is ready (e-mail and/or text message)'),
    },
    async (request) => tellTableReady(db, entryId(request.params), now()),
  );

  routes.post(
    '/api/owner/waitlist/:entryId/seat',
    {
      preValidation: entryOwners,
      schema: { body: waitlistSeatInputSchema, response: { 201: waitlistSeatedSchema } },
      config: openapi(
        'Seat a waiting party now as a walk-in, at the tables given or the first free one',
      ),
    },
    async (request, reply) => {
      const seated = await seatFromWaitlist(db, entryId(request.params), {
        tableIds: request.body?.table_ids,
        now: now(),
      });
      return reply.status(201).send(seated);
    },
  );

  routes.delete(
    '/api/owner/waitlist/:entryId',
    {
      preValidation: entryOwners,
      schema: { response: { 200: waitlistEntrySchema } },
      config: openapi('Take a party off the waitlist (it left, or the host removed it)'),
    },
    async (request) => removeEntry(db, entryId(request.params), now()),
  );
}

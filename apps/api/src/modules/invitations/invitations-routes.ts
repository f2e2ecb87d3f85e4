/**
 * Guests invited to a reservation: its host (the account that booked) lists, invites and
 * revokes them; a guest's link reads the booking without signing in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INVITATION_TOKEN_MAX_LENGTH,
  invitationInputSchema,
  invitationListSchema,
  invitationSchema,
  invitationViewSchema,
} from '@tablefor/shared';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { createInvitation, listInvitations, revokeInvitation } from './invitations.ts';
import { viewInvitation } from './invitation-view.ts';

const tags = ['invitations'];
const auth = 'user';

export async function invitationsRoutes(
  app: FastifyInstance,
  { db, config, now }: { db: Database; config: Config; now: () => Date },
) {
  const routes = zodRoutes(app);
  const reservationId = (request: FastifyRequest) => pathId(request.params, 'reservation');

  routes.get(
    '/api/reservations/:id/invitations',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: invitationListSchema } },
      config: {
        openapi: {
          summary: "The guests invited to the caller's own reservation, and how many more may be",
          tags,
          auth,
        },
      },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      return listInvitations(db, reservationId(request), user.id);
    },
  );

  routes.post(
    '/api/reservations/:id/invitations',
    {
      preValidation: signedInOnly,
      schema: { body: invitationInputSchema, response: { 201: invitationSchema } },
      config: {
        openapi: {
          summary:
            'Invite a guest by e-mail (at most party size − 1, one per address; 409 when already invited, full, or the booking ended; 429 past the daily limit)',
          tags,
          auth,
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const created = await createInvitation(db, {
        reservationId: reservationId(request),
        userId: user.id,
        email: request.body.email,
        language: requestLanguage(request),
        now: now(),
        publicUrl: config.site.publicUrl,
      });
      return reply.status(201).send(created);
    },
  );

  routes.delete(
    '/api/reservations/:id/invitations/:invitationId',
    {
      preValidation: signedInOnly,
      config: {
        openapi: { summary: "Revoke a guest's invitation: their link stops working", tags, auth },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      await revokeInvitation(db, {
        reservationId: reservationId(request),
        invitationId: pathId(request.params, 'invitation', 'invitationId'),
        userId: user.id,
      });
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/invitations/:token',
    {
      schema: { response: { 200: invitationViewSchema } },
      config: {
        openapi: {
          summary:
            "An invitation's read-only view of the booking (no host contact, no other guests); 410 once revoked or cancelled",
          tags,
        },
      },
    },
    async (request) => {
      const { token } = request.params as { token: string };
      if (token.length > INVITATION_TOKEN_MAX_LENGTH) throw notFound('invitation');
      return viewInvitation(db, token);
    },
  );
}

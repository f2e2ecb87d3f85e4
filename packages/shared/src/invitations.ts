/**
 * Invitations: a diner invites up to party size − 1 guests to a reservation by e-mail; each
 * guest's link opens a read-only view of the booking. And the account's own deletion.
 */
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { privacyCodes } from './invitation-rules.ts';
import { reservationStatuses } from './reservation-rules.ts';

/** POST /api/reservations/{id}/invitations */
export const invitationInputSchema = z.object({ email: emailSchema });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** One invitation as its host sees it: the guest's address is the host's own to see. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/reservations/{id}/invitations: the live ones, oldest first, and room left. */
export const invitationListSchema = z.object({
  invitations: z.array(invitationSchema),
  /** How many more guests may be invited (party size − 1 − live invitations). */
  remaining: z.number().int(),
});
export type InvitationList = z.infer<typeof invitationListSchema>;

/**
 * GET /api/invitations/{token}: what a guest may read. Never the host's e-mail or phone, never
 * the other guests.
 */
export const invitationViewSchema = z.object({
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    neighborhood: z.string(),
    time_zone: z.string(),
  }),
  /** ISO instant; shown on the restaurant's clock. */
  reservation_time: z.string(),
  party_size: z.number().int(),
  status: z.enum(reservationStatuses),
  host_first_name: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** DELETE /api/users/{id} by the account itself: its password says it is really them. */
export const accountDeletionInputSchema = z.object({
  password: z
    .string({ error: privacyCodes.passwordRequired })
    .min(1, { error: privacyCodes.passwordRequired }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

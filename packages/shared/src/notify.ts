/**
 * Notify: a signed-in diner asks to be told when a table fits a date, a window of times and a
 * party at a full restaurant. A freed table is offered to one waiting request at a time, first
 * come first served, as a hold of a few minutes that one click books.
 */
import { z } from 'zod';
import { isBookableTime, toMinutes } from './time-slots.ts';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './party-size.ts';
import { reservationCodes } from './reservation-rules.ts';
import { isoDateSchema } from './search.ts';
import { notifyCodes as m, notifyRequestStatuses } from './notify-rules.ts';

const windowTime = z
  .string({ error: m.window })
  .refine((value) => isBookableTime(value), { error: m.window });

/** POST /api/restaurants/{id}/notify-requests: times 'HH:mm' on the restaurant's clock. */
export const notifyRequestInputSchema = z
  .object({
    date: isoDateSchema,
    from: windowTime,
    to: windowTime,
    party_size: z
      .number({ error: reservationCodes.partySize })
      .int({ error: reservationCodes.partySize })
      .min(MIN_PARTY_SIZE, { error: reservationCodes.partySize })
      .max(MAX_PARTY_SIZE, { error: reservationCodes.partySize }),
  })
  .refine((input) => toMinutes(input.from) <= toMinutes(input.to), {
    error: m.window,
    path: ['to'],
  });
export type NotifyRequestInput = z.input<typeof notifyRequestInputSchema>;

/** A table held for the request: its time (ISO instant) and when the hold ends (ISO instant). */
export const notifyOfferSchema = z.object({
  table_time: z.string(),
  expires_at: z.string(),
});
export type NotifyOffer = z.infer<typeof notifyOfferSchema>;

export const notifyRequestSchema = z.object({
  id: z.number().int(),
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    neighborhood: z.string(),
    time_zone: z.string(),
  }),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  party_size: z.number().int(),
  status: z.enum(notifyRequestStatuses),
  created_at: z.string(),
  /** The table held for this request while `status` is 'offered'; otherwise null. */
  offer: notifyOfferSchema.nullable(),
  /** The booking the claimed offer became ('booked'); otherwise null. */
  reservation_id: z.number().int().nullable(),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

/** GET /api/users/{id}/notify-requests: newest first. */
export const notifyRequestListSchema = z.object({ requests: z.array(notifyRequestSchema) });
export type NotifyRequestList = z.infer<typeof notifyRequestListSchema>;

/** GET /api/owner/restaurants/{id}/notify-demand: requests per day and window, from today on. */
export const notifyDemandSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      /** Requests made for this day, however they ended (cancelled ones left out). */
      requests: z.number().int(),
      covers: z.number().int(),
      /** Of them, offered a table / booked through an offer. */
      offered: z.number().int(),
      booked: z.number().int(),
      /** Requests by the hour their window opens ('19:00'), the busiest first. */
      windows: z.array(
        z.object({ from: z.string(), requests: z.number().int(), covers: z.number().int() }),
      ),
    }),
  ),
});
export type NotifyDemand = z.infer<typeof notifyDemandSchema>;

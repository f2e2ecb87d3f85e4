/** Reservation contracts: booking, changing, and the reservation the API presents. */
import { z } from 'zod';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './party-size.ts';
import { phoneDigits } from './phone.ts';

import { contactMethods, reservationCodes, reservationStatuses } from './reservation-rules.ts';
import { isoDateSchema, timeSlotSchema } from './search.ts';
import { DEFAULT_PARTY_SIZE } from './search-options.ts';

const m = reservationCodes;

/** 'YYYY-MM-DD HH:mm:ss' (UTC, the spec's form) or any ISO-8601 instant with an offset. */
export const reservationTimeSchema = z
  .string({ error: m.date })
  .trim()
  .min(1, { error: m.date })
  .transform((value, ctx) => {
    const utcForm = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value);
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value);
    const instant = utcForm
      ? new Date(`${value.replace(' ', 'T')}Z`)
      : iso
        ? new Date(value)
        : null;
    if (!instant || Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: m.time });
      return z.NEVER;
    }
    return instant;
  });

const partySize = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(MIN_PARTY_SIZE, { error: message })
    .max(MAX_PARTY_SIZE, { error: message });

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Chat: contains @ and a dot (the spec's rule), held to the same shape the server stores
 * (something@something.tld) so a chat that accepts an address never ends in a refused booking.
 */
export function isChatEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value.trim());
}

export const guestEmailSchema = z
  .string({ error: m.guestEmail })
  .trim()
  .min(1, { error: m.guestEmail })
  .max(254, { error: m.guestEmailInvalid })
  .refine((v) => emailPattern.test(v), { error: m.guestEmailInvalid });

/** Ids are PostgreSQL `integer`s: a larger number names nothing and must not reach a query. */
const MAX_RECORD_ID = 2_147_483_647;

export const createReservationInputSchema = z.object({
  user_id: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
  restaurant_id: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
  party_size: partySize(m.partySize),
  reservation_time: reservationTimeSchema,
  contact_method: z.enum(contactMethods).default('chat'),
  guest_name: z.string().trim().max(100).optional(),
  guest_email: z.string().trim().max(254).optional(),
  phone_number: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || phoneDigits(v).length === 10, {
      error: m.phone,
    }),
  chat_notes: z.string().trim().max(1000).optional(),
});
export type CreateReservationInput = z.input<typeof createReservationInputSchema>;

export const updateReservationInputSchema = z.object({
  reservation_time: reservationTimeSchema.optional(),
  party_size: partySize(m.newPartySize).optional(),
});
export type UpdateReservationInput = z.input<typeof updateReservationInputSchema>;

/** The callback form of the booking flow. */
export const callbackFormSchema = z.object({
  name: z.string().trim().min(1, { error: m.guestName }).max(100),
  email: guestEmailSchema,
  phone: z
    .string()
    .refine((v) => phoneDigits(v).length === 10 && v.replace(/\D/g, '').length === 10, {
      error: m.phone,
    }),
});
export type CallbackForm = z.infer<typeof callbackFormSchema>;

export const reservationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  restaurant_id: z.number().int(),
  party_size: z.number().int(),
  /** ISO-8601 UTC instant. */
  reservation_time: z.string(),
  /** Wall-clock date and time at the restaurant: what every page shows. */
  local_date: z.string(),
  local_time: z.string(),
  time_zone: z.string(),
  status: z.enum(reservationStatuses),
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  contact_method: z.enum(contactMethods).nullable(),
  chat_notes: z.string().nullable(),
  /** Why the restaurant declined a callback request (status declined), as the diner was told. */
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    preview_img: z.string(),
    address: z.string(),
    neighborhood: z.string(),
    /** The restaurant's phone as it publishes it ('' when it has none). */
    phone: z.string(),
  }),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.object({ Reservations: z.array(reservationSchema) });

/** 409 answer when the chosen time filled up: the message and the nearest free times. */
export const unavailableResponseSchema = z.object({
  errors: z.array(z.string()),
  alternatives: z.array(z.object({ date: z.string(), time: z.string() })),
});

/** A booking made without signing in answers a code once; it opens that reservation's page. */
export const createdReservationSchema = reservationSchema.extend({
  access_code: z.string().optional(),
});
export type CreatedReservation = z.infer<typeof createdReservationSchema>;

/** GET /api/restaurants/{id}/availability?date=&partySize= : every bookable time of that day. */
export const availabilityQuerySchema = z.object({
  date: isoDateSchema,
  partySize: partySize(m.partySize).default(DEFAULT_PARTY_SIZE),
});
export const availabilityResponseSchema = z.object({
  restaurant_id: z.number().int(),
  date: z.string(),
  partySize: z.number().int(),
  time_zone: z.string(),
  slots: z.array(timeSlotSchema),
});
export type Availability = z.infer<typeof availabilityResponseSchema>;

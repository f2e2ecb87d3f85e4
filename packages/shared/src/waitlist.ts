/**
 * The door waitlist: walk-in parties waiting at a restaurant for a table, in the host's order,
 * each quoted a wait when it joined, told when its table is ready, seated as a walk-in.
 */
import { z } from 'zod';
import { COMBINATION_MAX_TABLES, floorCodes, TABLE_MAX_COVERS } from './floor-rules.ts';
import { timelineReservationSchema } from './host-stand.ts';
import { languageSchema } from './language-schema.ts';
import { isChatEmail } from './reservations.ts';
import {
  WAITLIST_NAME_MAX_LENGTH,
  WAITLIST_NOTES_MAX_LENGTH,
  waitlistCodes as m,
  waitlistStatuses,
} from './waitlist-rules.ts';

const EMAIL_MAX_LENGTH = 254;
const PHONE_MAX_LENGTH = 20;

const partySize = z
  .number({ error: m.partySize })
  .int({ error: m.partySize })
  .min(1, { error: m.partySize })
  .max(TABLE_MAX_COVERS, { error: m.partySize });

/** An empty text clears the field: stored as null. */
const emptyIsNull = (value: string) => (value === '' ? null : value);

const waitlistFields = z.object({
  guest_name: z
    .string({ error: m.guestName })
    .trim()
    .min(1, { error: m.guestName })
    .max(WAITLIST_NAME_MAX_LENGTH, { error: m.guestName }),
  party_size: partySize,
  /** Ten digits, written any way ('(213) 555-0100'); stored as the digits. */
  phone_number: z
    .string({ error: m.phone })
    .trim()
    .max(PHONE_MAX_LENGTH, { error: m.phone })
    .refine((value) => value === '' || /^\D*(\d\D*){10}$/.test(value), { error: m.phone })
    .transform((value) => emptyIsNull(value.replace(/\D/g, '')))
    .optional(),
  email: z
    .string({ error: m.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: m.email })
    .refine((value) => value === '' || isChatEmail(value), { error: m.email })
    .transform(emptyIsNull)
    .optional(),
  notes: z
    .string({ error: m.notes })
    .trim()
    .max(WAITLIST_NOTES_MAX_LENGTH, { error: m.notes })
    .transform(emptyIsNull)
    .optional(),
  /** The party's language, which 'Table ready' is written in; the page's language when left out. */
  language: languageSchema.optional(),
});

/** A phone number or an e-mail address: how the party is told its table is ready. */
export const hasContact = (entry: { phone_number?: string | null; email?: string | null }) =>
  !!entry.phone_number || !!entry.email;

/** POST /api/owner/restaurants/{id}/waitlist: a party joins the line, last. */
export const waitlistEntryInputSchema = waitlistFields.refine(hasContact, {
  error: m.contact,
  path: ['phone_number'],
});
export type WaitlistEntryInput = z.input<typeof waitlistEntryInputSchema>;

/**
 * PATCH /api/owner/waitlist/{entryId}: any of the fields (an empty phone, e-mail or notes clears
 * it, as long as a phone or an e-mail is left), and/or its place in line, 1 first.
 */
export const waitlistEntryEditSchema = waitlistFields.partial().extend({
  position: z
    .number({ error: m.position })
    .int({ error: m.position })
    .min(1, { error: m.position })
    .optional(),
});
export type WaitlistEntryEdit = z.input<typeof waitlistEntryEditSchema>;

/** GET /api/owner/restaurants/{id}/waitlist/quote?party_size=: the wait before the party joins. */
export const waitlistQuoteQuerySchema = z.object({
  party_size: z.coerce
    .number({ error: m.partySize })
    .int({ error: m.partySize })
    .min(1, { error: m.partySize })
    .max(TABLE_MAX_COVERS, { error: m.partySize }),
});
export type WaitlistQuoteQuery = z.input<typeof waitlistQuoteQuerySchema>;

export const waitlistQuoteSchema = z.object({
  /**
   * Minutes from now (a multiple of 5) until a table seats the party for its whole turn, after
   * every party in line has taken the first table that seats it; 0 when one is free now.
   */
  quoted_minutes: z.number().int(),
});
export type WaitlistQuote = z.infer<typeof waitlistQuoteSchema>;

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  guest_name: z.string(),
  party_size: z.number().int(),
  /** Ten digits, or null. */
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  language: languageSchema,
  status: z.enum(waitlistStatuses),
  /** Place in line, 1 first; null once seated or gone. */
  position: z.number().int().nullable(),
  /** The wait quoted when the party joined, in minutes. */
  quoted_minutes: z.number().int(),
  /** When the party joined the line, ISO instant. */
  created_at: z.string(),
  /** When 'Table ready' was sent, ISO instant, or null. */
  notified_at: z.string().nullable(),
  seated_at: z.string().nullable(),
  /** The walk-in reservation the party was seated as. */
  reservation_id: z.number().int().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/owner/restaurants/{id}/waitlist: the parties in line, first first. */
export const waitlistSchema = z.object({
  /** The server's clock, ISO instant: waited times count from `created_at` to it. */
  now: z.string(),
  entries: z.array(waitlistEntrySchema),
});
export type Waitlist = z.infer<typeof waitlistSchema>;

/** POST /api/owner/waitlist/{entryId}/seat: at these tables, or the first free one that seats it. */
export const waitlistSeatInputSchema = z.object({
  table_ids: z
    .array(z.number({ error: floorCodes.unknownTable }).int({ error: floorCodes.unknownTable }))
    .min(1, { error: floorCodes.unknownTable })
    .max(COMBINATION_MAX_TABLES, { error: floorCodes.combinationSize })
    .optional(),
});
export type WaitlistSeatInput = z.input<typeof waitlistSeatInputSchema>;

export const waitlistSeatedSchema = z.object({
  entry: waitlistEntrySchema,
  /** The seated walk-in as the timeline shows it. */
  reservation: timelineReservationSchema,
});
export type WaitlistSeated = z.infer<typeof waitlistSeatedSchema>;

/**
 * The host stand: one service day of a restaurant as a timeline of its tables (the floor, and
 * each reservation holding tables over its turn), kept live by a stream, and walk-ins seated now.
 */
import { z } from 'zod';
import {
  floorAreaSchema,
  floorCombinationSchema,
  floorTableSchema,
  turnTimeSchema,
} from './floor.ts';
import {
  bookedReservationSchema,
  dayBookQuerySchema,
  ownedRestaurantSchema,
} from './owner-console.ts';
import { COMBINATION_MAX_TABLES, floorCodes, TABLE_MAX_COVERS } from './floor-rules.ts';
import { hostStandCodes as m, WALK_IN_NAME_MAX_LENGTH } from './host-stand-rules.ts';

/** GET /api/owner/restaurants/{id}/timeline?date= and its stream: the restaurant's own day. */
export const timelineQuerySchema = dayBookQuerySchema;
export type TimelineQuery = z.input<typeof timelineQuerySchema>;

/** A reservation on the timeline: the book's fields, its turn's end, and the guest's history. */
export const timelineReservationSchema = bookedReservationSchema.extend({
  /** When its tables are free again (the turn by party size from its start), ISO instant. */
  ends_at: z.string(),
  /** The restaurant's clock time of `ends_at`, 'HH:MM'. */
  end_local_time: z.string(),
  /** The same diner (account, or a guest's e-mail) at this restaurant before this one. */
  visits: z.number().int(),
  no_shows: z.number().int(),
});
export type TimelineReservation = z.infer<typeof timelineReservationSchema>;

/** The local opening hours of the day ('HH:MM'); a window past midnight ends after 24:00. */
export const serviceWindowSchema = z.object({ opens: z.string(), closes: z.string() });
export type ServiceWindow = z.infer<typeof serviceWindowSchema>;

export const timelineSchema = z.object({
  restaurant: ownedRestaurantSchema,
  date: z.string(),
  /** The server's clock when the timeline was read, ISO instant (the 'now' line). */
  now: z.string(),
  /** The day's service windows in order; empty when the restaurant is closed that day. */
  service: z.array(serviceWindowSchema),
  areas: z.array(floorAreaSchema),
  tables: z.array(floorTableSchema),
  combinations: z.array(floorCombinationSchema),
  /** Sorted by max_party; the last covers every larger party (see `turnMinutes`). */
  turn_times: z.array(turnTimeSchema),
  /** Every reservation of the day that holds or waits for a table (cancelled and declined left out), by time. */
  reservations: z.array(timelineReservationSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** POST /api/owner/restaurants/{id}/walk-ins: a party seated now, at the tables given or suggested. */
export const walkInInputSchema = z.object({
  party_size: z
    .number({ error: m.partySize })
    .int({ error: m.partySize })
    .min(1, { error: m.partySize })
    .max(TABLE_MAX_COVERS, { error: m.partySize }),
  guest_name: z.string().trim().max(WALK_IN_NAME_MAX_LENGTH, { error: m.guestName }).optional(),
  /** Omitted: the smallest free fitting table, combinations last, as online bookings. */
  table_ids: z
    .array(z.number({ error: floorCodes.unknownTable }).int({ error: floorCodes.unknownTable }))
    .min(1, { error: floorCodes.unknownTable })
    .max(COMBINATION_MAX_TABLES, { error: floorCodes.combinationSize })
    .optional(),
});
export type WalkInInput = z.input<typeof walkInInputSchema>;

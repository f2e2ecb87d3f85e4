/**
 * The door waitlist as stored and as the API presents it: the parties in line in order (by
 * position, then by when they joined), each with its place, and the wait a new party is quoted.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  inLineStatuses,
  waitlistCodes as m,
  type Waitlist,
  type WaitlistEntry,
} from '@tablefor/shared';
import { badRequest, conflict, notFound, problem, type AppError } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { waitlistEntries as w } from '../../db/schema/index.ts';
import { findTableLoads } from '../availability/table-loads.ts';
import { EMPTY_PLAN } from '../floor/floor-plan.ts';
import { loadFloorPlans } from '../floor/floor-plans.ts';
import { languageOf } from '../mail/compose-email.ts';
import { findOwnedRestaurant } from '../owner-console/owned-restaurants.ts';
import { quoteWait } from './quoted-wait.ts';

export type WaitlistRow = typeof w.$inferSelect;

/** Bookings further ahead than this cannot change a wait at the door. */
const QUOTE_HORIZON_MS = 12 * 60 * 60_000;

export const isInLine = () => inArray(w.status, [...inLineStatuses]);

/** The parties in line at a restaurant, first first. */
export function findLine(db: Database, restaurantId: number): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(w)
    .where(and(eq(w.restaurant_id, restaurantId), isInLine()))
    .orderBy(asc(w.position), asc(w.id));
}

/** The line of a restaurant, first first; 404 for a restaurant that does not exist. */
export async function findWaitlist(
  db: Database,
  restaurantId: number,
  now: Date,
): Promise<Waitlist> {
  await findOwnedRestaurant(db, restaurantId);
  return { now: now.toISOString(), entries: presentLine(await findLine(db, restaurantId)) };
}

/** `place`: 1-based place in line, or null for a party seated or gone. */
export function presentEntry(row: WaitlistRow, place: number | null): WaitlistEntry {
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    guest_name: row.guest_name,
    party_size: row.party_size,
    phone_number: row.phone_number,
    email: row.email,
    notes: row.notes,
    language: languageOf(row.language),
    status: row.status,
    position: place,
    quoted_minutes: row.quoted_minutes,
    created_at: row.created_at.toISOString(),
    notified_at: row.notified_at?.toISOString() ?? null,
    seated_at: row.seated_at?.toISOString() ?? null,
    reservation_id: row.reservation_id,
  };
}

export const presentLine = (rows: readonly WaitlistRow[]): WaitlistEntry[] =>
  rows.map((row, index) => presentEntry(row, index + 1));

/** One entry with its place in line; 404 when there is no such entry. */
export async function readEntry(db: Database, entryId: number): Promise<WaitlistEntry> {
  const [row] = await db.select().from(w).where(eq(w.id, entryId));
  if (!row) throw notFound('waitlist entry');
  if (!(inLineStatuses as readonly string[]).includes(row.status)) return presentEntry(row, null);
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(w)
    .where(
      and(
        eq(w.restaurant_id, row.restaurant_id),
        isInLine(),
        sql`(${w.position}, ${w.id}) < (${row.position}, ${row.id})`,
      ),
    );
  return presentEntry(row, (ahead?.count ?? 0) + 1);
}

/** What a refused change of an entry answers: 404 when it does not exist, else 409 (not in line). */
export async function notInLineOrMissing(db: Database, entryId: number): Promise<AppError> {
  const [row] = await db.select({ id: w.id }).from(w).where(eq(w.id, entryId));
  return row ? conflict(problem('entry', m.notInLine)) : notFound('waitlist entry');
}

/**
 * The wait a party of `partySize` joining the line now is quoted, after every party in line;
 * 400 when no table or combination of the floor seats it.
 */
export async function quoteFor(
  db: Database,
  restaurantId: number,
  partySize: number,
  now: Date,
): Promise<number> {
  const plan = (await loadFloorPlans(db, [restaurantId])).get(restaurantId) ?? EMPTY_PLAN;
  const { loads } = await findTableLoads(db, {
    sittings: { ids: [restaurantId], from: now, to: new Date(now.getTime() + QUOTE_HORIZON_MS) },
  });
  const line = await findLine(db, restaurantId);
  const minutes = quoteWait({
    plan,
    occupancy: loads.get(restaurantId)?.occupancy ?? new Map(),
    ahead: line.map((entry) => entry.party_size),
    partySize,
    now,
  });
  if (minutes === null) throw badRequest(problem('party_size', m.noTableFits));
  return minutes;
}

/**
 * Joining, editing and leaving the door waitlist. Changes of the line's order (a party joins
 * last, a party moves) take the restaurant's line lock, so two at once never take one place;
 * every change is conditional on the party still being in line.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import {
  hasContact,
  waitlistCodes as m,
  type Language,
  type WaitlistEntry,
  type waitlistEntryEditSchema,
  type waitlistEntryInputSchema,
} from '@tablefor/shared';
import { badRequest, problem } from '@tablefor/server-kit';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { waitlistEntries as w } from '../../db/schema/index.ts';
import { findOwnedRestaurant } from '../owner-console/owned-restaurants.ts';
import {
  findLine,
  isInLine,
  notInLineOrMissing,
  presentEntry,
  quoteFor,
  readEntry,
  type WaitlistRow,
} from './waitlist-line.ts';

type NewEntry = z.output<typeof waitlistEntryInputSchema>;
type EntryEdit = z.output<typeof waitlistEntryEditSchema>;

/** The advisory-lock class of restaurants' waitlists (any fixed number no other lock uses). */
const WAITLIST_LOCK = 28_001;

async function lockLine(tx: Database, restaurantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_LOCK}::int, ${restaurantId}::int)`);
}

/** The party joins the line last, quoted the wait behind everyone in line. */
export async function addToWaitlist(
  db: Database,
  restaurantId: number,
  input: NewEntry,
  { language, now }: { language: Language; now: Date },
): Promise<WaitlistEntry> {
  await findOwnedRestaurant(db, restaurantId);
  const id = await db.transaction(async (tx) => {
    await lockLine(tx, restaurantId);
    const quoted = await quoteFor(tx, restaurantId, input.party_size, now);
    const [last] = await tx
      .select({ position: max(w.position) })
      .from(w)
      .where(and(eq(w.restaurant_id, restaurantId), isInLine()));
    const [row] = await tx
      .insert(w)
      .values({
        restaurant_id: restaurantId,
        guest_name: input.guest_name,
        party_size: input.party_size,
        phone_number: input.phone_number ?? null,
        email: input.email ?? null,
        notes: input.notes ?? null,
        language: input.language ?? language,
        position: (last?.position ?? 0) + 1,
        quoted_minutes: quoted,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: w.id });
    if (!row) throw new Error('waitlist insert returned no row');
    return row.id;
  });
  return readEntry(db, id);
}

/** New fields and/or a new place in line; a party no longer in line answers 409. */
export async function editEntry(
  db: Database,
  entryId: number,
  edit: EntryEdit,
  now: Date,
): Promise<WaitlistEntry> {
  const [found] = await db
    .select({ restaurant_id: w.restaurant_id })
    .from(w)
    .where(eq(w.id, entryId));
  if (!found) throw await notInLineOrMissing(db, entryId);
  await db.transaction(async (tx) => {
    await lockLine(tx, found.restaurant_id);
    const [entry] = await tx
      .select()
      .from(w)
      .where(and(eq(w.id, entryId), isInLine()))
      .for('update');
    if (!entry) throw await notInLineOrMissing(tx, entryId);
    const { position: place, ...given } = edit;
    const fields = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== undefined),
    ) as Partial<WaitlistRow>;
    if (!hasContact({ ...entry, ...fields })) {
      throw badRequest(problem('phone_number', m.contact));
    }
    const position = place === undefined ? undefined : await positionAt(tx, entry, place);
    await tx
      .update(w)
      .set({ ...fields, ...(position === undefined ? {} : { position }), updated_at: now })
      .where(eq(w.id, entryId));
  });
  return readEntry(db, entryId);
}

/**
 * The position value that puts the entry at `place` (1 first) among the others in line: between
 * its new neighbours', or one beyond the only one. Halving a gap keeps about 50 moves apart
 * between the same two parties, far more than a service sees.
 */
async function positionAt(tx: Database, entry: WaitlistRow, place: number): Promise<number> {
  const others = (await findLine(tx, entry.restaurant_id)).filter((row) => row.id !== entry.id);
  if (place > others.length + 1) throw badRequest(problem('position', m.position));
  const before = others[place - 2]?.position;
  const after = others[place - 1]?.position;
  if (before === undefined) return after === undefined ? entry.position : after - 1;
  return after === undefined ? before + 1 : (before + after) / 2;
}

/** The party leaves the line (or the host removes it); 409 once it is no longer in line. */
export async function removeEntry(
  db: Database,
  entryId: number,
  now: Date,
): Promise<WaitlistEntry> {
  const [row] = await db
    .update(w)
    .set({ status: 'left', updated_at: now })
    .where(and(eq(w.id, entryId), isInLine()))
    .returning();
  if (!row) throw await notInLineOrMissing(db, entryId);
  return presentEntry(row, null);
}

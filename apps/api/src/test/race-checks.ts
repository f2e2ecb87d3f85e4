/** What the race tests fire and count: requests all at once, e-mail in the outbox, counters. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMessages, reservations, restaurants } from '../db/schema/index.ts';

/** Starts `count` calls before awaiting any, and answers them in the order they were started. */
export function allAtOnce<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}

/**
 * Resolves after `count` turns of the event loop. On PGlite, which runs one query at a time,
 * requests started a turn or two apart reach the database interleaved in more orders than
 * requests started together, whose first queries queue up side by side.
 */
export async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((done) => setImmediate(done));
}

/**
 * Races `count` requests on each of `subjects` at once. The requests for subject `s` start over
 * a few turns of the event loop, `s + 1` at a time, so that on PGlite each subject's requests
 * meet in a different order; answers come back per subject, in the order the requests were made.
 */
export function raceEach<S, T>(
  subjects: S[],
  count: number,
  call: (subject: S, index: number) => Promise<T>,
): Promise<T[][]> {
  return allAtOnce(subjects.length, (s) =>
    allAtOnce(count, (i) => turns(Math.floor(i / (s + 1))).then(() => call(subjects[s]!, i))),
  );
}

/** The ids of the messages of this kind queued to this address, oldest first. */
export async function outboxIds(db: Database, to: string, kind: string): Promise<number[]> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to_address, to), eq(outboxMessages.kind, kind)))
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => row.id);
}

export async function reservationCount(db: Database, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ total: restaurants.total_num_reservations })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.total ?? Number.NaN;
}

export async function storedReservation(db: Database, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error(`reservation ${id} is gone`);
  return row;
}

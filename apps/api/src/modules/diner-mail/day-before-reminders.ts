/**
 * The day-before reminder: a sweep, run every minute or so, queues one for each confirmed
 * reservation starting within the next 24 hours that was booked further ahead than that (a
 * booking made for tonight has its confirmation fresh in hand). Marking the reservation and
 * queueing the e-mail happen in one transaction, conditional on the reservation still being due
 * (unmarked, confirmed, tomorrow), so a restart, a second sweep or a second replica never sends
 * one twice, nor one for a reservation cancelled or moved since the sweep read it.
 */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { startPeriodicSweep, type PeriodicSweep } from '@tablefor/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { dinerPreferences, reservations as rs } from '../../db/schema/index.ts';
import { notifyDiner, type DinerMailContext } from './notify-diner.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/** Confirmed, not yet reminded, starting within a day of `now`, booked further ahead than that. */
const dueForReminder = (now: Date) =>
  and(
    eq(rs.status, 'confirmed'),
    isNull(rs.reminder_queued_at),
    gt(rs.reservation_time, now),
    lte(rs.reservation_time, new Date(now.getTime() + DAY_MS)),
    sql`${rs.created_at} <= ${rs.reservation_time} - interval '1 day'`,
    // A diner who turned reminder e-mails off in their preferences gets none.
    sql`not exists (select 1 from ${dinerPreferences} where ${dinerPreferences.user_id} = ${rs.user_id} and not ${dinerPreferences.reminder_emails})`,
  );

export async function queueDueReminders(
  db: Database,
  mail: DinerMailContext,
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: rs.id })
    .from(rs)
    .where(dueForReminder(now))
    .orderBy(asc(rs.reservation_time))
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(rs)
        .set({ reminder_queued_at: now })
        .where(and(eq(rs.id, id), dueForReminder(now)))
        .returning({ id: rs.id });
      if (
        marked &&
        (await notifyDiner(tx, { mail, reservationId: id, notice: { kind: 'reminder' } })) !== null
      )
        queued += 1;
    });
  }
  return queued;
}

/** Sweeps now and then every `everyMs` until stopped. */
export function startReminderSweeps(
  db: Database,
  mail: DinerMailContext,
  everyMs: number,
  log: FastifyBaseLogger,
): PeriodicSweep {
  const sweep = async () => {
    const queued = await queueDueReminders(db, mail, new Date());
    if (queued > 0) log.info({ queued }, 'day-before reminders queued');
  };
  return startPeriodicSweep('reminder sweep', sweep, everyMs, log);
}

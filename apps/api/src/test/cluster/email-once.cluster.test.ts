/**
 * A job runs once though both API processes' workers poll the one jobs table: every booking's
 * confirmation reaches the SMTP server exactly once, its job finished on its first attempt.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { jobs, outboxMessages } from '../../db/schema/index.ts';
import { EMAIL_QUEUE } from '../../modules/mail/outbox.ts';
import { bookingBody } from '../../modules/reservations/reservation-test-helpers.ts';
import { allAtOnce } from '../race-checks.ts';
import { createRestaurant, nextWeekday, tablesOf } from '../restaurant-factory.ts';
import { call, cluster, eventually, openClusterDatabase, servedBy } from './cluster-client.ts';
import { sunkMail } from './mail-sink.ts';

const BOOKINGS = 24;
const DAY = nextWeekday(5);
/** Long enough for either worker to run a job a second time (they poll every 100 ms). */
const SETTLE_MS = 1_500;

describe.skipIf(!cluster)('e-mail jobs with two API processes (DATABASE_URL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openClusterDatabase();
  });
  afterAll(() => database?.close());

  it('delivers each booking confirmation once, whichever worker takes it', async () => {
    const restaurant = await createRestaurant(database.db, {
      floor: tablesOf(Array<number>(BOOKINGS).fill(2)),
    });
    const emails = Array.from(
      { length: BOOKINGS },
      (_, i) => `once${i}-${restaurant.id}@example.com`,
    );
    const answers = await allAtOnce(BOOKINGS, (i) =>
      call(`/api/restaurants/${restaurant.id}/reservations`, {
        method: 'POST',
        client: `10.60.0.${i + 1}`,
        body: bookingBody(DAY, '19:00', { guest_email: emails[i] }),
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(BOOKINGS).fill(201));
    expect(servedBy(answers)).toEqual([BOOKINGS / 2, BOOKINGS / 2]);

    const ours = new Set(emails);
    const received = async () =>
      (await sunkMail(cluster!.mailFolder)).flatMap((mail) => mail.to.filter((to) => ours.has(to)));
    expect(await eventually(received, (to) => to.length >= BOOKINGS, 15_000)).toHaveLength(
      BOOKINGS,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const delivered = await received();
    expect(delivered.sort()).toEqual([...emails].sort());

    const { db } = database;
    const messages = await db
      .select({ id: outboxMessages.id, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.to_address, emails),
          eq(outboxMessages.kind, 'reservation.confirmed'),
        ),
      );
    expect(messages).toHaveLength(BOOKINGS);
    expect(messages.filter((message) => message.attempts !== 1)).toEqual([]);
    const ran = await db
      .select({ status: jobs.status, attempts: jobs.attempts, worker: jobs.locked_by })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, EMAIL_QUEUE),
          inArray(
            sql`(${jobs.payload} ->> 'messageId')::int`,
            messages.map((message) => message.id),
          ),
        ),
      );
    expect(ran).toHaveLength(BOOKINGS);
    expect(ran.filter((job) => job.status !== 'completed' || job.attempts !== 1)).toEqual([]);
    // Each process runs one e-mail worker, under an id of its own: both took some of the jobs.
    expect(new Set(ran.map((job) => job.worker)).size).toBeGreaterThan(1);
  });
});

/** Deciding a claim under contention: ten decisions at once, one decides, one e-mail. */
import { eq } from 'drizzle-orm';
import { claimMessages as m } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, restaurantOwners } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { allAtOnce, outboxIds } from '../../test/race-checks.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const REQUESTS = 10;
let sequence = 0;

/** A pending claim of a new listing, stored as a submitted claim would be. */
async function pendingClaim() {
  const claimant = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db);
  const email = `owner-${++sequence}-${Date.now()}@trattoria.example`;
  const [claim] = await t.db
    .insert(claims)
    .values({
      restaurant_id: restaurant.id,
      user_id: claimant.id,
      email,
      phone: '2135550147',
      booking_method: 'external',
      pain_points: {
        reservationChallenge: 'missedCalls',
        dailyCallVolume: 'medium',
        messageChannels: ['email'],
        biggestFrustration: 'Phones ring during service',
        techSatisfaction: 4,
      },
      selected_goals: ['growCovers'],
      submitted_at: new Date(),
    })
    .returning();
  return { id: claim!.id, restaurantId: restaurant.id, claimantId: claimant.id, email };
}

describe('ten simultaneous decisions of one claim', () => {
  it('one approval or rejection stands; the others are 409; one owner at most, one e-mail', async () => {
    const { id, restaurantId, claimantId, email } = await pendingClaim();
    const answers = await allAtOnce(REQUESTS, (i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/claims/${id}/${i % 2 === 0 ? 'approve' : 'reject'}`,
        headers: admin.headers,
        payload: i % 2 === 0 ? undefined : { reason: 'The phone did not match' },
      }),
    );

    const decided = answers.filter((res) => res.statusCode === 200);
    expect(decided).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors).toEqual([`claim: ${m.alreadyReviewed}`]);
    }
    const status = decided[0]!.json<{ status: string }>().status;
    const [stored] = await t.db.select().from(claims).where(eq(claims.id, id));
    expect(stored?.status).toBe(status);
    const owners = await t.db
      .select({ user_id: restaurantOwners.user_id })
      .from(restaurantOwners)
      .where(eq(restaurantOwners.restaurant_id, restaurantId));
    expect(owners).toEqual(status === 'approved' ? [{ user_id: claimantId }] : []);
    const told = [
      ...(await outboxIds(t.db, email, 'claim.approved')),
      ...(await outboxIds(t.db, email, 'claim.rejected')),
    ];
    expect(told).toHaveLength(1);
  });
});

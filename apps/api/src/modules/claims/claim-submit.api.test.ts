import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages as m, type SubmitClaimInput } from '@tablefor/shared';
import {
  claimVerifications,
  claims,
  outboxMessages,
  restaurantOwners,
} from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  claimBody,
  claimableRestaurant,
  createClaimTestApp,
  verifiedAddress,
} from './claim-test-helpers.ts';

let t: TestApp;
let claimant: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createClaimTestApp();
  claimant = await signedUpUser(t);
});
afterAll(() => t.close());

const submit = (payload: object, headers: Record<string, string> = claimant.headers) =>
  t.app.inject({ method: 'POST', url: '/api/claim/submit', payload, headers });
const claimCount = () => t.db.$count(claims);

describe('POST /api/claim/submit', () => {
  it('stores a verified claim as pending with every field, and confirms it by e-mail', async () => {
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const res = await submit(claimBody(listing.id, listing.businessEmail, { phone: '2135550147' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'pending' });

    const [row] = await t.db.select().from(claims).where(eq(claims.id, res.json().id));
    expect(row).toMatchObject({
      restaurant_id: listing.id,
      user_id: claimant.id,
      email: listing.businessEmail,
      phone: '(213) 555-0147',
      website: 'https://trattoria.example',
      booking_method: 'external',
      external_booking_url: 'https://book.example/trattoria',
      pain_points: {
        reservationChallenge: 'missedCalls',
        dailyCallVolume: 'medium',
        messageChannels: ['whatsapp', 'email'],
        biggestFrustration: 'Phones ring during service',
        techSatisfaction: 4,
      },
      selected_goals: ['growCovers', 'cutCosts'],
      language: 'es',
      status: 'pending',
    });
    expect(row?.submitted_at.toISOString()).toBe('2026-03-01T18:30:00.000Z');

    const [verification] = await t.db
      .select()
      .from(claimVerifications)
      .where(eq(claimVerifications.restaurant_id, listing.id));
    expect(verification?.consumed_at).toBeInstanceOf(Date);

    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'claim.submitted'));
    expect(mail.find((message) => message.to_address === listing.businessEmail)).toMatchObject({
      language: 'es',
      subject: 'Solicitud de reclamación enviada',
    });

    // The verification proved one claim: a second needs a new code.
    const again = await submit(claimBody(listing.id, listing.businessEmail));
    expect(again.statusCode).toBe(403);
  });

  it('needs a signed-in claimant', async () => {
    const listing = await claimableRestaurant(t);
    expect((await submit(claimBody(listing.id, listing.businessEmail), {})).statusCode).toBe(401);
  });

  it('refuses a claim without a verified e-mail, and stores nothing', async () => {
    const listing = await claimableRestaurant(t);
    const before = await claimCount();
    const res = await submit(claimBody(listing.id, listing.businessEmail));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`email: ${m.notVerified}`]);
    expect(await claimCount()).toBe(before);
  });

  it("refuses a claim with another restaurant's verified address", async () => {
    const verified = await claimableRestaurant(t);
    const other = await claimableRestaurant(t);
    await verifiedAddress(t, verified.id, verified.businessEmail);
    const res = await submit(claimBody(other.id, verified.businessEmail));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`email: ${m.notVerified}`]);
    // Nor with the listing's own id but an address that was never verified.
    const otherAddress = await submit(claimBody(verified.id, `chef@${verified.domain}`));
    expect(otherAddress.statusCode).toBe(403);
  });

  it('refuses a verification older than the window', async () => {
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    await t.db
      .update(claimVerifications)
      .set({ verified_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(claimVerifications.restaurant_id, listing.id));
    expect((await submit(claimBody(listing.id, listing.businessEmail))).statusCode).toBe(403);
  });

  it('sends a claim of an already owned listing to review too', async () => {
    const owner = await signedUpUser(t);
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    await t.db.insert(restaurantOwners).values({ restaurant_id: listing.id, user_id: owner.id });
    const res = await submit(claimBody(listing.id, listing.businessEmail));
    expect(res.json().status).toBe('pending');
  });

  const painPoints = claimBody(1, 'a@b.example').painPoints;
  it.each<[Partial<SubmitClaimInput>, string[]]>([
    [{ phone: '' }, [`phone: ${m.phoneRequired}`]],
    [{ phone: '555-0147' }, [`phone: ${m.phoneInvalid}`]],
    [{ email: 'orders@' }, [`email: ${m.emailInvalid}`]],
    [{ website: 'ftp://trattoria.example' }, [`website: ${m.websiteInvalid}`]],
    [{ bookingMethod: 'fax' as 'phone' }, [`bookingMethod: ${m.bookingMethodRequired}`]],
    [{ externalBookingUrl: '' }, [`externalBookingUrl: ${m.externalUrlRequired}`]],
    [
      { painPoints: { ...painPoints, biggestFrustration: '   ' } },
      [`painPoints.biggestFrustration: ${m.textRequired}`],
    ],
    [
      { painPoints: { ...painPoints, biggestFrustration: 'x'.repeat(101) } },
      [`painPoints.biggestFrustration: ${m.textTooLong}`],
    ],
    [
      { painPoints: { ...painPoints, techSatisfaction: 11 } },
      [`painPoints.techSatisfaction: ${m.satisfactionRange}`],
    ],
    [
      { painPoints: { ...painPoints, reservationChallenge: 'boredom' as 'fine' } },
      [`painPoints.reservationChallenge: ${m.answerRequired}`],
    ],
    [{ selectedGoals: [] }, [`selectedGoals: ${m.goalsRequired}`]],
    [
      { selectedGoals: ['growCovers', 'cutCosts', 'boostReviews'] },
      [`selectedGoals: ${m.goalsMax}`],
    ],
    [{ selectedGoals: ['growCovers', 'growCovers'] }, [`selectedGoals: ${m.goalsRequired}`]],
    [{ agreesToTerms: false as true }, [`agreesToTerms: ${m.termsRequired}`]],
    [{ authorized: false as true }, [`authorized: ${m.authorizationRequired}`]],
  ])('refuses %j with its message, and stores nothing', async (overrides, errors) => {
    const listing = await claimableRestaurant(t);
    const before = await claimCount();
    const res = await submit(claimBody(listing.id, listing.businessEmail, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await claimCount()).toBe(before);
  });

  it('accepts phone booking without a URL and an empty website', async () => {
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const body = claimBody(listing.id, listing.businessEmail, {
      bookingMethod: 'phone',
      externalBookingUrl: '',
      website: '',
      selectedGoals: ['simplifyOps'],
      painPoints: { ...painPoints, messageChannels: [] },
    });
    expect((await submit(body)).statusCode).toBe(201);
  });
});

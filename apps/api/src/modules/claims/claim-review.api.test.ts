import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages as m } from '@tablefor/shared';
import { outboxMessages, restaurantOwners, restaurants } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addOwner } from '../restaurants/restaurant-owners.ts';
import {
  claimBody,
  claimableRestaurant,
  createClaimTestApp,
  verifiedAddress,
} from './claim-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let claimant: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createClaimTestApp();
  admin = await signedUpAdmin(t);
  claimant = await signedUpUser(t);
});
afterAll(() => t.close());

/** A listing and a pending claim of it by `claimant`, in `language`. */
async function pendingClaim(language: 'en' | 'es' = 'en', owner_id?: number) {
  const listing = await claimableRestaurant(t);
  if (owner_id)
    await t.db.update(restaurants).set({ owner_id }).where(eq(restaurants.id, listing.id));
  await verifiedAddress(t, listing.id, listing.businessEmail);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/claim/submit',
    payload: claimBody(listing.id, listing.businessEmail, { language }),
    headers: claimant.headers,
  });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.body}`);
  return { listing, id: res.json<{ id: number }>().id };
}

const decide = (
  id: number,
  action: 'approve' | 'reject',
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method: 'POST', url: `/api/admin/claims/${id}/${action}`, headers, payload });

const mailOf = (to: string, kind: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to_address, to), eq(outboxMessages.kind, kind)));

const ownersOf = (restaurantId: number) =>
  t.db.select().from(restaurantOwners).where(eq(restaurantOwners.restaurant_id, restaurantId));

describe('claim review by administrators', () => {
  it('approves: the claimant becomes an owner and is told in their language', async () => {
    const { listing, id } = await pendingClaim('es');
    const res = await decide(id, 'approve', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      restaurant: { id: listing.id, name: listing.name },
      claimant: { id: claimant.id, username: claimant.input.username },
    });
    expect((await ownersOf(listing.id)).map((row) => row.user_id)).toEqual([claimant.id]);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, listing.id));
    expect(row?.owner_id).toBe(claimant.id);
    const [mail] = await mailOf(listing.businessEmail, 'claim.approved');
    expect(mail).toMatchObject({ language: 'es' });
    expect(mail?.subject).toContain('aprobada');
  });

  it('adds an owner to an owned listing and keeps its first owner_id', async () => {
    const first = await signedUpUser(t);
    const { listing, id } = await pendingClaim('en', first.id);
    await t.db.insert(restaurantOwners).values({ restaurant_id: listing.id, user_id: first.id });
    expect((await decide(id, 'approve', admin.headers)).statusCode).toBe(200);
    const owners = (await ownersOf(listing.id)).map((row) => row.user_id).sort((a, b) => a - b);
    expect(owners).toEqual([first.id, claimant.id].sort((a, b) => a - b));
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, listing.id));
    expect(row?.owner_id).toBe(first.id);
  });

  it('rejects with a reason the claimant reads; no owner is added', async () => {
    const { listing, id } = await pendingClaim();
    const missing = await decide(id, 'reject', admin.headers, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([`reason: ${m.rejectionReasonRequired}`]);
    const long = await decide(id, 'reject', admin.headers, { reason: 'x'.repeat(501) });
    expect(long.json().errors).toEqual([`reason: ${m.rejectionReasonTooLong}`]);

    const res = await decide(id, 'reject', admin.headers, { reason: 'The phone did not match' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The phone did not match',
    });
    expect(await ownersOf(listing.id)).toEqual([]);
    const [mail] = await mailOf(listing.businessEmail, 'claim.rejected');
    expect(mail?.text_body).toContain('The phone did not match');
  });

  it('decides once: a second decision is 409', async () => {
    const { id } = await pendingClaim();
    expect((await decide(id, 'approve', admin.headers)).statusCode).toBe(200);
    for (const [action, payload] of [['approve'], ['reject', { reason: 'No' }]] as const) {
      const again = await decide(id, action, admin.headers, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toEqual([`claim: ${m.alreadyReviewed}`]);
    }
    expect((await decide(99999999, 'approve', admin.headers)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { listing, id } = await pendingClaim();
    expect((await decide(id, 'approve', claimant.headers)).statusCode).toBe(403);
    expect((await decide(id, 'reject', claimant.headers, { reason: 'No' })).statusCode).toBe(403);
    expect((await decide(id, 'approve', {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/claims', headers: claimant.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/claims' })).statusCode).toBe(401);
    expect(await ownersOf(listing.id)).toEqual([]);
  });

  it("shows a listing's business e-mail to its owners and administrators only", async () => {
    const listing = await claimableRestaurant(t);
    const owner = await signedUpUser(t);
    await addOwner(t.db, listing.id, owner.id);
    const url = `/api/restaurants/${listing.id}/business-email`;
    for (const headers of [admin.headers, owner.headers]) {
      const read = await t.app.inject({ url, headers });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ business_email: listing.businessEmail });
    }
    expect((await t.app.inject({ url, headers: claimant.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const unknown = `/api/restaurants/99999999/business-email`;
    expect((await t.app.inject({ url: unknown, headers: admin.headers })).statusCode).toBe(404);
    // Nothing public carries it.
    const page = await t.app.inject({ url: `/api/restaurants/${listing.id}` });
    expect(page.body).not.toContain(listing.businessEmail);
  });

  it('lists pending claims first, then newest, with the listing and claimant', async () => {
    const older = await pendingClaim();
    const decided = await pendingClaim();
    const newer = await pendingClaim();
    await decide(decided.id, 'reject', admin.headers, { reason: 'No' });
    const res = await t.app.inject({
      url: '/api/admin/claims?pageSize=100',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const ids: number[] = res.json().claims.map((claim: { id: number }) => claim.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(decided.id));
    const statuses: string[] = res.json().claims.map((claim: { status: string }) => claim.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('rejected'));
    expect(res.json().claims[0]).toMatchObject({
      restaurant: { name: newer.listing.name },
      claimant: { id: claimant.id, email: claimant.input.email },
      painPoints: { reservationChallenge: 'missedCalls' },
    });
    expect(res.json().pending).toBe(statuses.filter((s) => s === 'pending').length);

    const rejected = await t.app.inject({
      url: '/api/admin/claims?status=rejected',
      headers: admin.headers,
    });
    expect(rejected.json().claims.every((c: { status: string }) => c.status === 'rejected')).toBe(
      true,
    );
    const page2 = await t.app.inject({
      url: '/api/admin/claims?pageSize=1&page=2',
      headers: admin.headers,
    });
    expect(page2.json().claims.map((c: { id: number }) => c.id)).toEqual([ids[1]]);
  });
});

/**
 * Reviews see listings as the public does: a pending, rejected or removed listing takes no review
 * and answers as an unknown id would, and a user's public list of reviews names none of them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingStatus } from '@tablefor/shared';
import { restaurants, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createRestaurant, createReview } from '../../test/restaurant-factory.ts';

let t: TestApp;
let diner: Awaited<ReturnType<typeof signedUpUser>>;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
  diner = await signedUpUser(t);
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const HIDDEN: ListingStatus[] = ['pending_review', 'rejected', 'removed'];
const NOT_FOUND = { errors: ['restaurant: Not found'] };

const postReview = (restaurantId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/reviews`,
    payload: { review: 'Found it anyway', rating: 5 },
    headers,
  });

const reviewsOf = (restaurantId: number) =>
  t.db.select().from(reviews).where(eq(reviews.restaurant_id, restaurantId));

const hide = (restaurantId: number, status: ListingStatus) =>
  t.db.update(restaurants).set({ status }).where(eq(restaurants.id, restaurantId));

describe.each(HIDDEN)('a %s listing', (status) => {
  it('takes no review, from a diner or an administrator: 404 as an unknown id, nothing stored', async () => {
    const listing = await createRestaurant(t.db, { status });
    const unknown = await postReview(listing.id + 100_000, diner.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(NOT_FOUND);
    for (const caller of [diner, admin]) {
      const res = await postReview(listing.id, caller.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(await reviewsOf(listing.id)).toEqual([]);
  });

  it("leaves the user's public reviews; its author may no longer edit it, but may delete it", async () => {
    const listing = await createRestaurant(t.db);
    const shown = await createRestaurant(t.db);
    const author = await signedUpUser(t);
    const hidden = await createReview(t.db, { restaurant_id: listing.id, user_id: author.id });
    await createReview(t.db, { restaurant_id: shown.id, user_id: author.id });
    await hide(listing.id, status);

    const list = await t.app.inject(`/api/users/${author.id}/reviews`);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ Reviews: { restaurant_id: number }[] }>().Reviews;
    expect(ids.map((review) => review.restaurant_id)).toEqual([shown.id]);

    const edit = (headers: Record<string, string>, rating: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${hidden.id}`,
        payload: { rating },
        headers,
      });
    const refused = await edit(author.headers, 1);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject(NOT_FOUND);
    expect((await reviewsOf(listing.id))[0]?.rating).toBe(5);
    // Administrators moderate every listing's reviews.
    expect((await edit(admin.headers, 2)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${hidden.id}`,
      headers: author.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await reviewsOf(listing.id)).toEqual([]);
  });
});

describe('a published listing', () => {
  it('takes a review, which its author lists', async () => {
    const listing = await createRestaurant(t.db);
    const res = await postReview(listing.id, diner.headers);
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject(`/api/users/${diner.id}/reviews`);
    expect(list.json().Reviews).toContainEqual(
      expect.objectContaining({ restaurant_id: listing.id, rating: 5 }),
    );
  });
});

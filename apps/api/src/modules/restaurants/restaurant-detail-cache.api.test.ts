/**
 * A published restaurant's page is kept in memory until the database announces a change to what
 * it shows (migration 0011's triggers): its row, its reviews, their authors' names, and whether
 * each author dined there. Changes are made here straight in the database, as another API
 * process would, except the last, which goes through this app and is seen at once.
 */
import { eq, sql } from 'drizzle-orm';
import { addDays, type RestaurantDetail } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, users } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
  laTime,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await t.app.inject(`/api/restaurants/${id}`)).json<RestaurantDetail>();

/** Another process's change arrives by notification: on PostgreSQL a moment after commit. */
const eventually = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 2_000 });

describe('the kept restaurant page', () => {
  it('is kept: a change no trigger announces is not seen; an announced one is', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Kept Kitchen' });
    // Its floor, written after it, rewrote the row's plan: that announcement, on PostgreSQL a
    // moment after commit, would otherwise drop the page kept by the first read.
    await t.heardChanges();
    expect((await detail(restaurant.id)).name).toBe('Kept Kitchen');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(restaurants)
        .set({ name: 'Unannounced Kitchen' })
        .where(eq(restaurants.id, restaurant.id));
    });
    expect((await detail(restaurant.id)).name).toBe('Kept Kitchen');

    await t.db
      .update(restaurants)
      .set({ description: 'Now announced.' })
      .where(eq(restaurants.id, restaurant.id));
    await eventually(async () => (await detail(restaurant.id)).name).toBe('Unannounced Kitchen');
  });

  it('shows a new review, and an author’s new name on their reviews', async () => {
    const restaurant = await createRestaurant(t.db);
    const author = await signedUpUser(t, { first_name: 'Rita' });
    expect((await detail(restaurant.id)).reviews).toEqual([]);
    await createReview(t.db, { restaurant_id: restaurant.id, user_id: author.id });
    await eventually(async () => (await detail(restaurant.id)).reviews.length).toBe(1);

    await t.db.update(users).set({ first_name: 'Renata' }).where(eq(users.id, author.id));
    await eventually(async () => (await detail(restaurant.id)).reviews[0]?.user.first_name).toBe(
      'Renata',
    );
  });

  it("marks a review a verified diner's once its author's visit is booked", async () => {
    const restaurant = await createRestaurant(t.db);
    const author = await signedUpUser(t);
    await createReview(t.db, { restaurant_id: restaurant.id, user_id: author.id });
    await eventually(async () => (await detail(restaurant.id)).reviews[0]?.verified_diner).toBe(
      false,
    );
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: author.id,
      reservation_time: laTime(addDays(todayInLa(), -2), '19:00'),
      status: 'completed',
    });
    await eventually(async () => (await detail(restaurant.id)).reviews[0]?.verified_diner).toBe(
      true,
    );
  });

  it('is never stale to the client that changed it through this app', async () => {
    const admin = await signedUpAdmin(t);
    const restaurant = await createRestaurant(t.db, { name: 'Before Kitchen' });
    expect((await detail(restaurant.id)).name).toBe('Before Kitchen');
    for (const name of ['After Kitchen', 'Later Kitchen', 'Last Kitchen']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${restaurant.id}`,
        headers: admin.headers,
        payload: { name },
      });
      expect(res.statusCode).toBe(200);
      expect((await detail(restaurant.id)).name).toBe(name);
    }
  });
});

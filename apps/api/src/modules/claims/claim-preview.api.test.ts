import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/index.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import type { TestApp } from '../../test/test-app.ts';
import { claimableRestaurant, createClaimTestApp } from './claim-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createClaimTestApp();
});
afterAll(() => t.close());

describe('GET /api/claim/restaurants/{id}', () => {
  it('shows the listing with its business e-mail masked', async () => {
    const listing = await claimableRestaurant(t);
    await t.db
      .update(restaurants)
      .set({ business_email: 'orders@trattoria.example', address: '1 Main St' })
      .where(eq(restaurants.id, listing.id));
    const res = await t.app.inject({ url: `/api/claim/restaurants/${listing.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: listing.id,
      name: listing.name,
      address: '1 Main St',
      cuisine: 'American',
      image_url: '',
      masked_email: 'o****s@trattoria.example',
      has_business_email: true,
    });
    expect(res.body).not.toContain('orders@');
  });

  it('answers 404 for an unknown or removed listing', async () => {
    const removed = await createRestaurant(t.db, { status: 'removed' });
    expect((await t.app.inject({ url: '/api/claim/restaurants/99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/claim/restaurants/${removed.id}` })).statusCode).toBe(
      404,
    );
  });
});

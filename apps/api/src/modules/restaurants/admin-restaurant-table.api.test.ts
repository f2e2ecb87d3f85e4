import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRestaurantTablePage } from '@tablefor/shared';
import { restaurantOwners } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const table = async (query: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/restaurants${query}`, headers });

describe('the administrators’ table of listings', () => {
  it('lists every listing not removed, whatever its review state, with its owners and last change', async () => {
    const olga = await signedUpUser(t, { username: 'olga_owner' });
    const omar = await signedUpUser(t, { username: 'omar_owner' });
    const owned = await createRestaurant(t.db, {
      name: 'Tabla Uno',
      neighborhood: 'Echo Park',
      owner_id: olga.id,
      updated_at: new Date('2026-03-01T10:00:00.000Z'),
    });
    await t.db.insert(restaurantOwners).values({ restaurant_id: owned.id, user_id: omar.id });
    await createRestaurant(t.db, {
      name: 'Tabla Dos',
      status: 'pending_review',
      updated_at: new Date('2026-04-01T10:00:00.000Z'),
    });
    await createRestaurant(t.db, { name: 'Tabla Tres', status: 'removed' });

    const res = await table('?q=tabla');
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminRestaurantTablePage>();
    expect(page.total).toBe(2);
    expect(page.restaurants).toEqual([
      {
        id: expect.any(Number),
        name: 'Tabla Dos',
        neighborhood: 'Testville',
        status: 'pending_review',
        owners: [],
        updated_at: '2026-04-01T10:00:00.000Z',
      },
      {
        id: owned.id,
        name: 'Tabla Uno',
        neighborhood: 'Echo Park',
        status: 'published',
        owners: [
          { id: olga.id, username: 'olga_owner' },
          { id: omar.id, username: 'omar_owner' },
        ],
        updated_at: '2026-03-01T10:00:00.000Z',
      },
    ]);
  });

  it('sorts by name or by last change, either way, a page at a time', async () => {
    const names = async (query: string) =>
      (await table(query)).json<AdminRestaurantTablePage>().restaurants.map((r) => r.name);
    expect(await names('?q=tabla&sort=-name')).toEqual(['Tabla Uno', 'Tabla Dos']);
    expect(await names('?q=tabla&sort=-updated')).toEqual(['Tabla Dos', 'Tabla Uno']);
    expect(await names('?q=tabla&sort=updated&pageSize=1&page=2')).toEqual(['Tabla Dos']);
    expect((await table('?sort=owners')).statusCode).toBe(400);
  });

  it('answers only administrators', async () => {
    const diner = await signedUpUser(t);
    expect((await table('', {})).statusCode).toBe(401);
    expect((await table('', diner.headers)).statusCode).toBe(403);
  });
});

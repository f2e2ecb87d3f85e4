/** PUT and DELETE /api/users/{id}: role changes that persist, and what an administrator may not do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAdminMessages, userSchema } from '@tablefor/shared';
import { signedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteUser, listUsers, putUser, signedUpAdmin, storedUser } from './users-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
  admin = await signedUpAdmin(t);
  await signedUpAdmin(t); // a second administrator, so `admin` is never the last one here
});
afterAll(() => t.close());

describe('PUT /api/users/{id}', () => {
  it('makes a user an administrator and back; each change persists and applies at once', async () => {
    const diner = await signedUpUser(t);
    const promoted = await putUser(t, diner.id, { is_admin: true }, admin.headers);
    expect(promoted.statusCode).toBe(200);
    expect(userSchema.parse(promoted.json())).toMatchObject({
      id: diner.id,
      username: diner.input.username,
      is_admin: true,
      saved_restaurants: [],
    });
    expect((await storedUser(t, diner.id))?.is_admin).toBe(true);
    expect((await listUsers(t, '', diner.headers)).statusCode).toBe(200);

    const demoted = await putUser(t, diner.id, { is_admin: false }, admin.headers);
    expect(demoted.json()).toMatchObject({ is_admin: false });
    expect(demoted.json()).not.toHaveProperty('isAdmin');
    expect((await storedUser(t, diner.id))?.is_admin).toBe(false);
    expect((await listUsers(t, '', diner.headers)).statusCode).toBe(403);
  });

  it('lets an administrator demote another administrator', async () => {
    const other = await signedUpAdmin(t);
    const res = await putUser(t, other.id, { is_admin: false }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect((await storedUser(t, other.id))?.is_admin).toBe(false);
  });

  it('refuses (409) an administrator removing their own role, and keeps it', async () => {
    const res = await putUser(t, admin.id, { is_admin: false }, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([`is_admin: ${userAdminMessages.ownRole}`]);
    expect((await storedUser(t, admin.id))?.is_admin).toBe(true);
    const unchanged = await putUser(t, admin.id, { is_admin: true }, admin.headers);
    expect(unchanged.statusCode).toBe(200);
  });

  it.each(['999999', 'abc', '0', '1.5', '99999999999'])(
    'answers 404 for the user id %s',
    async (id) => {
      const res = await putUser(t, id, { is_admin: true }, admin.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual(['user: Not found']);
    },
  );
});

describe('DELETE /api/users/{id}', () => {
  it('refuses (409) an administrator deleting their own account, and keeps it', async () => {
    const res = await deleteUser(t, admin.id, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([`user: ${userAdminMessages.ownAccount}`]);
    expect(await storedUser(t, admin.id)).toBeDefined();
    expect((await listUsers(t, '', admin.headers)).statusCode).toBe(200);
  });

  it('deletes another administrator', async () => {
    const other = await signedUpAdmin(t);
    const res = await deleteUser(t, other.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: other.id });
    expect(await storedUser(t, other.id)).toBeUndefined();
  });

  it.each(['999999', 'abc', '-1'])('answers 404 for the user id %s', async (id) => {
    const res = await deleteUser(t, id, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual(['user: Not found']);
  });
});

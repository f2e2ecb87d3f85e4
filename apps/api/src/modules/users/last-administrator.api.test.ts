/** There is always an administrator: the last one is never demoted or deleted, even in a race. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userAdminMessages } from '@tablefor/shared';
import { AppError } from '@tablefor/server-kit';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { changeUserRole } from './change-user-role.ts';
import { deleteUser as removeUser } from './delete-user.ts';
import { deleteUser, putUser, signedUpAdmin } from './users-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// These count every administrator there is: each test starts with none but its own.
beforeEach(async () => {
  await t.db.update(users).set({ is_admin: false });
});

const LAST = `user: ${userAdminMessages.lastAdministrator}`;

async function administratorIds() {
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.is_admin, true));
  return rows.map((r) => r.id);
}

describe('the last administrator', () => {
  it('cannot be demoted (409), not even by themself', async () => {
    const only = await signedUpAdmin(t);
    const res = await putUser(t, only.id, { is_admin: false }, only.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([`is_admin: ${userAdminMessages.lastAdministrator}`]);
    expect(await administratorIds()).toEqual([only.id]);
  });

  it('cannot be deleted (409)', async () => {
    const only = await signedUpAdmin(t);
    const res = await deleteUser(t, only.id, only.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([LAST]);
    expect(await administratorIds()).toEqual([only.id]);
  });

  // Both callers have passed the administrators-only check: the transactions alone decide.
  it('survives two administrators demoting each other at once: one wins, one is refused', async () => {
    const [a, b] = [await signedUpAdmin(t), await signedUpAdmin(t)];
    const outcomes = await Promise.allSettled([
      changeUserRole(t.db, a, b.id, false),
      changeUserRole(t.db, b, a.id, false),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(refusal(outcomes)).toEqual([`is_admin: ${userAdminMessages.lastAdministrator}`]);
    expect(await administratorIds()).toHaveLength(1);
  });

  it('survives two administrators deleting each other at once: one wins, one is refused', async () => {
    const [a, b] = [await signedUpAdmin(t), await signedUpAdmin(t)];
    const now = new Date();
    const outcomes = await Promise.allSettled([
      removeUser(t.db, a, b.id, now),
      removeUser(t.db, b, a.id, now),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(refusal(outcomes)).toEqual([LAST]);
    expect(await administratorIds()).toHaveLength(1);
  });
});

function refusal(outcomes: PromiseSettledResult<unknown>[]) {
  const rejected = outcomes.find((o) => o.status === 'rejected');
  const error: unknown = rejected?.reason;
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(409);
  return (error as AppError).errors;
}

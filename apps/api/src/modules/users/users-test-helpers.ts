/** Requests the user management tests share: an administrator, and the three calls. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

export { signedUpAdmin } from '../../test/factories.ts';

type Headers = Record<string, string>;

export const listUsers = (t: TestApp, query: string, headers: Headers = {}) =>
  t.app.inject({ url: `/api/users${query}`, headers });

export const putUser = (t: TestApp, id: number | string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

export const deleteUser = (t: TestApp, id: number | string, headers: Headers = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });

/** The stored account, to compare before and after a refused call. */
export async function storedUser(t: TestApp, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

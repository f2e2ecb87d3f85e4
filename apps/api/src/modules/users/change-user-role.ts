/** An administrator makes a user an administrator, or an administrator a user again. */
import { eq, sql } from 'drizzle-orm';
import { userAdminCodes, type User } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '@tablefor/server-kit';
import { lockAccount, refuseLosingAdministrator } from './administrator-guard.ts';
import { presentUserById } from './user-queries.ts';

export async function changeUserRole(
  db: Database,
  actor: { id: number },
  id: number,
  isAdmin: boolean,
): Promise<User> {
  await db.transaction(async (tx) => {
    const locked = await lockAccount(tx, id);
    if (locked.target.is_admin === isAdmin) return;
    if (!isAdmin) refuseLosingAdministrator(locked, actor.id, 'is_admin', userAdminCodes.ownRole);
    await tx
      .update(users)
      .set({ is_admin: isAdmin, updated_at: sql`now()` })
      .where(eq(users.id, id));
  });
  const user = await presentUserById(db, id);
  if (!user) throw notFound('user');
  return user;
}

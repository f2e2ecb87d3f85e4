/**
 * The rules that keep someone in charge. A role change or a deletion first locks every
 * administrator's row, then the target's, so two administrators demoting or deleting each other at
 * once are decided one after the other: the second sees the first's change and is refused.
 */
import { asc, eq } from 'drizzle-orm';
import { userAdminCodes, type MessageCode } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, notFound, problem } from '@tablefor/server-kit';
import type { UserRow } from './user-queries.ts';

/** Locks the administrators' rows and the target's for the transaction; 404 when it is gone. */
export async function lockAccount(
  tx: Database,
  id: number,
): Promise<{ target: UserRow; administrators: number }> {
  const administrators = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.is_admin, true))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound('user');
  return { target, administrators: administrators.length };
}

/**
 * Refuses (409) taking `target` out of the administrators: never the last one, and never the
 * caller themself (`ownCode` says which of their own actions it was).
 */
export function refuseLosingAdministrator(
  locked: { target: UserRow; administrators: number },
  actorId: number,
  field: string,
  ownCode: MessageCode,
): void {
  if (locked.target.is_admin && locked.administrators <= 1) {
    throw conflict(problem(field, userAdminCodes.lastAdministrator));
  }
  if (locked.target.id === actorId) throw conflict(problem(field, ownCode));
}

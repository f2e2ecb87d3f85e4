/**
 * A write that adds a row pointing at an account (a booking, a review) holds the account's row
 * (FOR KEY SHARE) until its transaction ends, taken before the restaurant's row. Deleting the
 * account locks that row (FOR UPDATE) and then the restaurants': the two happen one after the
 * other in either order, and never deadlock. A write that waited for the deletion finds no
 * account and is refused instead of failing on the foreign key.
 */
import { eq } from 'drizzle-orm';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Call inside the write's transaction, before locking a restaurant; 404 when the account is gone. */
export async function holdAccount(tx: Database, userId: number): Promise<void> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  if (!account) throw notFound('user');
}

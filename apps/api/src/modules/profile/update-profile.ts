/** A diner's own names and username; a username another account holds is refused with 409. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict, problem } from '@tablefor/server-kit';
import { authCodes, type ProfileInput, type User } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { users } from '../../db/schema/index.ts';
import { presentUser, savedRestaurantIds } from '../users/user-queries.ts';

const usernameTaken = () => conflict(problem('username', authCodes.usernameTaken));

export async function updateProfile(
  db: Database,
  userId: number,
  input: ProfileInput,
): Promise<User> {
  // Asked first for a clear answer; the unique index decides between two at once.
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.username}) = ${input.username.toLowerCase()}`, ne(users.id, userId)),
    );
  if (holder) throw usernameTaken();
  try {
    const [row] = await db
      .update(users)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return presentUser(row!, await savedRestaurantIds(db, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

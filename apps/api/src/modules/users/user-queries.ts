/** Reading and creating users; the presenter decides which fields leave the server. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { authCodes, type ErrorDetail, type User } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { savedRestaurants, users } from '../../db/schema/index.ts';
import { conflict, problem } from '@tablefor/server-kit';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function presentUser(row: UserRow, savedIds: number[]): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_admin: row.is_admin,
    isAdmin: row.is_admin,
    saved_restaurants: savedIds,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function savedRestaurantIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: savedRestaurants.restaurant_id })
    .from(savedRestaurants)
    .where(eq(savedRestaurants.user_id, userId))
    .orderBy(asc(savedRestaurants.created_at));
  return rows.map((r) => r.id);
}

export async function presentUserById(db: Database, id: number): Promise<User | undefined> {
  const row = await findUserById(db, id);
  return row && presentUser(row, await savedRestaurantIds(db, id));
}

/** Lists every user with their saved restaurant ids, for the admin dashboard. */
export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  const saved = rows.length
    ? await db
        .select()
        .from(savedRestaurants)
        .where(
          inArray(
            savedRestaurants.user_id,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byUser = new Map<number, number[]>();
  for (const s of saved) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s.restaurant_id]);
  return rows.map((row) => presentUser(row, byUser.get(row.id) ?? []));
}

/** Inserts a user; a taken e-mail or username is a 409 with the field's message, not a 500. */
export async function createUser(db: Database, values: NewUser): Promise<UserRow> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${values.email.toLowerCase()} or lower(${users.username}) = ${values.username.toLowerCase()}`,
    );
  const errors = takenErrors(taken, values);
  if (errors.length) throw conflict(...errors);
  try {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(...uniqueViolationErrors(error));
    throw error;
  }
}

function takenErrors(taken: { email: string; username: string }[], values: NewUser) {
  const errors: ErrorDetail[] = [];
  if (taken.some((t) => t.email.toLowerCase() === values.email.toLowerCase()))
    errors.push(problem('email', authCodes.emailTaken));
  if (taken.some((t) => t.username.toLowerCase() === values.username.toLowerCase()))
    errors.push(problem('username', authCodes.usernameTaken));
  return errors;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

function uniqueViolationErrors(error: unknown): ErrorDetail[] {
  const text = String((error as { cause?: unknown }).cause ?? error);
  return text.includes('username')
    ? [problem('username', authCodes.usernameTaken)]
    : [problem('email', authCodes.emailTaken)];
}

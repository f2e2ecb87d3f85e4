/** Reading and creating users; the presenter decides which fields leave the server. */
import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { authCodes, type ErrorDetail, type User, type UserPage } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { savedRestaurants, users } from '../../db/schema/index.ts';
import { containsPattern } from '../search/search-filters.ts';
import { conflict, problem } from '@tablefor/server-kit';
import { isUniqueViolation } from '../../db/pg-errors.ts';

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

/** One page of users, ordered by id, with their saved restaurant ids, for the admin dashboard. */
export async function listUsers(
  db: Database,
  { page, pageSize, q }: { page: number; pageSize: number; q?: string },
): Promise<UserPage> {
  const where = q === undefined ? undefined : userMatches(q);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const saved = await savedRestaurantIdsByUser(
    db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map((row) => presentUser(row, saved.get(row.id) ?? [])),
    total: Number(totals?.total ?? 0),
    page,
    pageSize,
  };
}

/** `q` anywhere in the username, e-mail, first or last name, whatever the case. */
function userMatches(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.first_name, pattern),
    ilike(users.last_name, pattern),
  );
}

async function savedRestaurantIdsByUser(db: Database, userIds: number[]) {
  const byUser = new Map<number, number[]>();
  if (!userIds.length) return byUser;
  const saved = await db
    .select()
    .from(savedRestaurants)
    .where(inArray(savedRestaurants.user_id, userIds))
    .orderBy(asc(savedRestaurants.created_at));
  for (const s of saved) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s.restaurant_id]);
  return byUser;
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

function uniqueViolationErrors(error: unknown): ErrorDetail[] {
  const text = String((error as { cause?: unknown }).cause ?? error);
  return text.includes('username')
    ? [problem('username', authCodes.usernameTaken)]
    : [problem('email', authCodes.emailTaken)];
}

/** Fixed-window attempt counters in the database, so every API replica sees the same counts. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';

export type ThrottleResult = { count: number; retryAfterSeconds: number };

/** Adds one attempt under `key` and answers the count inside the current window. */
export async function recordAttempt(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<ThrottleResult> {
  const expired = sql`${authAttempts.window_start} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(authAttempts)
    .values({ key, window_start: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${authAttempts.window_start} end`,
      },
    })
    .returning({
      count: authAttempts.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${authAttempts.window_start} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  return { count: row?.count ?? 1, retryAfterSeconds: row?.retryAfter ?? windowSeconds };
}

/** The count inside the current window without adding to it. */
export async function currentAttempts(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<ThrottleResult> {
  const [row] = await db
    .select({
      count: authAttempts.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${authAttempts.window_start} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    })
    .from(authAttempts)
    .where(
      sql`${authAttempts.key} = ${key} and ${authAttempts.window_start} >= now() - make_interval(secs => ${windowSeconds})`,
    );
  return { count: row?.count ?? 0, retryAfterSeconds: row?.retryAfter ?? 0 };
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

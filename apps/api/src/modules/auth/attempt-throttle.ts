/** Fixed-window attempt counters in the database, so every API replica sees the same counts. */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';

export type ThrottleResult = { count: number; retryAfterSeconds: number };
/** One attempt counted under `key`; `window` names the window it was counted in. */
export type CountedAttempt = ThrottleResult & { key: string; window: string };

const retryAfter = (windowSeconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${authAttempts.window_start} + make_interval(secs => ${windowSeconds}) - now()))))::int`;

/**
 * Adds one attempt under each key and answers each count inside its current window, this
 * attempt included, in the keys' order. One statement: concurrent attempts see different counts.
 * Callers list kinds of key in one fixed order, so two statements never wait on each other's rows.
 */
export async function recordAttempts<Keys extends readonly string[]>(
  db: Database,
  keys: Keys,
  windowSeconds: number,
): Promise<{ [K in keyof Keys]: CountedAttempt }> {
  const expired = sql`${authAttempts.window_start} < now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(authAttempts)
    .values(keys.map((key) => ({ key, window_start: sql`now()`, count: 1 })))
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${authAttempts.window_start} end`,
      },
    })
    .returning({
      key: authAttempts.key,
      count: authAttempts.count,
      retryAfterSeconds: retryAfter(windowSeconds),
      // Text keeps the microseconds that a JavaScript Date would drop.
      window: sql<string>`${authAttempts.window_start}::text`,
    });
  const counted = keys.map((key) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`no attempt counted under ${key}`);
    return row;
  });
  return counted as { [K in keyof Keys]: CountedAttempt };
}

export async function recordAttempt(db: Database, key: string, windowSeconds: number) {
  const [attempt] = await recordAttempts(db, [key] as const, windowSeconds);
  return attempt;
}

export type AttemptChange = { release: CountedAttempt } | { restart: string; count: number };

/**
 * In one statement, in the order given: takes back each released attempt (counted but not made),
 * unless its window has since restarted, and starts each restarted key's window anew at `count`.
 * Like recordAttempts, callers list kinds of key in one fixed order.
 */
export async function changeAttempts(db: Database, changes: AttemptChange[]) {
  const released = changes.flatMap((change) => ('release' in change ? [change.release.key] : []));
  const isRelease = released.length > 0 ? inArray(sql`excluded.key`, released) : sql`false`;
  const sameWindow = sql`${authAttempts.window_start} = excluded.window_start`;
  await db
    .insert(authAttempts)
    .values(
      changes.map((change) =>
        'release' in change
          ? {
              key: change.release.key,
              window_start: sql`${change.release.window}::timestamptz`,
              count: 0,
            }
          : { key: change.restart, window_start: sql`now()`, count: change.count },
      ),
    )
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when not ${isRelease} then excluded.count
          when ${sameWindow} then greatest(${authAttempts.count} - 1, 0)
          else ${authAttempts.count} end`,
        window_start: sql`case when ${isRelease} then ${authAttempts.window_start} else excluded.window_start end`,
      },
    });
}

/** The count inside the current window without adding to it. */
export async function currentAttempts(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<ThrottleResult> {
  const [row] = await db
    .select({ count: authAttempts.count, retryAfterSeconds: retryAfter(windowSeconds) })
    .from(authAttempts)
    .where(
      sql`${authAttempts.key} = ${key} and ${authAttempts.window_start} >= now() - make_interval(secs => ${windowSeconds})`,
    );
  return row ?? { count: 0, retryAfterSeconds: 0 };
}

/**
 * Attempt counters whose window has passed count nothing, but their rows stayed for ever: every
 * new client address or e-mail tried added some. A sweep removes them once no limit can read them:
 * an address known to an account after its 30 days, every other counter a day after its window
 * began (or after the longest configured window, if longer).
 */
import { sql } from 'drizzle-orm';
import { startPeriodicSweep, type PeriodicSweep } from '@tablefor/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { KNOWN_SOURCE_KEY_PREFIX, KNOWN_SOURCE_SECONDS } from './sign-in-limits.ts';

const DAY_SECONDS = 24 * 60 * 60;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes the counters no limit can read any more; answers how many went. */
export async function removeStaleAttempts(db: Database, longestWindowSeconds: number) {
  const keepSeconds = Math.max(DAY_SECONDS, longestWindowSeconds);
  const isKnownSource = sql`starts_with(${authAttempts.key}, ${KNOWN_SOURCE_KEY_PREFIX})`;
  const removed = await db
    .delete(authAttempts)
    .where(
      sql`(${isKnownSource} and ${authAttempts.window_start} < now() - make_interval(secs => ${KNOWN_SOURCE_SECONDS}))
        or (not ${isKnownSource} and ${authAttempts.window_start} < now() - make_interval(secs => ${keepSeconds}))`,
    )
    .returning({ key: authAttempts.key });
  return removed.length;
}

/** Sweeps now and then hourly until stopped. */
export function startStaleAttemptSweeps(
  db: Database,
  longestWindowSeconds: number,
  log: FastifyBaseLogger,
): PeriodicSweep {
  const sweep = async () => {
    const removed = await removeStaleAttempts(db, longestWindowSeconds);
    if (removed > 0) log.info({ removed }, 'stale sign-in counters removed');
  };
  return startPeriodicSweep('sign-in counter sweep', sweep, SWEEP_EVERY_MS, log);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authAttempts } from '../../db/schema/index.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { signInKeys } from './sign-in-limits.ts';
import { removeStaleAttempts } from './stale-attempts.ts';

// A database without the app: the app's own sweep would remove rows under the test.
let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const DAY = 24 * 60 * 60;

async function counterStartedSecondsAgo(key: string, secondsAgo: number) {
  await db.insert(authAttempts).values({
    key,
    count: 3,
    window_start: sql`now() - make_interval(secs => ${secondsAgo})`,
  });
}

async function remainingKeys() {
  const rows = await db.select({ key: authAttempts.key }).from(authAttempts);
  return rows.map((row) => row.key).sort();
}

describe('removing sign-in counters past use', () => {
  it('keeps what a limit can still read and removes the rest', async () => {
    await db.delete(authAttempts);
    const old = signInKeys('old@example.com', '203.0.113.7');
    const recent = signInKeys('recent@example.com', '203.0.113.8');
    // Past a day: nothing but a known address is read any more.
    await counterStartedSecondsAgo(old.source, DAY + 60);
    await counterStartedSecondsAgo(old.accountAndSource, DAY + 60);
    await counterStartedSecondsAgo(old.account, 2 * DAY);
    // A known address counts for 30 days.
    await counterStartedSecondsAgo(old.knownSource, 29 * DAY);
    await counterStartedSecondsAgo(recent.knownSource, 31 * DAY);
    // Within its day.
    await counterStartedSecondsAgo(recent.source, 60);
    await counterStartedSecondsAgo('password-reset:email:recent@example.com', DAY - 60);

    expect(await removeStaleAttempts(db, 900)).toBe(4);
    expect(await remainingKeys()).toEqual(
      [old.knownSource, recent.source, 'password-reset:email:recent@example.com'].sort(),
    );
  });

  it('keeps every counter for the longest configured window when that is over a day', async () => {
    await db.delete(authAttempts);
    await counterStartedSecondsAgo('login:ip:198.51.100.4', 2 * DAY);
    expect(await removeStaleAttempts(db, 3 * DAY)).toBe(0);
    expect(await removeStaleAttempts(db, DAY)).toBe(1);
  });
});

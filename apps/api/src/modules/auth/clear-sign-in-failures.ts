/**
 * Forgets an account's wrong passwords, from every source: a reset through the e-mailed link
 * proves its owner, so an account under attack opens again to them. The counters are
 * sign-in-limits.ts's; each source's count of attempts on any account stays.
 */
import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { signInKeys } from './sign-in-limits.ts';

export async function clearSignInFailures(db: Database, email: string) {
  const keys = signInKeys(email, '');
  // The per-source key with no source: its prefix, then ' ' and the address (a source has no space).
  const split = keys.accountAndSource.indexOf(' ');
  const [prefix, suffix] = [
    keys.accountAndSource.slice(0, split),
    keys.accountAndSource.slice(split),
  ];
  const key = authAttempts.key;
  await db
    .delete(authAttempts)
    .where(
      or(
        inArray(key, [keys.account, keys.accountSlot]),
        sql`starts_with(${key}, ${prefix}) and right(${key}, char_length(${suffix}::text)) = ${suffix}`,
      ),
    );
}

/**
 * The limits on sign-in attempts (see the README's 'Sign-in limits'). An attempt is counted
 * before its password is checked, so attempts arriving together cannot all slip under a limit,
 * and taken back when it proves no failure: refused unchecked, or the right password.
 */
import { AppError, problem } from '@tablefor/server-kit';
import { authCodes } from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clientNetwork } from '../../http/client-network.ts';
import {
  changeAttempts,
  currentAttempts,
  recordAttempt,
  recordAttempts,
  type CountedAttempt,
  type ThrottleResult,
} from './attempt-throttle.ts';

type SignInLimits = Config['loginLimit'];

/** How long an address that signed in to an account stays exempt from the account's cap. */
export const KNOWN_SOURCE_SECONDS = 30 * 24 * 60 * 60;
/** Every 'address known to the account' counter's key starts so. */
export const KNOWN_SOURCE_KEY_PREFIX = 'login:known-ip:';

/**
 * The counters of one attempt; its source is the client's network (which holds no space, so the
 * space after it ends it). Every statement takes them in this order, so none waits on another.
 */
export function signInKeys(email: string, ip: string) {
  const source = clientNetwork(ip);
  return {
    source: `login:ip:${source}`,
    accountAndSource: `login:account-ip:${source} ${email}`,
    account: `login:account:${email}`,
    accountSlot: `login:account-slot:${email}`,
    knownSource: `${KNOWN_SOURCE_KEY_PREFIX}${source} ${email}`,
  };
}

type SignInKeys = ReturnType<typeof signInKeys>;
export type SignInAttempt = {
  keys: SignInKeys;
  accountAndSource: CountedAttempt;
  account: CountedAttempt;
};

function tooManyAttempts(retryAfterSeconds: number) {
  return new AppError(429, [problem('auth', authCodes.tooManyAttempts)], {
    'retry-after': String(retryAfterSeconds),
  });
}

/** Counts an attempt at `email` from `ip`, or refuses it (429) before its password is checked. */
export async function beginSignIn(
  db: Database,
  limits: SignInLimits,
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const keys = signInKeys(email, ip);
  const [bySource, accountAndSource, account] = await recordAttempts(
    db,
    [keys.source, keys.accountAndSource, keys.account] as const,
    limits.windowSeconds,
  );
  const refusal =
    bySource.count > limits.perIp
      ? bySource
      : accountAndSource.count > limits.perAccountAndIp
        ? accountAndSource
        : await refusalBeyondAccountCap(db, limits, keys, account);
  if (refusal) {
    // Every attempt from the source stays counted; an unchecked one is no failure of the account.
    await changeAttempts(db, [{ release: accountAndSource }, { release: account }]);
    throw tooManyAttempts(refusal.retryAfterSeconds);
  }
  return { keys, accountAndSource, account };
}

/**
 * Beyond the account's cap on failures from all sources, a source that signed in to it recently
 * passes; any other shares one check of the account's password per slot (window / cap seconds).
 */
async function refusalBeyondAccountCap(
  db: Database,
  limits: SignInLimits,
  keys: SignInKeys,
  account: CountedAttempt,
): Promise<ThrottleResult | undefined> {
  if (account.count <= limits.perAccountAllIps) return undefined;
  const known = await currentAttempts(db, keys.knownSource, KNOWN_SOURCE_SECONDS);
  if (known.count > 0) return undefined;
  const slotSeconds = Math.ceil(limits.windowSeconds / limits.perAccountAllIps);
  const slot = await recordAttempt(db, keys.accountSlot, slotSeconds);
  return slot.count > 1 ? slot : undefined;
}

/** The right password: no failure, and its source is known to the account from now on. */
export async function signInSucceeded(db: Database, attempt: SignInAttempt) {
  await changeAttempts(db, [
    { restart: attempt.keys.accountAndSource, count: 0 },
    { release: attempt.account },
    { restart: attempt.keys.knownSource, count: 1 },
  ]);
}

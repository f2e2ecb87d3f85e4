/** argon2id hashing with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

const OWASP_ARGON2ID = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist (no user enumeration). */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, plain);
  return false;
}

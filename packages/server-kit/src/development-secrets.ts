/**
 * Secrets a development install makes up for itself: random, never a constant in the code (a
 * published default would let anyone sign tokens or derive guests' codes for any install that
 * runs on it). Kept in a file, they are read back on later starts, so sessions survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 43 characters from 32 random bytes: long enough for any HMAC key. */
const madeUpSecret = () => randomBytes(32).toString('base64url');

function readKept(file: string): Record<string, string> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const kept: unknown = JSON.parse(text);
  if (!kept || typeof kept !== 'object' || Array.isArray(kept))
    throw new Error(`${file} is not a JSON object`);
  return Object.fromEntries(
    Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Writes the file readable by its owner only. `exclusive`: only if it is still absent (a process
 * starting beside this one may have just written its own), answering false when it was not.
 */
function writeKept(file: string, secrets: Record<string, string>, exclusive: boolean): boolean {
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(scratch, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  try {
    if (!exclusive) {
      renameSync(scratch, file);
      return true;
    }
    linkSync(scratch, file);
    return true;
  } catch (error) {
    if (exclusive && (error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(scratch, { force: true });
  }
}

/**
 * A value for each of `names`: read from `keepIn` when it holds one, else made up (and added to
 * `keepIn`, created with mode 0600). Without `keepIn` they last as long as the process.
 */
export function madeUpSecrets<Name extends string>(
  names: readonly Name[],
  keepIn?: string,
): Record<Name, string> {
  const fresh = () => Object.fromEntries(names.map((name) => [name, madeUpSecret()]));
  if (names.length === 0 || !keepIn) return fresh() as Record<Name, string>;
  for (;;) {
    const kept = readKept(keepIn);
    if (!kept) {
      const made = fresh();
      if (writeKept(keepIn, made, true)) return made as Record<Name, string>;
      continue; // another process wrote it first: use what it kept
    }
    const missing = names.filter((name) => !kept[name]);
    if (missing.length > 0) {
      for (const name of missing) kept[name] = madeUpSecret();
      writeKept(keepIn, kept, false);
    }
    return kept as Record<Name, string>;
  }
}

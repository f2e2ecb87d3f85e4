/**
 * Files kept in a local folder under names the server itself chose: each write lands whole
 * (temporary file, then rename), and every name is checked before it touches the disk, so no
 * request can reach outside the folder. The gallery's pictures and the claims' files use it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  /** Writes (or replaces) the file `name`. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Removes `name`; a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** The bytes of `name`, or null when there is no such file (or the name is not one of ours). */
  read(name: string): Promise<Buffer | null>;
}

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT';

export function createDirectoryFileStore(
  root: string,
  isName: (name: string) => boolean,
): FileStore {
  const fileOf = (name: string) => {
    if (!isName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
    return path.join(root, ...name.split('/'));
  };
  return {
    async put(name, bytes) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    async read(name) {
      if (!isName(name)) return null;
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

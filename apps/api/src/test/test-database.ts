/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new database on DATABASE_URL.
 * Both start as a copy of one database migrated once per test run (test-template.ts), which is
 * several times faster than a new cluster and every migration for each file.
 */
import { readFile } from 'node:fs/promises';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every file copies, made by test-template.ts (the API suite's global setup). */
    apiDatabaseTemplate: { pgliteFile?: string; postgres?: string } | undefined;
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

export async function openTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<DatabaseHandle> {
  const template = providedTemplate();
  if (serverUrl) return openScratchPostgres(serverUrl, template?.postgres);
  if (!template?.pgliteFile) {
    const handle = await openPglite('memory://');
    await handle.migrate();
    return handle;
  }
  pgliteTemplate ??= readFile(template.pgliteFile).then((bytes) => new Blob([bytes]));
  return openPglite('memory://', await pgliteTemplate);
}

async function openScratchPostgres(
  serverUrl: string,
  template: string | undefined,
): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(serverUrl, 'test', template);
  const handle = await openPostgres(scratch.url);
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Nothing is provided outside the API suite (the bench opens test databases too). */
function providedTemplate() {
  try {
    return inject('apiDatabaseTemplate');
  } catch {
    return undefined;
  }
}

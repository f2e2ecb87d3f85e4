/** A fresh, migrated database per test file: in-memory PGlite, or a new database on DATABASE_URL. */
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';

export async function openTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<DatabaseHandle> {
  const handle = serverUrl ? await openScratchPostgres(serverUrl) : await openPglite('memory://');
  await handle.migrate();
  return handle;
}

async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openPostgres(scratch.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

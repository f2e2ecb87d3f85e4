/** A fresh, migrated database per test file: in-memory PGlite, or a new database on DATABASE_URL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';

export async function openTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<DatabaseHandle> {
  const handle = serverUrl ? await openScratchPostgres(serverUrl) : await openPglite('memory://');
  await handle.migrate();
  return handle;
}

async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * For tests on a real PostgreSQL: a new database on the server named by `serverUrl`, its URL, and
 * `drop()` to remove it (connections still open are closed by the server).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `template` names a database to copy (one migrated once per test run) instead of an empty one. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * The API suite's global setup: one database migrated once per run, which every test file's
 * database copies (test-database.ts). PGlite's is dumped to a temporary file; PostgreSQL's is a
 * template database, dropped at the end.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
// The `apiDatabaseTemplate` that this provides is declared with its reader.
import type {} from './test-database.ts';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'template');
    const handle = await openPostgres(scratch.url);
    await handle.migrate();
    await handle.close();
    project.provide('apiDatabaseTemplate', { postgres: new URL(scratch.url).pathname.slice(1) });
    return () => scratch.drop();
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tablefor-api-template-'));
  const handle = await openPglite('memory://');
  await handle.migrate();
  const pgliteFile = path.join(folder, 'migrated.tar');
  const dump = await handle.dumpDataDir!();
  await writeFile(pgliteFile, new Uint8Array(await dump.arrayBuffer()));
  await handle.close();
  project.provide('apiDatabaseTemplate', { pgliteFile });
  return () => rm(folder, { recursive: true, force: true });
}

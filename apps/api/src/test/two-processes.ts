/**
 * Two API processes on one PostgreSQL (DATABASE_URL) for the tests of what several processes
 * share: process 1 is built in the test, process 2 is the real server started as a child process
 * on the same scratch database, each with its own memory, listeners and job workers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { TEST_ADMIN_SECRET, type TestApp } from './test-app.ts';
import { startServerProcess } from './cluster/server-process.ts';
import { freePort } from './free-port.ts';

const API_DIR = path.join(import.meta.dirname, '..', '..');
/** Both processes sign and check the same tokens. */
const JWT_SECRET = 'two-processes-test-secret-of-at-least-32-characters';

export type TwoProcesses = {
  /** Process 1, built here: `app.inject` reaches it. */
  first: TestApp;
  /** Process 2's origin: 'http://127.0.0.1:PORT'. */
  secondUrl: string;
  stop: () => Promise<void>;
};

/** Starts both on a new scratch database; `env` is given to both processes. */
export async function startTwoProcesses(
  serverUrl: string,
  env: Record<string, string> = {},
): Promise<TwoProcesses> {
  const template = inject('apiDatabaseTemplate')?.postgres;
  const scratch = await createScratchDatabase(serverUrl, 'test', template);
  const database = await openPostgres(scratch.url);
  if (!template) await database.migrate();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-uploads-'));
  const shared = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_SECRET_KEY: TEST_ADMIN_SECRET,
    JWT_SECRET,
    UPLOADS_DIR: uploadsDir,
    DATABASE_URL: scratch.url,
    ...env,
  };
  const config = loadConfig(shared);
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  const first: TestApp = {
    app,
    db: database.db,
    database,
    config,
    heardChanges: async () => {},
    close: async () => {},
  };

  const port = await freePort();
  const secondUrl = `http://127.0.0.1:${port}`;
  const second = await startServerProcess({
    name: 'API process 2',
    cwd: API_DIR,
    url: secondUrl,
    healthPath: '/api/health',
    env: { ...shared, PORT: String(port), HOST: '127.0.0.1', SEED_ON_START: 'false' },
    timeoutMs: 60_000,
  });

  return {
    first,
    secondUrl,
    stop: async () => {
      await second.stop();
      await app.close();
      await database.close();
      await scratch.drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
